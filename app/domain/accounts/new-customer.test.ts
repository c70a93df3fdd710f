import { describe, expect, it } from "vitest";
import { MAX_CUSTOMERS_PER_WEB_USER, canAddCustomer, newCustomerSchema } from "./new-customer";

const issues = (body: unknown) => {
  const parsed = newCustomerSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("new customer bounds", () => {
  it("lets a web user hold at most the maximum number of customers", () => {
    expect(canAddCustomer(0)).toBe(true);
    expect(canAddCustomer(MAX_CUSTOMERS_PER_WEB_USER - 1)).toBe(true);
    expect(canAddCustomer(MAX_CUSTOMERS_PER_WEB_USER)).toBe(false);
  });

  it("accepts a name alone, or a contact, trimmed, with the defaults", () => {
    expect(newCustomerSchema.parse({ name: "  Gonzalez Panels LLC " })).toEqual({ name: "Gonzalez Panels LLC", contact: null });
    const { contact } = newCustomerSchema.parse({ contact: { nameFirst: " Maria ", nameLast: "Gonzalez", addressCountry: "us" } });
    expect(contact).toMatchObject({ nameFirst: "Maria", nameCompany: "", addressCountry: "US", taxable: true });
  });

  it("bounds every text field and refuses control characters, field by field", () => {
    expect(issues({ name: "x".repeat(1024 * 1024) })).toEqual([["name", "accountCompanyNameTooLong"]]);
    expect(issues({ name: "A\u0000B" })).toEqual([["name", "accountCompanyNameInvalid"]]);
    expect(issues({ name: "   " })).toEqual([["name", "thisFieldIsRequired"]]);
    const contact = {
      nameFirst: "",
      nameLast: "x".repeat(101),
      nameCompany: "y".repeat(151),
      addressLine1: "z".repeat(201),
      addressCity: "a\nb",
      addressCountry: "USA",
    };
    expect(issues({ contact })).toEqual([
      ["contact.nameFirst", "thisFieldIsRequired"],
      ["contact.nameLast", "accountFieldTooLong100"],
      ["contact.nameCompany", "accountFieldTooLong150"],
      ["contact.addressLine1", "accountFieldTooLong200"],
      ["contact.addressCity", "accountFieldInvalidCharacters"],
      ["contact.addressCountry", "accountCountryUnknown"],
    ]);
  });

  it("refuses the ERP marker in the contact's names and invisible characters anywhere", () => {
    const contact = { nameFirst: "Maria", nameLast: "Gonzalez", nameCompany: "Plant 3 (W1234567890)", addressLine1: "Gate\u202e 4", addressCountry: "US" };
    expect(issues({ name: "Acme\u200b", contact })).toEqual([
      ["name", "accountCompanyNameInvalid"],
      ["contact.nameCompany", "accountNameErpMarker"],
      ["contact.addressLine1", "accountFieldInvalidCharacters"],
    ]);
  });
});
