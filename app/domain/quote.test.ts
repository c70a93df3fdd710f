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
  shipperNumber: null,
  shipToTaxable: true,
  ...over,
});

describe("quote", () => {
  it("without an address: shipping waits for one, no tax is guessed, and checkout says why", () => {
    const result = quote(input({ address: null }), TABLES, RULES);
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

  it("reports a choice the destination does not offer instead of pricing it quietly", () => {
    const result = quote(
      input({ address: { country: "US", state: "AK", postalCode: "99501" }, selection: { carrier: "fedex", method: "ground" } }),
      TABLES,
      RULES,
    );
    expect(result.problems).toEqual(["methodNotOffered"]);
  });
});

describe("effectiveSelection", () => {
  const domestic = { international: false, airOnly: false };

  it("keeps a choice the destination and subtotal still offer", () => {
    expect(effectiveSelection(CARRIERS, { carrier: "fedex", method: "air2day" }, domestic, 5000)).toEqual({ carrier: "fedex", method: "air2day" });
  });

  it("falls back to the destination's default otherwise", () => {
    expect(effectiveSelection(CARRIERS, null, domestic, 5000)).toEqual({ carrier: "fedex", method: "ground" });
    expect(effectiveSelection(CARRIERS, { carrier: "fedex", method: "ground" }, { international: false, airOnly: true }, 5000)).toEqual({
      carrier: "fedex",
      method: "air2day",
    });
    expect(effectiveSelection(CARRIERS, { carrier: "fedex", method: "ground" }, { international: true, airOnly: false }, 5000)).toEqual({
      carrier: null,
      method: null,
    });
    expect(effectiveSelection(CARRIERS, { carrier: "no-such", method: "ground" }, domestic, 5000)).toEqual({ carrier: "fedex", method: "ground" });
  });
});
