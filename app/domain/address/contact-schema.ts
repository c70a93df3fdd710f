/**
 * The address (contact) form, one zod schema for the browser (conform validates as the buyer types) and the server
 * (form posts and the JSON API): docs/accounts.md#contacts. Messages are translation keys (content/strings/account.json
 * and `thisFieldIsRequired`); a form shows `t(message)`. Country-dependent rules (state or province, postal code,
 * phone) are checked on the whole object, so every field's error comes back at once.
 */
import { z } from "zod";
import { textField } from "../forms/text-field";
import { isCountryCode } from "./country-codes";
import { normalizePostalCode } from "./postal-code";
import { toE164 } from "./phone";
import { addsErpMarker, type ContactNames } from "./read-only";
import { findRegionCode, regionsOf } from "./regions";

/** The form's field names: the contact's own. */
export const CONTACT_FIELDS = [
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
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Every message the schema gives. */
export const CONTACT_MESSAGE_KEYS = [
  "thisFieldIsRequired",
  "accountFieldInvalid",
  "accountFieldInvalidCharacters",
  "accountNameErpMarker",
  "accountFieldTooLong20",
  "accountFieldTooLong100",
  "accountFieldTooLong150",
  "accountFieldTooLong200",
  "accountCountryUnknown",
  "accountStateRequired",
  "accountStateUnknown",
  "accountPostalCodeUS",
  "accountPostalCodeCA",
  "accountPostalCodeMX",
  "accountPhoneInvalid",
] as const;

export type ContactMessageKey = (typeof CONTACT_MESSAGE_KEYS)[number];

const TOO_LONG = { 20: "accountFieldTooLong20", 100: "accountFieldTooLong100", 150: "accountFieldTooLong150", 200: "accountFieldTooLong200" } as const;

/** Absent and empty are "" (forms send empty fields, conform sends them as absent); otherwise trimmed. */
const trimmed = z
  .string({ invalid_type_error: "accountFieldInvalid" satisfies ContactMessageKey })
  .optional()
  .transform((v) => (v ?? "").trim());

/** A contact's text field under the free-text rule, with the address form's messages (also for the customer API). */
const contactText = (max: keyof typeof TOO_LONG, required: boolean) =>
  textField<ContactMessageKey>({ max, required }, { tooLong: TOO_LONG[max], invalidCharacters: "accountFieldInvalidCharacters" }, "accountFieldInvalid");

/** A single-line text of at most `max` characters, "" when absent (the contact form's rule, also for the customer call). */
export const optionalText = (max: keyof typeof TOO_LONG) => contactText(max, false);
/** The same, required. */
const requiredText = (max: keyof typeof TOO_LONG) => contactText(max, true);

/**
 * A name field of a contact, which the read-only rule reads: a buyer may not type the ERP's marker into it
 * (docs/accounts.md#read-only-addresses); `stored` is the field as the contact being changed holds it ("" for a new one).
 */
export const nameText = (max: keyof typeof TOO_LONG, required: boolean, stored = "") =>
  contactText(max, required).refine((value) => !addsErpMarker(value, stored), "accountNameErpMarker" satisfies ContactMessageKey);

const country = trimmed
  .transform((v) => v.toUpperCase())
  .superRefine((value, ctx) => {
    if (value === "") ctx.addIssue({ code: "custom", message: "thisFieldIsRequired" satisfies ContactMessageKey });
    else if (!isCountryCode(value)) ctx.addIssue({ code: "custom", message: "accountCountryUnknown" satisfies ContactMessageKey });
  });

/** A checkbox in a form ("on" or absent), a boolean in JSON. */
const checkbox = z
  .union([z.boolean(), z.literal("on")], { errorMap: () => ({ message: "accountFieldInvalid" satisfies ContactMessageKey }) })
  .optional()
  .transform((v) => v === true || v === "on");

/** The contact's fields; `stored` names the contact being changed, whose ERP marker its names may keep. */
const fieldsSchemaFor = (stored: Partial<ContactNames>) =>
  z.object({
    nameFirst: nameText(100, true, stored.nameFirst),
    nameLast: nameText(100, true, stored.nameLast),
    nameCompany: nameText(150, false, stored.nameCompany),
    phone1: requiredText(100),
    addressLine1: requiredText(200),
    addressLine2: optionalText(200),
    addressCity: requiredText(100),
    // The region is checked against the country below; other countries' free text takes up to 100 characters.
    addressState: optionalText(100),
    addressPostalCode: optionalText(100),
    addressCountry: country,
    taxable: checkbox,
  });

type Fields = z.infer<ReturnType<typeof fieldsSchemaFor>>;

type Normalized = Pick<Fields, "addressState" | "addressPostalCode" | "phone1">;

/** The country-dependent fields as stored, or each one's error; nothing when the country itself is not known. */
function countryRules(fields: Fields): { value: Normalized; errors: Partial<Record<keyof Normalized, ContactMessageKey>> } | null {
  const country = fields.addressCountry;
  if (!isCountryCode(country)) return null;
  const errors: Partial<Record<keyof Normalized, ContactMessageKey>> = {};
  let state = fields.addressState;
  if (regionsOf(country)) {
    const code = findRegionCode(country, state);
    if (code) state = code;
    else errors.addressState = state === "" ? "accountStateRequired" : "accountStateUnknown";
  }
  const postal = normalizePostalCode(country, fields.addressPostalCode);
  if (!postal.ok) errors.addressPostalCode = postal.error;
  const phone = fields.phone1 === "" ? null : toE164(fields.phone1, country);
  if (fields.phone1 !== "" && !phone) errors.phone1 = "accountPhoneInvalid";
  return { value: { addressState: state, addressPostalCode: postal.ok ? postal.value : "", phone1: phone ?? "" }, errors };
}

/**
 * A contact as typed, checked and normalized: trimmed text, the country upper case, the state as its code, the
 * postal code in its country's form, the phone in E.164, `taxable` a boolean. `stored`: the names of the contact
 * being changed (none for a new one).
 */
export const contactSchemaFor = (stored: Partial<ContactNames> = {}) =>
  fieldsSchemaFor(stored)
    .superRefine((fields, ctx) => {
      for (const [path, message] of Object.entries(countryRules(fields)?.errors ?? {})) ctx.addIssue({ code: "custom", path: [path], message });
    })
    .transform((fields) => ({ ...fields, ...countryRules(fields)!.value }));

/** A new contact. */
export const contactSchema = contactSchemaFor();

export type ContactInput = z.output<typeof contactSchema>;
