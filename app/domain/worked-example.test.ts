/**
 * The worked example (docs/charges.md#worked-example) end to end through every domain module:
 * OEM, anonymous, domestic zone 2, ground. 3 × $12.40 (OEM 0 %) + 1 × $20.00 (OEM 5 %):
 * subtotal 56.20, handling 0, tariff 0, surcharge 2.78, ground 0, PA tax 3.54, total 62.52.
 */
import { describe, expect, it } from "vitest";
import { ANONYMOUS_BUYER, buyerFromCustomer, type Buyer } from "./buyer";
import { hasCallForPrice, isWireDuct, priceLine, type CartLine } from "./cart-lines";
import { zoneTable, type Address } from "./destination";
import { formatMoney, toCents } from "./money";
import { resolvePriceListName, salePrice, type PriceListEntry } from "./price-list";
import { quote } from "./quote";
import { CARRIERS, OEM_ENTRIES, RULES, SHIPPING_RULES, ZONES } from "./testing/catalogue";

type Product = { pn: string; list_price: number | string; discountSchedule: string | null; category: string; pkgqty: number; tariff: boolean };

const SWITCH: Product = { pn: "SS22-2Y-10", list_price: 12.4, discountSchedule: "F-1", category: "22mm-selector-switches", pkgqty: 1, tariff: false };
const RELAY: Product = { pn: "CR-31-24A", list_price: "20.00", discountSchedule: "E-1", category: "general-purpose-relays", pkgqty: 1, tariff: false };
const QUOTED: Product = { pn: "SPECIAL-1", list_price: 99, discountSchedule: null, category: "enclosures", pkgqty: 1, tariff: false };
const DUCT: Product = { pn: "WD-1X2-GR", list_price: 4.5, discountSchedule: "H-4", category: "wire-duct", pkgqty: 10, tariff: true };
const PITTSBURGH: Address = { country: "US", state: "PA", postalCode: "15222" };

function cartLine(product: Product, quantity: number, entries: readonly PriceListEntry[]): CartLine {
  const listPriceCents = toCents(product.list_price);
  const sale = salePrice({ pn: product.pn, listPriceCents, discountSchedule: product.discountSchedule }, entries);
  return priceLine(
    {
      pn: product.pn,
      quantity,
      listPriceCents,
      saleCents: sale.cents,
      callForPrice: sale.callForPrice,
      tariff: product.tariff,
      pkgqty: product.pkgqty,
      wireDuct: isWireDuct(product.category, RULES.wireDuctCategory),
    },
    RULES.cartItemRules,
  );
}

const TABLES = { carriers: CARRIERS, zones: zoneTable(ZONES), shippingRules: SHIPPING_RULES };

function checkout(lines: CartLine[], address: Address, buyer: Buyer, shipToTaxable = true) {
  const result = quote({ lines, address, buyer, selection: null, ifNotOffered: "default", shipperNumber: null, shipToTaxable }, TABLES, RULES);
  return { ...result, options: result.options.map((option) => option.key) };
}

describe("worked example", () => {
  const list = resolvePriceListName(null, ["OEM", "DIST-STOCKING"], RULES);
  const lines = [cartLine(SWITCH, 3, OEM_ENTRIES), cartLine(RELAY, 1, OEM_ENTRIES)];
  const result = checkout(lines, PITTSBURGH, ANONYMOUS_BUYER);

  it("prices the lines on the OEM list", () => {
    expect(list).toBe("OEM");
    expect(lines.map((line) => [line.saleCents, line.subTotalSaleCents])).toEqual([
      [1240, 3720],
      [1900, 1900],
    ]);
    expect(hasCallForPrice(lines)).toBe(false);
  });

  it("ships from zone 2 on FedEx ground with the Pittsburgh note", () => {
    expect(result.destination).toEqual({ international: false, state: "PA", postalCode: "15222", zone: 2, airOnly: false });
    expect(result.selection).toEqual({ carrier: "fedex", method: "ground" });
    expect(result.problems).toEqual([]);
    expect(result.rule?.note.en).toBe("Pittsburgh metro");
  });

  it("totals 62.52", () => {
    expect(result.charges).toEqual({
      subtotalCents: 5620,
      handlingCents: 0,
      smallOrderHandlingCents: 0,
      nonStandardFeeCents: 0,
      tariffCents: 0,
      tariffSurchargeCents: 278,
      internationalFeeCents: 0,
      shipping: { kind: "amount", cents: 0 },
      shippingCents: 0,
      taxRatePercent: 6,
      taxCents: 354,
      taxIsEstimate: true,
      totalCents: 6252,
      totalExcludesShipping: false,
    });
    expect(formatMoney(result.charges.totalCents, "en")).toBe("$62.52");
    expect(formatMoney(result.charges.totalCents, "es")).toBe("US$62.52");
  });

  it("a Call for price line adds nothing but blocks checkout", () => {
    const quote: PriceListEntry = { valueType: "Quote", schedule: "", item: "SPECIAL-1", value: "0" };
    const quoted = [...lines, cartLine(QUOTED, 2, [...OEM_ENTRIES, quote])];
    expect(quoted[2]).toMatchObject({ saleCents: 0, callForPrice: true, subTotalSaleCents: 0, subTotalListCents: 19_800 });
    expect(hasCallForPrice(quoted)).toBe(true);
    expect(checkout(quoted, PITTSBURGH, ANONYMOUS_BUYER).charges.totalCents).toBe(6252);
  });
});

