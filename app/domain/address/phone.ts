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
