import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import accountStrings from "../../../content/strings/account.json";
import authMailStrings from "../../../content/strings/auth-mail.json";
import type { StringKey } from "~/i18n/string-keys";
import { CONTACT_FIELDS, CONTACT_MESSAGE_KEYS, contactSchema, contactSchemaFor, type ContactMessageKey } from "./contact-schema";

const valid = {
  nameFirst: "Maria",
  nameLast: "Gonzalez",
  nameCompany: "Allegheny Controls Inc.",
  phone1: "412-555-0134",
  addressLine1: "2200 Smallman St",
  addressLine2: "Suite 4",
  addressCity: "Pittsburgh",
  addressState: "PA",
  addressPostalCode: "15222",
  addressCountry: "US",
  taxable: true,
};

/** Each field's messages when the input is refused, else the parsed value. */
function check(input: unknown) {
  const result = contactSchema.safeParse(input);
  return result.success ? { value: result.data } : { errors: result.error.flatten().fieldErrors as Record<string, string[]> };
}

describe("the contact schema", () => {
  it("parses a form post's strings and a JSON body alike, trimmed and normalized", () => {
    expect(check(valid)).toEqual({ value: { ...valid, phone1: "+14125550134" } });
    const form = { ...valid, nameFirst: "  Maria ", addressCountry: " us ", addressState: "pa", addressPostalCode: "152221234", taxable: "on" };
    expect(check(form)).toEqual({ value: { ...valid, phone1: "+14125550134", addressPostalCode: "15222-1234" } });
  });

  it("names the form's fields as the contact does", () => {
    expect(CONTACT_FIELDS).toEqual([
      "nameFirst",
      "nameLast",
      "nameCompany",
      "phone1",
      "addressLine1",
      "addressLine2",
      "addressCity",
      "addressState",
      "addressPostalCode",
      "addressCountry",
      "taxable",
    ]);
    expect(Object.keys((check(valid) as { value: object }).value).sort()).toEqual([...CONTACT_FIELDS].sort());
  });

  it("reads taxable as a checkbox (on or absent) or a boolean", () => {
    const { taxable: _omit, ...unchecked } = valid;
    expect(check(unchecked)).toMatchObject({ value: { taxable: false } });
    expect(check({ ...valid, taxable: false })).toMatchObject({ value: { taxable: false } });
    expect(check({ ...valid, taxable: "on" })).toMatchObject({ value: { taxable: true } });
    expect(check({ ...valid, taxable: "yes" })).toEqual({ errors: { taxable: ["accountFieldInvalid"] } });
  });

  it("requires the names, phone, first line, city and country; absent and blank alike", () => {
    const blank = { nameFirst: " ", nameLast: "", phone1: "", addressLine1: "\t", addressCity: "", addressCountry: "" };
    expect(check(blank)).toEqual({
      errors: {
        nameFirst: ["thisFieldIsRequired"],
        nameLast: ["thisFieldIsRequired"],
        phone1: ["thisFieldIsRequired"],
        addressLine1: ["thisFieldIsRequired"],
        addressCity: ["thisFieldIsRequired"],
        addressCountry: ["thisFieldIsRequired"],
      },
    });
    expect(check({})).toEqual(check(blank));
  });

  it("leaves the company, second line and taxable optional", () => {
    expect(check({ ...valid, nameCompany: "", addressLine2: undefined, taxable: undefined })).toMatchObject({
      value: { nameCompany: "", addressLine2: "", taxable: false },
    });
  });

  it("limits names to 100 characters, the company to 150, lines to 200, the city to 100", () => {
    const atLimit = { ...valid, nameFirst: "a".repeat(100), nameLast: "b".repeat(100), nameCompany: "c".repeat(150), addressLine1: "d".repeat(200) };
    expect(check({ ...atLimit, addressLine2: "e".repeat(200), addressCity: "f".repeat(100) })).toHaveProperty("value");
    expect(
      check({
        ...valid,
        nameFirst: "a".repeat(101),
        nameLast: "b".repeat(101),
        nameCompany: "c".repeat(151),
        addressLine1: "d".repeat(201),
        addressLine2: "e".repeat(201),
        addressCity: "f".repeat(101),
      }),
    ).toEqual({
      errors: {
        nameFirst: ["accountFieldTooLong100"],
        nameLast: ["accountFieldTooLong100"],
        nameCompany: ["accountFieldTooLong150"],
        addressLine1: ["accountFieldTooLong200"],
        addressLine2: ["accountFieldTooLong200"],
        addressCity: ["accountFieldTooLong100"],
      },
    });
  });

  it("refuses control characters, lone surrogates and invisible format characters in every text field", () => {
    for (const bad of ["Ma\u0000ria", "Ma\nria", "Ma\u007fria", "Ma\u0085ria", "Ma\ud800ria", "Ma\u202eria", "Ma\u200bria"]) {
      expect(check({ ...valid, nameFirst: bad, addressLine1: bad, addressLine2: bad, addressCity: bad, nameCompany: bad }), JSON.stringify(bad)).toEqual({
        errors: {
          nameFirst: ["accountFieldInvalidCharacters"],
          nameCompany: ["accountFieldInvalidCharacters"],
          addressLine1: ["accountFieldInvalidCharacters"],
          addressLine2: ["accountFieldInvalidCharacters"],
          addressCity: ["accountFieldInvalidCharacters"],
        },
      });
    }
    expect(check({ ...valid, nameFirst: "José Ñúñez 😀" })).toMatchObject({ value: { nameFirst: "José Ñúñez 😀" } });
  });

  it("refuses values of the wrong type with a message, not an exception", () => {
    expect(check({ ...valid, nameFirst: 5, addressCity: ["Pittsburgh"] })).toEqual({
      errors: { nameFirst: ["accountFieldInvalid"], addressCity: ["accountFieldInvalid"] },
    });
    expect(check(null)).toHaveProperty("errors");
    expect(check("text")).toHaveProperty("errors");
  });

  it("takes only known alpha-2 countries, in any case", () => {
    expect(check({ ...valid, addressCountry: "USA" })).toEqual({ errors: { addressCountry: ["accountCountryUnknown"] } });
    expect(check({ ...valid, addressCountry: "XX" })).toEqual({ errors: { addressCountry: ["accountCountryUnknown"] } });
  });

  it("requires a state of the list in the United States, a province in Canada, a state in Mexico", () => {
    expect(check({ ...valid, addressState: "" })).toEqual({ errors: { addressState: ["accountStateRequired"] } });
    // A name is taken for its code (a form without JavaScript has a text field for the state).
    expect(check({ ...valid, addressState: "pennsylvania" })).toMatchObject({ value: { addressState: "PA" } });
    expect(check({ ...valid, addressState: "Narnia" })).toEqual({ errors: { addressState: ["accountStateUnknown"] } });
    const toronto = { ...valid, addressCountry: "CA", addressState: "on", addressPostalCode: "m5j 2j2", phone1: "416-555-0150" };
    expect(check(toronto)).toMatchObject({ value: { addressState: "ON", addressPostalCode: "M5J 2J2", phone1: "+14165550150" } });
    expect(check({ ...toronto, addressState: "PA" })).toEqual({ errors: { addressState: ["accountStateUnknown"] } });
    const monterrey = { ...valid, addressCountry: "MX", addressState: "NL", addressPostalCode: "64000", phone1: "+52 81 5555 0140" };
    expect(check(monterrey)).toMatchObject({ value: { addressState: "NL", phone1: "+528155550140" } });
    expect(check({ ...monterrey, addressState: "" })).toEqual({ errors: { addressState: ["accountStateRequired"] } });
  });

  it("takes an optional free-text region elsewhere, up to 100 characters", () => {
    const berlin = { ...valid, addressCountry: "DE", addressState: "", addressPostalCode: "10115", phone1: "030 1234567", addressCity: "Berlin" };
    expect(check(berlin)).toMatchObject({ value: { addressState: "", phone1: "+49301234567" } });
    expect(check({ ...berlin, addressState: " Berlin " })).toMatchObject({ value: { addressState: "Berlin" } });
    expect(check({ ...berlin, addressState: "x".repeat(101) })).toEqual({ errors: { addressState: ["accountFieldTooLong100"] } });
    expect(check({ ...berlin, addressPostalCode: "" })).toMatchObject({ value: { addressPostalCode: "" } });
    expect(check({ ...berlin, addressPostalCode: "x".repeat(21) })).toEqual({ errors: { addressPostalCode: ["accountFieldTooLong20"] } });
  });

  it("checks the postal code for the country", () => {
    expect(check({ ...valid, addressPostalCode: "" })).toEqual({ errors: { addressPostalCode: ["thisFieldIsRequired"] } });
    expect(check({ ...valid, addressPostalCode: "1522" })).toEqual({ errors: { addressPostalCode: ["accountPostalCodeUS"] } });
    expect(check({ ...valid, addressCountry: "CA", addressState: "ON", addressPostalCode: "15222" })).toEqual({
      errors: { addressPostalCode: ["accountPostalCodeCA"] },
    });
    expect(check({ ...valid, addressCountry: "MX", addressState: "NL", addressPostalCode: "M5J 2J2", phone1: "+52 81 5555 0140" })).toEqual({
      errors: { addressPostalCode: ["accountPostalCodeMX"] },
    });
  });

  it("checks the phone for the country and stores it in E.164", () => {
    expect(check({ ...valid, phone1: "555-0134" })).toEqual({ errors: { phone1: ["accountPhoneInvalid"] } });
    expect(check({ ...valid, addressCountry: "DE", addressState: "", addressPostalCode: "10115", phone1: "030 12" })).toEqual({
      errors: { phone1: ["accountPhoneInvalid"] },
    });
    expect(check({ ...valid, phone1: "+52 81 5555 0140" })).toMatchObject({ value: { phone1: "+528155550140" } });
  });

  it("answers every refused field at once, country rules included", () => {
    expect(check({ ...valid, nameFirst: "", addressState: "ZZ", addressPostalCode: "x", phone1: "1" })).toEqual({
      errors: {
        nameFirst: ["thisFieldIsRequired"],
        addressState: ["accountStateUnknown"],
        addressPostalCode: ["accountPostalCodeUS"],
        phone1: ["accountPhoneInvalid"],
      },
    });
  });

  it("accepts every seeded contact as it is stored, its ERP marker kept", async () => {
    const seed = (await import("../../../content/seed/customers.json")).default as {
      customers: { contacts: (Record<string, unknown> & { nameFirst: string; nameLast: string; nameCompany: string })[] }[];
    };
    for (const contact of seed.customers.flatMap((c) => c.contacts)) {
      expect(contactSchemaFor(contact).safeParse(contact).success, String(contact.id)).toBe(true);
    }
  });

  it("refuses the ERP marker typed into any name field of a new contact", () => {
    expect(check({ ...valid, nameCompany: "Plant 3 (W1234567890)" })).toEqual({ errors: { nameCompany: ["accountNameErpMarker"] } });
    expect(check({ ...valid, nameFirst: "(W1234567890)", nameLast: "Dock (W0000000000)" })).toEqual({
      errors: { nameFirst: ["accountNameErpMarker"], nameLast: ["accountNameErpMarker"] },
    });
    expect(check({ ...valid, addressLine1: "Gate (W1234567890)" })).toHaveProperty("value");
  });

  it("lets an edited contact keep the marker its names carry, and refuses a new one", () => {
    const stored = { nameFirst: "Receiving", nameLast: "Dock 2", nameCompany: "Allegheny Controls Inc. (W4125550199)" };
    const schema = contactSchemaFor(stored);
    expect(schema.safeParse({ ...valid, ...stored, nameFirst: "Shipping" }).success).toBe(true);
    const moved = schema.safeParse({ ...valid, ...stored, nameCompany: "Allegheny Controls Inc.", nameLast: "Dock (W4125550199)" });
    expect(moved.error?.flatten().fieldErrors).toEqual({ nameLast: ["accountNameErpMarker"] });
  });
});

