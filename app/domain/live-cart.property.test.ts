import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "./cart-lines";
import { lineQuantity, liveCartSchema, mergeLiveCarts, removeLine, setLine, type LiveCart } from "./live-cart";

const NOW = "2025-06-01T00:00:00.000Z";
const pn = fc.constantFrom("P1", "P2", "P3", "P4", "P5", "P6");
const quantity = fc.integer({ min: 1, max: MAX_LINE_QUANTITY });
/** A cart built the way the shop builds one: a series of quantity writes and removals. */
const cart = fc
  .array(fc.oneof(fc.tuple(pn, quantity), fc.tuple(pn, fc.constant(null))), { maxLength: 20 })
  .map((steps) =>
    steps.reduce<LiveCart | null>((current, [part, q]) => (q === null ? current && removeLine(current, part) : setLine(current, part, q, {}, NOW)), null),
  );

describe("liveCart changes (properties)", () => {
  it("always leave a cart the store accepts, with one line per part number and no empty cart", () => {
    fc.assert(
      fc.property(cart, (c) => {
        if (c === null) return;
        expect(liveCartSchema.safeParse(c).success).toBe(true);
        expect(c.cartItems.length).toBeGreaterThan(0);
      }),
    );
  });

  it("setLine sets exactly one line and leaves the others", () => {
    fc.assert(
      fc.property(cart, pn, quantity, (c, part, q) => {
        const next = setLine(c, part, q, {}, NOW);
        expect(lineQuantity(next, part)).toBe(q);
        for (const item of c?.cartItems ?? []) if (item.pn !== part) expect(lineQuantity(next, item.pn)).toBe(item.prod_quantity);
        expect(next.cartItems.length - (c?.cartItems.length ?? 0)).toBe(lineQuantity(c, part) === null ? 1 : 0);
      }),
    );
  });

  it("merging keeps every quantity the target holds and adds exactly the missing lines", () => {
    fc.assert(
      fc.property(cart, cart, (from, into) => {
        if (from === null) return;
        const { cart: merged, added } = mergeLiveCarts(from, into, NOW);
        const held = new Set(into?.cartItems.map((i) => i.pn));
        expect(added).toBe(from.cartItems.filter((i) => !held.has(i.pn)).length);
        for (const item of into?.cartItems ?? []) expect(lineQuantity(merged, item.pn)).toBe(item.prod_quantity);
        for (const item of from.cartItems) if (!held.has(item.pn)) expect(lineQuantity(merged, item.pn)).toBe(item.prod_quantity);
        expect(new Set(merged.cartItems.map((i) => i.pn))).toEqual(new Set([...held, ...from.cartItems.map((i) => i.pn)]));
        expect(mergeLiveCarts(from, merged, NOW)).toEqual({ cart: merged, added: 0 });
      }),
    );
  });
});
