import { describe, expect, it } from "vitest";
import { ANONYMOUS_BUYER, type Buyer } from "./buyer";
import {
  freeGroundThresholdCents,
  oversizeCents,
  oversizeLineCents,
  qualifyingSubtotal,
  rateBandFor,
  shippingCharge,
  type ShippingChargeInput,
} from "./shipping-charge";
import { RULES, carrier } from "./testing/catalogue";

type Line = ShippingChargeInput["lines"][number];
const line = (subTotalSaleCents: number, over: Partial<Line> = {}): Line => ({
  pn: "GCX1111-10",
  quantity: 1,
  wireDuct: false,
  exemptFromFreeShipping: false,
  subTotalSaleCents,
  ...over,
});
const DISTRIBUTOR: Buyer = { anonymous: false, distributor: true, freeGroundAtCents: 25_000, taxable: false, approvedForTerms: true };
const FEDEX = carrier("fedex");

const charge = (lines: Line[], over: Partial<ShippingChargeInput> = {}) =>
  shippingCharge({ lines, carrier: FEDEX, method: "ground", zone: 2, buyer: ANONYMOUS_BUYER, ...over }, RULES);

describe("rate bands", () => {
  it.each([
    [0, 995],
    [2499, 995],
    [2500, 1295],
    [4899, 1295],
    [4900, 1495],
    [49_999, 2995],
    [50_000, 3995],
    [9_999_999, 5995],
  ])("subtotal %i → ground %i", (subtotal, ground) => {
    expect(rateBandFor(RULES.rateBands, subtotal)?.groundCents).toBe(ground);
  });

  it("has no band above the last one", () => {
    expect(rateBandFor(RULES.rateBands, 10_000_000)).toBeNull();
  });
});

describe("free ground", () => {
  it("uses the customer's threshold, else the site setting", () => {
    expect(freeGroundThresholdCents(ANONYMOUS_BUYER, RULES)).toBe(4900);
    expect(freeGroundThresholdCents(DISTRIBUTOR, RULES)).toBe(25_000);
  });

  it("counts only lines no exemption rule matches", () => {
    expect(qualifyingSubtotal([line(3000), line(4000, { exemptFromFreeShipping: true }), line(1900)])).toBe(4900);
    expect(qualifyingSubtotal([])).toBe(0);
  });
});

describe("default carrier, ground", () => {
  it("is free from the threshold: 49.00 exactly is free, 48.99 is not", () => {
    expect(charge([line(4900)])).toEqual({ kind: "amount", cents: 0 });
    expect(charge([line(4899)])).toEqual({ kind: "amount", cents: 1295 });
  });

  it("charges the band for exempt lines even when the subtotal passes the threshold", () => {
    expect(charge([line(3000), line(4000, { pn: "DPC-90-3P", exemptFromFreeShipping: true })])).toEqual({ kind: "amount", cents: 1495 });
  });

  it("charges distributors the distributor band below their own threshold", () => {
    expect(charge([line(10_000)], { buyer: DISTRIBUTOR })).toEqual({ kind: "amount", cents: 1595 });
    expect(charge([line(25_000)], { buyer: DISTRIBUTOR })).toEqual({ kind: "amount", cents: 0 });
  });

  it("is TBD when no band holds the subtotal and it is not free", () => {
    const buyer: Buyer = { ...ANONYMOUS_BUYER, freeGroundAtCents: 20_000_000 };
    expect(charge([line(10_000_000)], { buyer })).toEqual({ kind: "tbd", reason: "noRateBand" });
  });
});

describe("default carrier, air", () => {
  it.each([
    ["air2day", 4900, 3495],
    ["air1day", 4900, 6495],
    ["air2day", 49_999, 6495],
    ["air1day", 49_999, 11_995],
  ])("%s at %i → %i", (method, subtotal, cents) => {
    expect(charge([line(subtotal)], { method })).toEqual({ kind: "amount", cents });
  });

  it("is TBD from $500.00 exactly", () => {
    expect(charge([line(50_000)], { method: "air2day" })).toEqual({ kind: "tbd", reason: "airFrom500" });
    expect(charge([line(50_000)], { method: "air1day" })).toEqual({ kind: "tbd", reason: "airFrom500" });
  });

  it("is TBD when no band holds the subtotal", () => {
    expect(shippingCharge({ lines: [line(4900)], carrier: FEDEX, method: "air1day", zone: 2, buyer: ANONYMOUS_BUYER }, { ...RULES, rateBands: [] })).toEqual({
      kind: "tbd",
      reason: "noRateBand",
    });
  });

  it("is never free, whatever the threshold", () => {
    expect(charge([line(20_000)], { method: "air2day" })).toEqual({ kind: "amount", cents: 4495 });
  });
});

