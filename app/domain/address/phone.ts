/**
 * Phone numbers (docs/accounts.md#contacts), checked with libphonenumber-js and stored in E.164 (`+14125550134`). A
 * number written nationally is read as one of the address's country; one written with `+` and a country code may be
 * of any country (a Mexican branch may give a US number).
 */
import { parsePhoneNumberFromString, isSupportedCountry } from "libphonenumber-js";

/** The number in E.164, or null when it is no valid phone number. `value` is already trimmed. */
export function toE164(value: string, country: string): string | null {
  const phone = parsePhoneNumberFromString(value, isSupportedCountry(country) ? country : undefined);
  return phone?.isValid() ? phone.number : null;
}

/**
 * A stored number as buyers read it, however it was typed or imported ("412-555-0134", "+14125550134"): national
 * format for a number of the address's own country, international otherwise; text that is no valid number as it is.
 */
export function displayPhone(value: string, country: string): string {
  const phone = parsePhoneNumberFromString(value.trim(), isSupportedCountry(country) ? country : undefined);
  if (!phone?.isValid()) return value;
  return phone.country === country ? phone.formatNational() : phone.formatInternational();
}
