import { describe, expect, it } from "vitest";
import { checkoutProblems, type CheckoutState } from "./checkout-readiness";
import { CARRIERS } from "./testing/catalogue";

const state = (over: Partial<CheckoutState> = {}): CheckoutState => ({
  lines: [{ callForPrice: false }],
  hasDestination: true,
  carriers: CARRIERS,
  selection: { carrier: "fedex", method: "ground" },
  context: { international: false, airOnly: false, subtotalCents: 5620 },
  shipperNumber: null,
  ...over,
});

describe("checkoutProblems", () => {
  it("has none for a priced cart on the default carrier", () => {
    expect(checkoutProblems(state())).toEqual([]);
  });

  it("refuses an empty cart, and says nothing else", () => {
    expect(checkoutProblems(state({ lines: [], selection: { carrier: null, method: null } }))).toEqual(["emptyCart"]);
  });

  it("refuses a cart with a Call for price line", () => {
    expect(checkoutProblems(state({ lines: [{ callForPrice: false }, { callForPrice: true }] }))).toEqual(["callForPrice"]);
  });

  it("refuses a collect carrier without a shipper number", () => {
    expect(checkoutProblems(state({ selection: { carrier: "ups-collect", method: "air1day" } }))).toEqual(["shipperNumberRequired"]);
    expect(checkoutProblems(state({ selection: { carrier: "ups-collect", method: "air1day" }, shipperNumber: "A1B2C3" }))).toEqual([]);
  });

  it("refuses an order that says nowhere to go", () => {
    expect(checkoutProblems(state({ hasDestination: false }))).toEqual(["noDestination"]);
  });

  it("reports every problem at once", () => {
    const international = { international: true, airOnly: false, subtotalCents: 5620 };
    expect(
      checkoutProblems(state({ lines: [{ callForPrice: true }], hasDestination: false, context: international, selection: { carrier: null, method: null } })),
    ).toEqual(["noDestination", "callForPrice", "carrierRequired"]);
  });
});
