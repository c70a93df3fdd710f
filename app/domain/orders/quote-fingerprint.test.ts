import { describe, expect, it } from "vitest";
import type { Charges } from "../charges";
import { decodeFingerprint, encodeFingerprint, fingerprintOf, quoteChanges, type QuoteFingerprint } from "./quote-fingerprint";

const charges: Charges = {
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
  taxIsEstimate: false,
  totalCents: 6252,
  totalExcludesShipping: false,
};
const lines = [
  { pn: "GCX1111-10", quantity: 3, listPriceCents: 1240, saleCents: 1240, title: "ignored" },
  { pn: 'A,B:"C"', quantity: 1, listPriceCents: 2000, saleCents: 1900 },
];
const reviewed = fingerprintOf(lines, charges);

describe("the reviewed quote's fingerprint", () => {
  it("keeps each line's part, quantity and prices, and every charge (shipping null while TBD)", () => {
    expect(reviewed.lines[0]).toEqual({ pn: "GCX1111-10", quantity: 3, listPriceCents: 1240, saleCents: 1240 });
    expect(reviewed.totals).toEqual({
      subtotalCents: 5620,
      handlingCents: 0,
      tariffCents: 0,
      tariffSurchargeCents: 278,
      internationalFeeCents: 0,
      shippingCents: 0,
      taxCents: 354,
      totalCents: 6252,
    });
    expect(fingerprintOf([], { ...charges, shipping: { kind: "tbd", reason: "quoteAfterOrder" } }).totals.shippingCents).toBeNull();
  });

  it("survives the form: decoding the encoding gives it back", () => {
    expect(decodeFingerprint(encodeFingerprint(reviewed))).toEqual(reviewed);
    const tbd = fingerprintOf(lines, { ...charges, shipping: { kind: "tbd", reason: "airFrom500" } });
    expect(decodeFingerprint(encodeFingerprint(tbd))).toEqual(tbd);
  });

  it("reads nothing from a value that is not one", () => {
    for (const raw of [undefined, 42, "", "{", "[]", "[[],[1,2,3]]", '[[["X",0,1,1]],[1,2,3,4,5,6,7,8]]', '[[["X",1,1.5,1]],[1,2,3,4,5,6,7,8]]', "null"]) {
      expect(decodeFingerprint(raw), String(raw)).toBeNull();
    }
  });
});

describe("what changed between review and place", () => {
  const changed = (edit: (f: QuoteFingerprint) => void) => {
    const fresh = structuredClone(reviewed);
    edit(fresh);
    return quoteChanges(reviewed, fresh);
  };

  it("is nothing for the same quote, whatever the order of its lines", () => {
    expect(quoteChanges(reviewed, reviewed)).toEqual([]);
    expect(changed((f) => f.lines.reverse())).toEqual([]);
  });

  it("names a changed price with both amounts, and the totals", () => {
    const changes = changed((f) => {
      f.lines[0]!.saleCents = 1300;
      f.totals.totalCents = 6432;
    });
    expect(changes).toEqual([
      { kind: "price", pn: "GCX1111-10", beforeCents: 1240, afterCents: 1300 },
      { kind: "totals", before: reviewed.totals, after: { ...reviewed.totals, totalCents: 6432 } },
    ]);
  });

  it("counts a list price alone as a price change", () => {
    expect(changed((f) => (f.lines[1]!.listPriceCents = 2100))).toEqual([{ kind: "price", pn: 'A,B:"C"', beforeCents: 1900, afterCents: 1900 }]);
  });

  it("names a part no longer sold, a new line and a new quantity", () => {
    const changes = changed((f) => {
      f.lines = [
        { ...f.lines[0]!, quantity: 4 },
        { pn: "NEW-1", quantity: 1, listPriceCents: 1, saleCents: 1 },
      ];
    });
    expect(changes).toEqual([
      { kind: "quantity", pn: "GCX1111-10", before: 3, after: 4 },
      { kind: "gone", pn: 'A,B:"C"' },
      { kind: "added", pn: "NEW-1" },
    ]);
  });

  it("names a change of any charge, even one the total does not show (shipping turned TBD)", () => {
    expect(changed((f) => (f.totals.shippingCents = null))).toEqual([
      { kind: "totals", before: reviewed.totals, after: { ...reviewed.totals, shippingCents: null } },
    ]);
  });
});
