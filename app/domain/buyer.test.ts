import { describe, expect, it } from "vitest";
import { ANONYMOUS_BUYER, buyerFromCustomer, isApprovedForTerms, isDistributor } from "./buyer";
import { RULES } from "./testing/catalogue";

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
    expect(isDistributor(custType, RULES)).toBe(expected);
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
    expect(isApprovedForTerms(terms, RULES)).toBe(expected);
  });
});

describe("settings drive the customer rules", () => {
  it("reads distributor types and card terms from the rules", () => {
    const rules = { distributorCustomerTypes: ["Wholesale"], creditCardTerms: "Prepaid" };
    expect(isDistributor("Wholesale", rules)).toBe(true);
    expect(isDistributor("D1-Distributor/Stocking", rules)).toBe(false);
    expect(isApprovedForTerms("prepaid", rules)).toBe(false);
    expect(isApprovedForTerms("CREDIT CARD", rules)).toBe(true);
  });
});

describe("buyerFromCustomer", () => {
  it("reads a distributor on terms with its own free-ground threshold", () => {
    expect(buyerFromCustomer({ custType: "D1-Distributor/Stocking", isFreeGroundAt: 250, taxable: false, arTerm: "NET 30" }, RULES)).toEqual({
      anonymous: false,
      distributor: true,
      freeGroundAtCents: 25_000,
      taxable: false,
      approvedForTerms: true,
    });
  });

  it("reads a taxable card customer on the default threshold", () => {
    expect(buyerFromCustomer({ custType: "OEM", isFreeGroundAt: null, taxable: true, arTerm: "CREDIT CARD" }, RULES)).toEqual({
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
