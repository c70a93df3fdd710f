/**
 * Every country of ISO 3166-1 for the address form's select, with its English and Spanish name (i18n-iso-countries)
 * and its calling code (libphonenumber-js). Only the core of i18n-iso-countries is imported, with the two locales the
 * shop speaks: its package entry for Node would load every locale. Build the list where it is rendered on the server
 * and hand it to the form as a prop, so the names stay out of the browser's bundle.
 */
import countries from "i18n-iso-countries/index.js";
import en from "i18n-iso-countries/langs/en.json";
import es from "i18n-iso-countries/langs/es.json";
import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js";
import { COUNTRY_CODES } from "./country-codes";
import type { AddressLang } from "./regions";

countries.registerLocale(en);
countries.registerLocale(es);

export type CountryOption = {
  /** ISO 3166-1 alpha-2 */
  code: string;
  name: string;
  /** "+1", "+52"; null for the few places without a telephone numbering plan of their own (e.g. AQ, BV). */
  callingCode: string | null;
};

/** The country's name in the language (its short official name), or the code itself when unknown. */
export function countryName(code: string, lang: AddressLang): string {
  return countries.getName(code, lang) ?? code;
}

function callingCode(code: string): string | null {
  return isSupportedCountry(code) ? `+${getCountryCallingCode(code)}` : null;
}

const options = new Map<AddressLang, CountryOption[]>();

/** Every country, named in the language and sorted by its collation (computed once per language). */
export function countryOptions(lang: AddressLang): readonly CountryOption[] {
  let list = options.get(lang);
  if (!list) {
    const collator = new Intl.Collator(lang);
    list = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang), callingCode: callingCode(code) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    options.set(lang, list);
  }
  return list;
}