describe("the contact schema under conform (the form in the browser and a post without JavaScript)", () => {
  const formData = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };
  const { taxable: _taxable, ...textFields } = valid;

  it("parses a form whose optional fields are empty and whose checkbox is absent", () => {
    const submission = parseWithZod(formData({ ...textFields, nameCompany: "", addressLine2: "", addressState: "pa" }), { schema: contactSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      ...valid,
      nameCompany: "",
      addressLine2: "",
      phone1: "+14125550134",
      taxable: false,
    });
    const checked = parseWithZod(formData({ ...textFields, taxable: "on" }), { schema: contactSchema });
    expect(checked.status === "success" && checked.value.taxable).toBe(true);
  });

  it("answers the same field errors as a direct parse, keeping what was typed", () => {
    const typed = { ...textFields, nameFirst: "", addressPostalCode: "1522", phone1: "12" };
    const submission = parseWithZod(formData(typed), { schema: contactSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      nameFirst: ["thisFieldIsRequired"],
      addressPostalCode: ["accountPostalCodeUS"],
      phone1: ["accountPhoneInvalid"],
    });
    expect(submission.reply().initialValue).toMatchObject({ addressPostalCode: "1522", phone1: "12", addressLine2: "Suite 4" });
  });
});

describe("the contact form's messages", () => {
  it("are translation keys with English and Spanish text", () => {
    const keys: readonly StringKey[] = CONTACT_MESSAGE_KEYS;
    const strings: Record<string, { en: string; es: string }> = { ...accountStrings, ...authMailStrings };
    for (const key of keys) {
      expect(strings[key]?.en, key).toBeTruthy();
      expect(strings[key]?.es, key).toBeTruthy();
      expect(strings[key]!.es, key).not.toBe(strings[key]!.en);
    }
  });

  it("are the only messages the schema gives", () => {
    const given = new Set<string>();
    const inputs: unknown[] = [
      {},
      { ...valid, nameFirst: 1, taxable: "x", addressCountry: "XX" },
      { ...valid, nameFirst: "a".repeat(101), nameCompany: "\u0000", addressLine1: "d".repeat(201), addressState: "ZZ", phone1: "1" },
      { ...valid, nameLast: "(W1234567890)" },
      { ...valid, addressCountry: "CA", addressState: "", addressPostalCode: "1" },
      { ...valid, addressCountry: "MX", addressPostalCode: "1" },
      { ...valid, addressCountry: "DE", addressPostalCode: "x".repeat(21) },
    ];
    for (const input of inputs) for (const issue of contactSchema.safeParse(input).error?.issues ?? []) given.add(issue.message);
    expect([...given].filter((m) => !(CONTACT_MESSAGE_KEYS as readonly string[]).includes(m))).toEqual([]);
    expect(given.size).toBeGreaterThanOrEqual(12);
  });

  it("type the message keys", () => {
    const key: ContactMessageKey = "accountPhoneInvalid";
    expect(key).toBe("accountPhoneInvalid");
  });
});
