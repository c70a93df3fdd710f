import { describe, expect, it } from "vitest";
import { ANONYMOUS_BUYER, buyerFromCustomer, isApprovedForTerms, isDistributor } from "./buyer";

describe("isDistributor", () => {
  it.each([
    ["D1-Distributor/Stocking", true],
    ["D2-Distributor/Reseller/Non-Stocking", true],
    [" D1-Distributor/Stocking ", true],
    ["OEM", false],
    ["End User", false],
    ["d1-distributor/stocking", false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (custType, expected) => {
    expect(isDistributor(custType)).toBe(expected);
  });
});

describe("isApprovedForTerms", () => {
  it.each([
    ["NET 30", true],
    ["NET 45", true],
    ["CREDIT CARD", false],
    [" credit card ", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (terms, expected) => {
    expect(isApprovedForTerms(terms)).toBe(expected);
  });
});

describe("buyerFromCustomer", () => {
  it("reads a distributor on terms with its own free-ground threshold", () => {
    expect(buyerFromCustomer({ custType: "D1-Distributor/Stocking", isFreeGroundAt: 250, taxable: false, arTerm: "NET 30" })).toEqual({
      anonymous: false,
      distributor: true,
      freeGroundAtCents: 25_000,
      taxable: false,
      approvedForTerms: true,
    });
  });

  it("reads a taxable card customer on the default threshold", () => {
    expect(buyerFromCustomer({ custType: "OEM", isFreeGroundAt: null, taxable: true, arTerm: "CREDIT CARD" })).toEqual({
      anonymous: false,
      distributor: false,
      freeGroundAtCents: null,
      taxable: true,
      approvedForTerms: false,
    });
  });

  it("treats anonymous visitors as taxable, non-distributor, card buyers", () => {
    expect(ANONYMOUS_BUYER).toEqual({ anonymous: true, distributor: false, freeGroundAtCents: null, taxable: true, approvedForTerms: false });
  });
});