describe("oversize lines", () => {
  const wd = RULES.oversizeRates[0]!; // WD: 10 a box, 5 a part box; zone 2: 18.00 / 11.00
  const enc = RULES.oversizeRates[1]!; // ENC: 4 a box, 1 a part box; zone 2: 28.00 / 9.50

  it.each([
    [10, 1800],
    [20, 3600],
    [25, 3600 + 1100],
    [26, 3600 + 2200],
    [3, 1100],
    [0, 0],
  ])("WD × %i in zone 2 → %i", (quantity, cents) => {
    expect(oversizeLineCents(quantity, wd, 2)).toBe(cents);
  });

  it("ENC × 6 in zone 4 → one box + two singles", () => {
    expect(oversizeLineCents(6, enc, 4)).toBe(4300 + 2 * 1430);
  });

  it("has no price for a zone the family lacks", () => {
    expect(oversizeLineCents(6, enc, 8)).toBeNull();
  });

  it("adds enclosure lines to ground and air, on top of free ground", () => {
    const lines = [line(10_000, { pn: "ENC-12126-N12", quantity: 5 })];
    expect(charge(lines)).toEqual({ kind: "amount", cents: 2800 + 950 });
    expect(charge(lines, { method: "air2day" })).toEqual({ kind: "amount", cents: 4495 + 2800 + 950 });
  });

  it("wire duct adds nothing when the cart subtotal is above $49, but does at 49.00 exactly", () => {
    const duct = (subtotal: number) => [line(subtotal, { pn: "WD-1X2-GR", quantity: 15, wireDuct: true })];
    expect(oversizeCents(duct(4901), 2, 4901, RULES)).toBe(0);
    expect(oversizeCents(duct(4900), 2, 4900, RULES)).toBe(1800 + 1100);
    expect(charge(duct(4901))).toEqual({ kind: "amount", cents: 0 });
    expect(charge(duct(4900))).toEqual({ kind: "amount", cents: 2900 });
    expect(charge(duct(4000))).toEqual({ kind: "amount", cents: 1295 + 2900 });
  });

  it("a WD-coded product outside the wire-duct category is still oversize", () => {
    expect(oversizeCents([line(6000, { pn: "WD-X", quantity: 10 })], 2, 6000, RULES)).toBe(1800);
  });

  it("is TBD when an oversize line has no price for the zone", () => {
    expect(charge([line(10_000, { pn: "ENC-1", quantity: 1 })], { zone: 8 })).toEqual({ kind: "tbd", reason: "unknownZone" });
  });
});

describe("carriers and missing data", () => {
  it("is TBD for an unknown zone on the default carrier", () => {
    expect(charge([line(1000)], { zone: null })).toEqual({ kind: "tbd", reason: "unknownZone" });
    expect(charge([line(1000)], { zone: null, method: "air2day" })).toEqual({ kind: "tbd", reason: "unknownZone" });
  });

  it("is 0 on a collect carrier, whatever the zone", () => {
    expect(charge([line(1000)], { carrier: carrier("ups-collect"), zone: null })).toEqual({ kind: "amount", cents: 0 });
    expect(charge([line(60_000, { pn: "ENC-1", quantity: 9 })], { carrier: carrier("dhl-collect"), method: "air2day" })).toEqual({ kind: "amount", cents: 0 });
  });

  it("is TBD on an international carrier (quoted after the order)", () => {
    expect(charge([line(1000)], { carrier: carrier("fedex-intl-economy"), method: null, zone: null })).toEqual({ kind: "tbd", reason: "quoteAfterOrder" });
  });

  it("is TBD without a carrier or method", () => {
    expect(charge([line(1000)], { carrier: null, method: null })).toEqual({ kind: "tbd", reason: "noSelection" });
    expect(charge([line(1000)], { method: null })).toEqual({ kind: "tbd", reason: "noSelection" });
    expect(charge([line(1000)], { method: "freight" })).toEqual({ kind: "tbd", reason: "noSelection" });
  });

  it("is 0 for an empty cart", () => {
    expect(charge([], { carrier: null, zone: null })).toEqual({ kind: "amount", cents: 0 });
  });
});
