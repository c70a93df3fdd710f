/**
 * ISO 3166-1 alpha-2 codes, from the core of i18n-iso-countries without any locale: what the contact schema needs
 * in the browser. The countries' names are in `countries.ts`.
 */
import countries from "i18n-iso-countries/index.js";

export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes());

const CODES: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** Whether `code` is an ISO 3166-1 alpha-2 code (upper case, as stored). */
export function isCountryCode(code: string): boolean {
  return CODES.has(code);
}
