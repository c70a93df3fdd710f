import { describe, expect, it } from "vitest";
import { ANONYMOUS_BUYER } from "./buyer";
import { priceLine } from "./cart-lines";
import { zoneTable } from "./destination";
import { effectiveSelection, quote, type QuoteInput } from "./quote";
import { CARRIERS, RULES, SHIPPING_RULES, ZONES } from "./testing/catalogue";

const TABLES = { carriers: CARRIERS, zones: zoneTable(ZONES), shippingRules: SHIPPING_RULES };
const line = (pn: string, quantity: number, saleCents: number) =>
  priceLine({ pn, quantity, listPriceCents: saleCents, saleCents, callForPrice: false, tariff: false, pkgqty: 1, wireDuct: false }, RULES.cartItemRules);
const PITTSBURGH = { country: "US", state: "PA", postalCode: "15222" };
const input = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  lines: [line("CR-31-24A", 3, 2000)],
  address: PITTSBURGH,
  buyer: ANONYMOUS_BUYER,
  selection: null,
  ifNotOffered: "report",
  shipperNumber: null,
  shipToTaxable: true,
  ...over,
});

describe("quote", () => {
  it("without an address: shipping waits for one, no tax is guessed, and checkout says why", () => {
    const result = quote(input({ address: null, ifNotOffered: "default" }), TABLES, RULES);
    expect(result.destination).toBeNull();
    expect(result.rule).toBeNull();
    expect(result.selection).toEqual({ carrier: "fedex", method: "ground" });
    expect(result.charges).toMatchObject({
      shipping: { kind: "tbd", reason: "noDestination" },
      taxCents: 0,
      taxRatePercent: null,
      totalExcludesShipping: true,
    });
    expect(result.problems).toEqual(["noDestination"]);
  });

  it("prices the buyer's own choice, and a collect carrier asks for the shipper number", () => {
    const air = quote(input({ selection: { carrier: "fedex", method: "air1day" } }), TABLES, RULES);
    expect(air.charges.shipping).toEqual({ kind: "amount", cents: 6495 });
    expect(air.problems).toEqual([]);
    const collect = quote(input({ selection: { carrier: "ups-collect", method: "ground" } }), TABLES, RULES);
    expect(collect.charges.shipping).toEqual({ kind: "amount", cents: 0 });
    expect(collect.problems).toEqual(["shipperNumberRequired"]);
    expect(quote(input({ selection: { carrier: "ups-collect", method: "ground" }, shipperNumber: "123" }), TABLES, RULES).problems).toEqual([]);
  });

  it("asks for a carrier when none is chosen, at home as abroad, instead of taking the default quietly", () => {
    for (const address of [PITTSBURGH, { country: "US", state: "AK", postalCode: "99501" }, { country: "CA", state: "ON", postalCode: "K1A 0B1" }]) {
      const result = quote(input({ address, selection: null }), TABLES, RULES);
      expect(result.selection).toEqual({ carrier: null, method: null });
      expect(result.charges.shipping).toEqual({ kind: "tbd", reason: "noSelection" });
      expect(result.problems).toEqual(["carrierRequired"]);
    }
  });

  it("prices every option as choosing it would: free ground, the band's air, collect carriers 0, abroad TBD", () => {
    const priced = (over: Partial<QuoteInput>) => Object.fromEntries(quote(input(over), TABLES, RULES).options.map((option) => [option.key, option.shipping]));
    // 3 × $20.00 = $60.00: ground free from $49, air in the $49–99.99 band.
    expect(priced({})).toEqual({
      "fedex:ground": { kind: "amount", cents: 0 },
      "fedex:air2day": { kind: "amount", cents: 3495 },
      "fedex:air1day": { kind: "amount", cents: 6495 },
      "ups-collect:ground": { kind: "amount", cents: 0 },
      "ups-collect:air2day": { kind: "amount", cents: 0 },
      "ups-collect:air1day": { kind: "amount", cents: 0 },
      "dhl-collect:air2day": { kind: "amount", cents: 0 },
    });
    // 1 × $13.85: the $0–24.99 band, ground $9.95.
    expect(priced({ lines: [line("CR-31-24A", 1, 1385)] })["fedex:ground"]).toEqual({ kind: "amount", cents: 995 });
    expect(Object.values(priced({ address: { country: "CA", state: "ON", postalCode: "K1A 0B1" } }))).toEqual(
      expect.arrayContaining([{ kind: "tbd", reason: "quoteAfterOrder" }]),
    );
    expect(Object.values(priced({ address: null })).every((charge) => charge.kind === "tbd" && charge.reason === "noDestination")).toBe(true);
  });

  it("reports a choice the destination does not offer instead of pricing it quietly", () => {
    const result = quote(
      input({ address: { country: "US", state: "AK", postalCode: "99501" }, selection: { carrier: "fedex", method: "ground" } }),
      TABLES,
      RULES,
    );
    expect(result.problems).toEqual(["methodNotOffered"]);
  });
});

