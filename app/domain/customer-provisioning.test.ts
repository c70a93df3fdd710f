import { describe, expect, it } from "vitest";
import { areaCode, chooseSalesRep, customerNameAfterNaming, newCustomerFor, type ProvisioningSettings } from "./customer-provisioning";

const settings: ProvisioningSettings = {
  salesReps: [
    { areaCodes: ["412", "724"], states: ["PA"], countries: [], territory: "PA-W", rep: "JM" },
    { areaCodes: ["215"], states: ["NJ"], countries: [], territory: "PA-E", rep: "KB" },
    { areaCodes: ["213"], states: ["CA"], countries: [], territory: "WC", rep: "SC" },
    { areaCodes: [], states: [], countries: ["MX"], territory: "MX", rep: "LR" },
    { areaCodes: [], states: [], countries: ["CA"], territory: "CAN", rep: "DB" },
  ],
  fallbackRep: "DH",
  fallbackTerritory: "TEST",
  newCustomerSegment: 5,
  newCustomerPriceList: "OEM",
  newCustomerTerms: "CREDIT CARD",
  domesticCountry: "US",
};

describe("areaCode", () => {
  it.each([
    ["412-555-0134", "412"],
    ["(215) 555 0100", "215"],
    ["+1 724.555.0110", "724"],
    ["14125550134", "412"],
    ["+52 55 1234 5678", null],
    ["555-0134", null],
    ["", null],
    [null, null],
  ])("%s -> %s", (phone, code) => expect(areaCode(phone)).toBe(code));
});

describe("chooseSalesRep", () => {
  it("takes the area code first", () =>
    expect(chooseSalesRep({ phone1: "215-555-0100", addressState: "PA", addressCountry: "US" }, settings)).toEqual({ rep: "KB", territory: "PA-E" }));
  it("then the state", () =>
    expect(chooseSalesRep({ phone1: "999-555-0100", addressState: "nj", addressCountry: "US" }, settings)).toEqual({ rep: "KB", territory: "PA-E" }));
  it("then the country", () =>
    expect(chooseSalesRep({ phone1: "+52 55 1234 5678", addressState: "JAL", addressCountry: "MX" }, settings)).toEqual({ rep: "LR", territory: "MX" }));
  it("does not read a foreign province as a US state (CA is Canada there)", () =>
    expect(chooseSalesRep({ addressState: "CA", addressCountry: "CA" }, settings)).toEqual({ rep: "DB", territory: "CAN" }));
  it("reads CA as California at home", () =>
    expect(chooseSalesRep({ addressState: "CA", addressCountry: "US" }, settings)).toEqual({ rep: "SC", territory: "WC" }));
  it("falls back to DH / TEST", () => {
    expect(chooseSalesRep({}, settings)).toEqual({ rep: "DH", territory: "TEST" });
    expect(chooseSalesRep({ phone1: "999-555-0100", addressState: "ZZ", addressCountry: "DE" }, settings)).toEqual({ rep: "DH", territory: "TEST" });
  });
});

describe("newCustomerFor", () => {
  it("is OEM, CREDIT CARD, segment 5, taxable, named for the company", () =>
    expect(
      newCustomerFor({ email: "a@b.example", nameFirst: "Ann", nameLast: "Lee", nameCompany: " Lee Controls ", phone1: "412-555-0000" }, settings),
    ).toEqual({ name: "Lee Controls", priceList: "OEM", arTerm: "CREDIT CARD", segment: 5, rep: "JM", territory: "PA-W", taxable: true }));
  it("is named for the person, else the address", () => {
    expect(newCustomerFor({ email: "a@b.example", nameFirst: "Ann", nameLast: "Lee" }, settings).name).toBe("Ann Lee");
    expect(newCustomerFor({ email: "a@b.example", nameFirst: "", nameLast: null }, settings)).toMatchObject({
      name: "a@b.example",
      rep: "DH",
      territory: "TEST",
    });
  });
});

describe("customerNameAfterNaming", () => {
  it("names a customer that bears the address after the person", () =>
    expect(customerNameAfterNaming("A@B.example", "a@b.example", { nameFirst: " Ann ", nameLast: "Lee" })).toBe("Ann Lee"));
  it("keeps a customer's own name, and the address when no name is given", () => {
    expect(customerNameAfterNaming("Lee Controls", "a@b.example", { nameFirst: "Ann", nameLast: "Lee" })).toBeNull();
    expect(customerNameAfterNaming("a@b.example", "a@b.example", { nameFirst: " ", nameLast: null })).toBeNull();
  });
});