describe("variations on the example", () => {
  const lines = [cartLine(SWITCH, 3, OEM_ENTRIES), cartLine(RELAY, 1, OEM_ENTRIES)];

  it("a signed-in customer exempt from tax pays no tax", () => {
    const buyer = buyerFromCustomer({ custType: "OEM", isFreeGroundAt: null, taxable: false, arTerm: "NET 30" }, RULES);
    expect(checkout(lines, PITTSBURGH, buyer).charges).toMatchObject({ taxCents: 0, totalCents: 5898 });
  });

  it("a distributor below its own $250 threshold pays distributor ground", () => {
    const buyer = buyerFromCustomer({ custType: "D1-Distributor/Stocking", isFreeGroundAt: 250, taxable: false, arTerm: "NET 30" }, RULES);
    expect(checkout(lines, PITTSBURGH, buyer).charges).toMatchObject({ shipping: { kind: "amount", cents: 1195 }, totalCents: 5898 + 1195 });
  });

  it("Alaska forces 2nd-day air, with its price and note", () => {
    const result = checkout(lines, { country: "US", state: "AK", postalCode: "99501" }, ANONYMOUS_BUYER);
    expect(result.selection).toEqual({ carrier: "fedex", method: "air2day" });
    expect(result.options).not.toContain("fedex:ground");
    expect(result.rule?.note.en).toBe("Alaska ships by 2nd-day air only.");
    expect(result.charges).toMatchObject({ shipping: { kind: "amount", cents: 3495 }, taxCents: 0, totalCents: 5898 + 3495 });
  });

  it("an unknown zone makes ground TBD and the total says so", () => {
    const result = checkout(lines, { country: "US", state: "PA", postalCode: "19103" }, ANONYMOUS_BUYER);
    expect(result.charges).toMatchObject({ shipping: { kind: "tbd", reason: "unknownZone" }, totalCents: 6252, totalExcludesShipping: true });
  });

  it("abroad: no carrier until the buyer picks one, small-order handling at the international rate", () => {
    const result = checkout(lines, { country: "CA", state: "ON", postalCode: "K1A 0B1" }, ANONYMOUS_BUYER);
    expect(result.selection).toEqual({ carrier: null, method: null });
    expect(result.problems).toEqual(["carrierRequired"]);
    expect(result.options).toEqual(["fedex-intl-economy"]);
    expect(result.charges).toMatchObject({ handlingCents: 0, taxCents: 0, totalExcludesShipping: true, totalCents: 5620 + 278 });
  });

  it("non-standard wire duct: flagged, $10 each, tariff, oversize by zone", () => {
    const duct = cartLine(DUCT, 15, OEM_ENTRIES); // 15 × 4.50 = 67.50, not whole packages of 10
    expect(duct).toMatchObject({ wireDuct: true, step: 10, nonStandard: true, subTotalSaleCents: 6750 });
    const result = checkout([duct], PITTSBURGH, ANONYMOUS_BUYER);
    // subtotal 67.50 > 49: free ground, no wire-duct oversize; tariff 0.25 % = 0.16875 → 0.17
    expect(result.charges).toMatchObject({ nonStandardFeeCents: 1000, tariffCents: 17, tariffSurchargeCents: 334, shipping: { kind: "amount", cents: 0 } });
    const small = checkout([cartLine(DUCT, 5, OEM_ENTRIES)], PITTSBURGH, ANONYMOUS_BUYER); // 22.50
    expect(small.charges).toMatchObject({ smallOrderHandlingCents: 1000, nonStandardFeeCents: 1000, shipping: { kind: "amount", cents: 995 + 1100 } });
  });
});
