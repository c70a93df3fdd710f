import { describe, expect, it } from "vitest";
import { ANONYMOUS_BUYER, type Buyer } from "./buyer";
import { computeCharges, nonStandardFeeCents, smallOrderHandlingCents, tariffCents, taxRateFor, type ChargesInput } from "./charges";
import { RULES } from "./testing/catalogue";

type Line = ChargesInput["lines"][number];
const line = (subTotalSaleCents: number, over: Partial<Line> = {}): Line => ({ subTotalSaleCents, tariff: false, nonStandard: false, ...over });
const FREE = { kind: "amount", cents: 0 } as const;
const TAXABLE_CUSTOMER: Buyer = { anonymous: false, distributor: false, freeGroundAtCents: null, taxable: true, approvedForTerms: false };
const TERMS_CUSTOMER: Buyer = { ...TAXABLE_CUSTOMER, approvedForTerms: true };

const charges = (lines: Line[], over: Partial<ChargesInput> = {}) =>
  computeCharges({ lines, international: false, state: "PA", shipping: FREE, buyer: ANONYMOUS_BUYER, shipToTaxable: true, ...over }, RULES);

describe("handling", () => {
  it.each([
    [0, false, 0],
    [1, false, 1000],
    [4899, false, 1000],
    [4900, false, 0],
    [1, true, 2500],
    [4899, true, 2500],
    [4900, true, 0],
  ])("subtotal %i, international %s → %i", (subtotal, international, cents) => {
    expect(smallOrderHandlingCents(subtotal, international, RULES)).toBe(cents);
  });

  it("adds $10 per non-standard wire-duct line", () => {
    expect(nonStandardFeeCents([line(100, { nonStandard: true }), line(100), line(100, { nonStandard: true })], RULES)).toBe(2000);
  });

  it("adds both: small order plus non-standard lines", () => {
    expect(charges([line(4000, { nonStandard: true })])).toMatchObject({ smallOrderHandlingCents: 1000, nonStandardFeeCents: 1000, handlingCents: 2000 });
    expect(charges([line(9000, { nonStandard: true })])).toMatchObject({ smallOrderHandlingCents: 0, nonStandardFeeCents: 1000, handlingCents: 1000 });
  });
});

describe("tariff and surcharge", () => {
  it("takes 0.25 % of the tariff-flagged lines only, rounded half away from zero", () => {
    expect(tariffCents([line(20_000, { tariff: true }), line(50_000)], RULES)).toBe(50);
    expect(tariffCents([line(200, { tariff: true })], RULES)).toBe(1); // 0.5 cent
    expect(tariffCents([line(199, { tariff: true })], RULES)).toBe(0); // 0.4975 cent
    expect(tariffCents([line(5000)], RULES)).toBe(0);
  });

  it("takes the 4.95 % surcharge of the whole subtotal, rounded half away from zero", () => {
    expect(charges([line(5620)]).tariffSurchargeCents).toBe(278); // 278.19
    expect(charges([line(1000)]).tariffSurchargeCents).toBe(50); // 49.5
    expect(charges([line(10_000, { tariff: true }), line(10_000)])).toMatchObject({ tariffCents: 25, tariffSurchargeCents: 990 });
  });
});

describe("international fee", () => {
  it("is charged on international orders of customers approved for terms only", () => {
    expect(charges([line(10_000)], { international: true, state: null, buyer: TERMS_CUSTOMER }).internationalFeeCents).toBe(4000);
    expect(charges([line(10_000)], { international: true, state: null, buyer: TAXABLE_CUSTOMER }).internationalFeeCents).toBe(0);
    expect(charges([line(10_000)], { international: false, buyer: TERMS_CUSTOMER }).internationalFeeCents).toBe(0);
    expect(charges([line(10_000)], { international: true, state: null }).internationalFeeCents).toBe(0);
  });
});

