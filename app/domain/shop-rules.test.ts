import { describe, expect, it } from "vitest";
import { SETTINGS } from "./testing/catalogue";
import { toShopRules } from "./shop-rules";

describe("toShopRules", () => {
  const rules = toShopRules(SETTINGS);

  it("turns dollar bands into contiguous cent bands", () => {
    expect(rules.rateBands[0]).toEqual({ minCents: 0, maxCents: 2499, groundCents: 995, groundDistCents: 795, air2dayCents: 2495, air1dayCents: 4495 });
    expect(rules.rateBands[1]?.minCents).toBe(2500);
    expect(rules.rateBands[6]?.maxCents).toBe(9_999_999);
  });

  it("turns oversize prices into cents per zone", () => {
    expect(rules.oversizeRates[0]).toEqual({
      code: "WD",
      spqBoxCount: 10,
      nonBoxCount: 5,
      zones: [
        { zone: 2, spqBoxPriceCents: 1800, nonBoxPriceCents: 1100 },
        { zone: 4, spqBoxPriceCents: 2800, nonBoxPriceCents: 1650 },
        { zone: 8, spqBoxPriceCents: 4800, nonBoxPriceCents: 2750 },
      ],
    });
    expect(rules.oversizeRates[1]?.zones[1]?.nonBoxPriceCents).toBe(1430);
  });

  it("turns the rule numbers into cents and keeps percentages and tables", () => {
    expect(rules).toMatchObject({
      freeGroundThresholdCents: 4900,
      handlingFeeBelowCents: 4900,
      handlingFeeDomesticCents: 1000,
      handlingFeeInternationalCents: 2500,
      nonStandardWireDuctFeeCents: 1000,
      tariffPercent: 0.25,
      tariffSurchargePercent: 4.95,
      internationalTermsFeeCents: 4000,
      wireDuctCategory: "wire-duct",
      domesticCountry: "US",
      airOnlyStates: ["AK", "HI"],
      distributorCustomerTypes: SETTINGS.distributorCustomerTypes,
      creditCardTerms: "CREDIT CARD",
      defaultPriceList: "OEM",
      defaultPriceListAliases: ["list", "select"],
      cartItemRules: SETTINGS.cartItemRules,
      taxRates: SETTINGS.taxRates,
    });
  });
});