describe("quote of a choice not offered, as the cart page and the quote API ask (ifNotOffered: default)", () => {
  const ALASKA = { country: "US", state: "AK", postalCode: "99501" };
  const HAWAII = { country: "US", state: "HI", postalCode: "96701" };
  const CANADA = { country: "CA", state: "ON", postalCode: "K1A 0B1" };
  const asked = (address: QuoteInput["address"], carrier: string | null, method: string | null) =>
    quote(input({ address, selection: { carrier, method }, ifNotOffered: "default" }), TABLES, RULES);
  // 3 × $20.00 = $60.00: the $49–99.99 band (air2day $34.95), above the free-ground threshold.
  const AIR_2DAY_BAND = { kind: "amount", cents: 3495 };
  const FREE_GROUND = { kind: "amount", cents: 0 };

  it.each([
    ["ground to Alaska", ALASKA, "fedex", "ground", "methodNotOffered", { carrier: "fedex", method: "air2day" }, AIR_2DAY_BAND],
    ["ground to Hawaii", HAWAII, "fedex", "ground", "methodNotOffered", { carrier: "fedex", method: "air2day" }, AIR_2DAY_BAND],
    ["a collect carrier's ground to Hawaii", HAWAII, "ups-collect", "ground", "methodNotOffered", { carrier: "fedex", method: "air2day" }, AIR_2DAY_BAND],
    ["a method the carrier does not have", PITTSBURGH, "dhl-collect", "ground", "methodNotOffered", { carrier: "fedex", method: "ground" }, FREE_GROUND],
    ["a carrier without its method", ALASKA, "fedex", null, "methodNotOffered", { carrier: "fedex", method: "air2day" }, AIR_2DAY_BAND],
    ["a method that does not exist", PITTSBURGH, "fedex", "teleport", "methodNotOffered", { carrier: "fedex", method: "ground" }, FREE_GROUND],
    ["an international carrier at home", PITTSBURGH, "fedex-intl-economy", null, "carrierNotOffered", { carrier: "fedex", method: "ground" }, FREE_GROUND],
    ["a carrier the shop does not have", ALASKA, "no-such", "air2day", "carrierNotOffered", { carrier: "fedex", method: "air2day" }, AIR_2DAY_BAND],
    ["a domestic carrier abroad", CANADA, "fedex", "air2day", "carrierNotOffered", { carrier: null, method: null }, { kind: "tbd", reason: "noSelection" }],
    [
      "an international carrier below its threshold",
      CANADA,
      "fedex-intl-priority",
      null,
      "carrierNotOffered",
      { carrier: null, method: null },
      { kind: "tbd", reason: "noSelection" },
    ],
    [
      "an international carrier with a method",
      CANADA,
      "fedex-intl-economy",
      "ground",
      "methodNotOffered",
      { carrier: null, method: null },
      { kind: "tbd", reason: "noSelection" },
    ],
  ])("answers %s with what the cart page would choose, priced, and names the choice", (_, address, carrier, method, problem, quoted, shipping) => {
    const result = asked(address, carrier, method);
    expect(result.selection).toEqual(quoted);
    expect(result.charges.shipping).toEqual(shipping);
    expect(result.notOffered).toEqual({ chosen: { carrier, method }, problem });
    expect(result.problems).not.toContain(problem);
    expect(result.options.map((option) => option.key)).not.toContain(method === null ? carrier : `${carrier}:${method}`);
  });

  it("keeps a choice that is offered and names nothing", () => {
    for (const [address, carrier, method] of [
      [ALASKA, "fedex", "air1day"],
      [PITTSBURGH, "dhl-collect", "air2day"],
      [CANADA, "fedex-intl-economy", null],
    ] as const) {
      const result = asked(address, carrier, method);
      expect(result.selection).toEqual({ carrier, method });
      expect(result.notOffered).toBeNull();
    }
    expect(quote(input({ address: ALASKA, ifNotOffered: "default" }), TABLES, RULES)).toMatchObject({
      selection: { carrier: "fedex", method: "air2day" },
      notOffered: null,
    });
  });
});

describe("effectiveSelection", () => {
  const domestic = { international: false, airOnly: false, subtotalCents: 5000 };

  it("keeps a choice the destination and subtotal still offer", () => {
    expect(effectiveSelection(CARRIERS, { carrier: "fedex", method: "air2day" }, domestic)).toEqual({
      selection: { carrier: "fedex", method: "air2day" },
      notOffered: null,
    });
  });

  it("falls back to the destination's default otherwise, and says which part was not offered", () => {
    expect(effectiveSelection(CARRIERS, null, domestic)).toEqual({ selection: { carrier: "fedex", method: "ground" }, notOffered: null });
    const ground = { carrier: "fedex", method: "ground" };
    expect(effectiveSelection(CARRIERS, ground, { ...domestic, airOnly: true })).toEqual({
      selection: { carrier: "fedex", method: "air2day" },
      notOffered: { chosen: ground, problem: "methodNotOffered" },
    });
    expect(effectiveSelection(CARRIERS, ground, { ...domestic, international: true })).toEqual({
      selection: { carrier: null, method: null },
      notOffered: { chosen: ground, problem: "carrierNotOffered" },
    });
    const unknown = { carrier: "no-such", method: "ground" };
    expect(effectiveSelection(CARRIERS, unknown, domestic)).toEqual({
      selection: { carrier: "fedex", method: "ground" },
      notOffered: { chosen: unknown, problem: "carrierNotOffered" },
    });
  });
});
