import { describe, expect, it } from "vitest";
import type { Charges } from "../charges";
import { decodeFingerprint, encodeFingerprint, fingerprintOf, quoteChanges, type FingerprintChoices, type QuoteFingerprint } from "./quote-fingerprint";

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
const address = {
  id: "CT-5001",
  nameFirst: "María",
  nameLast: "González",
  nameCompany: "OEM",
  phone1: "+14125550100",
  addressLine1: "1 Liberty Ave",
  addressLine2: "",
  addressCity: "Pittsburgh",
  addressState: "PA",
  addressPostalCode: "15222",
  addressCountry: "US",
};
const choices: FingerprintChoices = {
  billing: address,
  shipping: { ...address, id: "CT-5003", addressLine1: "40 Dock St" },
  carrier: "ups-collect:ground",
  shipperNumber: "A1B2C3",
  poNumber: "PO-1",
  notes: "Dock 4\nbefore noon",
};
const reviewed = fingerprintOf(lines, charges, choices);

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
    expect(fingerprintOf([], { ...charges, shipping: { kind: "tbd", reason: "quoteAfterOrder" } }, choices).totals.shippingCents).toBeNull();
  });

  it("keeps the choices the review showed: both addresses as written (nothing else of a contact), carrier, shipper number, PO and notes", () => {
    expect(reviewed.choices).toEqual(choices);
    const contact = { ...address, customerId: "C-1", taxable: true, countryName: "United States" };
    expect(fingerprintOf(lines, charges, { ...choices, billing: contact }).choices.billing).toEqual(address);
  });

  it("survives the form: decoding the encoding gives it back", () => {
    expect(decodeFingerprint(encodeFingerprint(reviewed))).toEqual(reviewed);
    const tbd = fingerprintOf(
      lines,
      { ...charges, shipping: { kind: "tbd", reason: "airFrom500" } },
      { ...choices, shipperNumber: "", notes: 'a "quoted", \\ note' },
    );
    expect(decodeFingerprint(encodeFingerprint(tbd))).toEqual(tbd);
  });

  it("reads nothing from a value that is not one", () => {
    const encodedChoices = JSON.parse(encodeFingerprint(reviewed))[2] as unknown[];
    const withChoices = (lines: string, totals: string, rest = JSON.stringify(encodedChoices)) => `[${lines},${totals},${rest}]`;
    for (const raw of [
      undefined,
      42,
      "",
      "{",
      "[]",
      "[[],[1,2,3]]",
      withChoices('[["X",0,1,1]]', "[1,2,3,4,5,6,7,8]"),
      withChoices('[["X",1,1.5,1]]', "[1,2,3,4,5,6,7,8]"),
      // A fingerprint of before the choices were in it: the buyer reviews again.
      '[[["X",1,1,1]],[1,2,3,4,5,6,7,8]]',
      withChoices('[["X",1,1,1]]', "[1,2,3,4,5,6,7,8]", JSON.stringify([encodedChoices[0], ["CT-1"], "", "", "", ""])),
      withChoices('[["X",1,1,1]]', "[1,2,3,4,5,6,7,8]", JSON.stringify([...encodedChoices.slice(0, 5), 7])),
      "null",
    ]) {
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

  it("names each choice not as reviewed: another address or a changed line of one, carrier or method, shipper number, PO, notes", () => {
    expect(changed((f) => (f.choices.shipping = { ...address }))).toEqual([{ kind: "choices", keys: ["shipping"] }]);
    expect(changed((f) => (f.choices.billing.addressLine1 = "2 Liberty Ave"))).toEqual([{ kind: "choices", keys: ["billing"] }]);
    expect(changed((f) => (f.choices.carrier = "ups-collect:air2day"))).toEqual([{ kind: "choices", keys: ["carrier"] }]);
    const all = changed((f) => {
      f.choices = { ...f.choices, carrier: "fedex:ground", shipperNumber: "", poNumber: "PO-2", notes: "Dock 5" };
      f.totals.totalCents = 7000;
    });
    expect(all).toEqual([
      { kind: "totals", before: reviewed.totals, after: { ...reviewed.totals, totalCents: 7000 } },
      { kind: "choices", keys: ["carrier", "shipperNumber", "poNumber", "notes"] },
    ]);
  });

  it("names a change of any charge, even one the total does not show (shipping turned TBD)", () => {
    expect(changed((f) => (f.totals.shippingCents = null))).toEqual([
      { kind: "totals", before: reviewed.totals, after: { ...reviewed.totals, shippingCents: null } },
    ]);
  });
});
