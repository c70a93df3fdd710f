import { describe, expect, it } from "vitest";
import { activeCustomerSchema, companyFacts, companyNameSchema } from "./company";

const RULES = {
  distributorCustomerTypes: ["D1-Distributor/Stocking", "D2-Distributor/Reseller/Non-Stocking"],
  creditCardTerms: "CREDIT CARD",
  freeGroundThreshold: 49,
  salesReps: [
    { territory: "PA-W", label: "Western Pennsylvania" },
    { territory: "WC", label: "West Coast" },
  ],
};
const customer = {
  name: "Acme",
  priceList: "OEM",
  arTerm: "CREDIT CARD",
  custType: "OEM",
  isFreeGroundAt: null,
  taxable: true,
  taxVerificationNote: "",
  taxVerificationCompleted: false,
  rep: "DH",
  territory: "TEST",
  selfService: true,
};

describe("companyNameSchema", () => {
  it("trims and accepts 1 to 150 characters", () => {
    expect(companyNameSchema.parse({ name: "  Acme Panels  " })).toEqual({ name: "Acme Panels" });
    expect(companyNameSchema.safeParse({ name: "x".repeat(150) }).success).toBe(true);
  });
  it.each([
    [{}, "thisFieldIsRequired"],
    [{ name: "   " }, "thisFieldIsRequired"],
    [{ name: "x".repeat(151) }, "accountCompanyNameTooLong"],
    [{ name: "Acme\u0000" }, "accountCompanyNameInvalid"],
    [{ name: "Acme\tPanels" }, "accountCompanyNameInvalid"],
    [{ name: "Acme\u202e Panels" }, "accountCompanyNameInvalid"],
  ])("refuses %j with %s", (input, key) => {
    const parsed = companyNameSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(key);
  });
});

describe("activeCustomerSchema", () => {
  it("takes a customer id and nothing empty or huge", () => {
    expect(activeCustomerSchema.parse({ customerId: " C-1005 " })).toEqual({ customerId: "C-1005" });
    expect(activeCustomerSchema.safeParse({ customerId: "" }).success).toBe(false);
    expect(activeCustomerSchema.safeParse({ customerId: "C".repeat(41) }).success).toBe(false);
  });
});

describe("companyFacts", () => {
  it("makes a card-paying OEM customer the shop created renamable, with the shop's free-ground threshold", () => {
    expect(companyFacts(customer, RULES)).toMatchObject({ distributor: false, approvedForTerms: false, freeGroundAt: 49, renamable: true });
  });
  it("reads a distributor on terms with its own threshold, and never renames an ERP customer", () => {
    const facts = companyFacts({ ...customer, arTerm: "NET 30", custType: "D1-Distributor/Stocking", isFreeGroundAt: 250, selfService: false }, RULES);
    expect(facts).toMatchObject({ distributor: true, approvedForTerms: true, freeGroundAt: 250, renamable: false });
  });
  it("names the sales territory by its label, never its ERP code, and none for a code no entry has", () => {
    expect(companyFacts({ ...customer, territory: "WC" }, RULES).salesTeam).toBe("West Coast");
    expect(companyFacts(customer, RULES).salesTeam).toBeNull();
  });
});