describe("tax", () => {
  it("finds a state's rate, case-insensitively", () => {
    expect(taxRateFor("pa", RULES.taxRates)).toBe(6);
    expect(taxRateFor("NJ", RULES.taxRates)).toBe(6.625);
    expect(taxRateFor("DE", RULES.taxRates)).toBeNull();
    expect(taxRateFor(null, RULES.taxRates)).toBeNull();
  });

  it("taxes subtotal, handling, tariff, surcharge and shipping", () => {
    const result = charges([line(4000, { tariff: true })], { buyer: TAXABLE_CUSTOMER, shipping: { kind: "amount", cents: 1295 } });
    // 40.00 + handling 10.00 + tariff 0.10 + surcharge 1.98 + shipping 12.95 = 65.03; 6 % = 3.9018
    expect(result).toMatchObject({
      handlingCents: 1000,
      tariffCents: 10,
      tariffSurchargeCents: 198,
      shippingCents: 1295,
      taxRatePercent: 6,
      taxCents: 390,
      taxIsEstimate: false,
    });
    expect(result.totalCents).toBe(6503 + 390);
  });

  it("rounds tax half away from zero", () => {
    // 100.00 + surcharge 4.95 = 104.95 × 6.625 % = 6.9529375
    expect(charges([line(10_000)], { state: "NJ", buyer: TAXABLE_CUSTOMER }).taxCents).toBe(695);
  });

  it("counts shipping as 0 while it is TBD", () => {
    const result = charges([line(60_000)], { buyer: TAXABLE_CUSTOMER, shipping: { kind: "tbd", reason: "airFrom500" } });
    expect(result).toMatchObject({ shippingCents: 0, taxCents: 3778 }); // 6 % × 629.70 = 37.782
  });

  it("charges nothing to a non-taxable customer, or to a taxable customer's non-taxable contact", () => {
    expect(charges([line(10_000)], { buyer: { ...TAXABLE_CUSTOMER, taxable: false } })).toMatchObject({ taxCents: 0, taxRatePercent: null });
    expect(charges([line(10_000)], { buyer: TAXABLE_CUSTOMER, shipToTaxable: false })).toMatchObject({ taxCents: 0, taxRatePercent: null });
  });

  it("charges nothing in a state without a rate, or abroad", () => {
    expect(charges([line(10_000)], { state: "DE", buyer: TAXABLE_CUSTOMER }).taxCents).toBe(0);
    expect(charges([line(10_000)], { state: "PA", international: true, buyer: TAXABLE_CUSTOMER }).taxCents).toBe(0);
  });

  it("shows anonymous visitors an estimate, as if taxable, whatever the contact", () => {
    expect(charges([line(10_000)], { shipToTaxable: false })).toMatchObject({ taxCents: 630, taxIsEstimate: true }); // 6 % × 104.95 = 6.297
    expect(charges([line(10_000)], { state: "DE" })).toMatchObject({ taxCents: 0, taxIsEstimate: false });
  });
});

describe("total", () => {
  it("sums every charge", () => {
    const result = charges([line(4000, { tariff: true, nonStandard: true })], {
      international: true,
      state: null,
      buyer: TERMS_CUSTOMER,
      shipping: { kind: "amount", cents: 500 },
    });
    // 40.00 + handling 25.00 + 10.00 + tariff 0.10 + surcharge 1.98 + shipping 5.00 + intl fee 40.00
    expect(result).toMatchObject({
      handlingCents: 3500,
      internationalFeeCents: 4000,
      taxCents: 0,
      totalCents: 4000 + 3500 + 10 + 198 + 500 + 4000,
      totalExcludesShipping: false,
    });
  });

  it("excludes TBD shipping and says so", () => {
    const shipping = { kind: "tbd", reason: "quoteAfterOrder" } as const;
    const result = charges([line(40_000)], { international: true, state: null, shipping });
    expect(result).toMatchObject({ shipping, shippingCents: 0, totalCents: 40_000 + 1980, totalExcludesShipping: true });
  });

  it("is 0 for an empty cart", () => {
    expect(charges([])).toMatchObject({ subtotalCents: 0, handlingCents: 0, tariffSurchargeCents: 0, taxCents: 0, totalCents: 0 });
  });
});
