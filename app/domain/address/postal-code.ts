/**
 * Postal codes per country (docs/accounts.md#contacts): the United States take 5 digits or ZIP+4, Canada `A1A 1A1`
 * (upper case, one space), Mexico 5 digits; other countries any code of at most 20 characters, or none.
 */

export type PostalCodeError = "thisFieldIsRequired" | "accountPostalCodeUS" | "accountPostalCodeCA" | "accountPostalCodeMX" | "accountFieldTooLong20";

export type PostalCodeResult = { ok: true; value: string } | { ok: false; error: PostalCodeError };

// Canada Post never uses D, F, I, O, Q or U, nor W or Z as the first letter.
const CA_POSTAL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;
const US_ZIP = /^(\d{5})(?:[- ]?(\d{4}))?$/;
const MX_POSTAL = /^\d{5}$/;

const OTHER_MAX = 20;

/** The postal code as stored for the country (normalized), or why it cannot be. `value` is already trimmed. */
export function normalizePostalCode(country: string, value: string): PostalCodeResult {
  const required = country === "US" || country === "CA" || country === "MX";
  if (value === "") return required ? { ok: false, error: "thisFieldIsRequired" } : { ok: true, value };
  switch (country) {
    case "US": {
      const zip = US_ZIP.exec(value);
      return zip ? { ok: true, value: zip[2] ? `${zip[1]}-${zip[2]}` : zip[1]! } : { ok: false, error: "accountPostalCodeUS" };
    }
    case "CA": {
      const code = CA_POSTAL.exec(value.toUpperCase());
      return code ? { ok: true, value: `${code[1]} ${code[2]}` } : { ok: false, error: "accountPostalCodeCA" };
    }
    case "MX":
      return MX_POSTAL.test(value) ? { ok: true, value } : { ok: false, error: "accountPostalCodeMX" };
    default:
      return value.length <= OTHER_MAX ? { ok: true, value } : { ok: false, error: "accountFieldTooLong20" };
  }
}
