import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "./cart-lines";
import { itemUtm, lineQuantity, liveCartSchema, mergeLiveCarts, removeLine, setLine, type LiveCart, type LiveCartItem } from "./live-cart";

const T0 = "2025-01-01T00:00:00.000Z";
const T1 = "2025-01-02T00:00:00.000Z";
const T2 = "2025-01-03T00:00:00.000Z";

const item = (pn: string, quantity: number, createdAt = T0): LiveCartItem => ({
  pn,
  prod_quantity: quantity,
  createdAt,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
});
const cartOf = (...items: LiveCartItem[]): LiveCart => ({ cartItems: items, selectedBillingId: "CT-1", selectedShippingId: null, createdAt: T0 });

describe("setLine", () => {
  it("starts a cart at `now` with the line and its campaign", () => {
    expect(setLine(null, "P1", 2, { utm_source: "news", utm_content: "banner" }, T1)).toEqual({
      cartItems: [{ ...item("P1", 2, T1), utmSource: "news", utmContent: "banner" }],
      selectedBillingId: null,
      selectedShippingId: null,
      createdAt: T1,
    });
  });

  it("changes only the quantity of an existing line, and appends a new one", () => {
    const cart = cartOf({ ...item("P1", 1), utmSource: "news" });
    expect(setLine(cart, "P1", 5, { utm_source: "other" }, T2)).toEqual(cartOf({ ...item("P1", 5), utmSource: "news" }));
    expect(setLine(cart, "P2", 3, {}, T2).cartItems.map((i) => [i.pn, i.prod_quantity, i.createdAt])).toEqual([
      ["P1", 1, T0],
      ["P2", 3, T2],
    ]);
    expect(cart.cartItems[0]!.prod_quantity).toBe(1);
  });

  it.each([0, -1, 1.5, MAX_LINE_QUANTITY + 1, Number.NaN])("refuses quantity %s", (quantity) => {
    expect(() => setLine(null, "P1", quantity, {}, T0)).toThrow(RangeError);
  });

  it("accepts the bounds", () => {
    expect(lineQuantity(setLine(null, "P1", 1, {}, T0), "P1")).toBe(1);
    expect(lineQuantity(setLine(null, "P1", MAX_LINE_QUANTITY, {}, T0), "P1")).toBe(MAX_LINE_QUANTITY);
  });
});

describe("removeLine and lineQuantity", () => {
  it("removes one line, and answers null once none is left", () => {
    const cart = cartOf(item("P1", 1), item("P2", 2));
    expect(removeLine(cart, "P1")).toEqual(cartOf(item("P2", 2)));
    expect(removeLine(cart, "P3")).toEqual(cart);
    expect(removeLine(cartOf(item("P1", 1)), "P1")).toBeNull();
  });

  it("reads a line's quantity; null without the line or the cart", () => {
    expect(lineQuantity(cartOf(item("P1", 4)), "P1")).toBe(4);
    expect(lineQuantity(cartOf(item("P1", 4)), "P2")).toBeNull();
    expect(lineQuantity(null, "P1")).toBeNull();
  });
});

describe("mergeLiveCarts", () => {
  it("keeps the quantities the target holds, adds the missing lines as they were, keeps the target's choices", () => {
    const from = cartOf(item("P1", 9, T1), { ...item("P2", 3, T1), utmMedium: "email" });
    const into: LiveCart = { ...cartOf(item("P1", 1)), selectedShippingId: "CT-2" };
    expect(mergeLiveCarts(from, into, T2)).toEqual({
      cart: { ...into, cartItems: [item("P1", 1), { ...item("P2", 3, T1), utmMedium: "email" }] },
      added: 1,
    });
  });

  it("starts a new cart at `now` without a target, and adds nothing from an empty source", () => {
    expect(mergeLiveCarts(cartOf(item("P1", 2)), null, T2)).toEqual({
      cart: { cartItems: [item("P1", 2)], selectedBillingId: null, selectedShippingId: null, createdAt: T2 },
      added: 1,
    });
    expect(mergeLiveCarts(cartOf(), cartOf(item("P1", 1)), T2)).toEqual({ cart: cartOf(item("P1", 1)), added: 0 });
  });
});

describe("itemUtm", () => {
  it("names the set campaign fields with the tracking keys", () => {
    expect(itemUtm({ ...item("P1", 1), utmSource: "a", utmMedium: "b", utmCampaign: "c", utmTerm: "d", utmContent: "e" })).toEqual({
      utm_source: "a",
      utm_medium: "b",
      utm_campaign: "c",
      utm_term: "d",
      utm_content: "e",
    });
    expect(itemUtm(item("P1", 1))).toEqual({});
  });
});

describe("liveCartSchema", () => {
  it("accepts the spec's shape, missing campaign fields and choices read as null", () => {
    expect(liveCartSchema.parse({ cartItems: [{ pn: " P1 ", prod_quantity: 1, createdAt: T0 }], createdAt: "2025-01-01T01:00:00+01:00" })).toEqual({
      cartItems: [item("P1", 1)],
      selectedBillingId: null,
      selectedShippingId: null,
      createdAt: "2025-01-01T01:00:00+01:00",
    });
  });

  it.each([
    ["a repeated part number", { cartItems: [item("P1", 1), item("P1", 2)], createdAt: T0 }],
    ["a quantity below one", { cartItems: [item("P1", 0)], createdAt: T0 }],
    ["a fractional quantity", { cartItems: [item("P1", 1.5)], createdAt: T0 }],
    ["an empty part number", { cartItems: [item(" ", 1)], createdAt: T0 }],
    ["a date that is not ISO", { cartItems: [], createdAt: "yesterday" }],
    ["no items", { createdAt: T0 }],
    ["a numeric address id", { cartItems: [], createdAt: T0, selectedBillingId: 5 }],
  ])("refuses %s", (_, value) => {
    expect(liveCartSchema.safeParse(value).success).toBe(false);
  });
});
