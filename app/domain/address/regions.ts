/**
 * The states and provinces a buyer chooses from for the countries the shop ships to most (docs/accounts.md#contacts):
 * the United States (USPS codes, with DC, the territories and the armed forces' codes), Canada (Canada Post codes)
 * and Mexico (the two-letter abbreviations carriers use, as the ERP stores them, e.g. `NL`). Other countries take a
 * free-text region.
 */
/** The languages names are kept in: the same literals as the app's `Lang`. */
export type AddressLang = "en" | "es";

export type Region = { code: string; en: string; es: string };

const region = (code: string, en: string, es = en): Region => ({ code, en, es });

const US: readonly Region[] = [
  region("AL", "Alabama"),
  region("AK", "Alaska"),
  region("AZ", "Arizona"),
  region("AR", "Arkansas"),
  region("CA", "California"),
  region("CO", "Colorado"),
  region("CT", "Connecticut"),
  region("DE", "Delaware"),
  region("DC", "District of Columbia", "Distrito de Columbia"),
  region("FL", "Florida"),
  region("GA", "Georgia"),
  region("HI", "Hawaii", "Hawái"),
  region("ID", "Idaho"),
  region("IL", "Illinois"),
  region("IN", "Indiana"),
  region("IA", "Iowa"),
  region("KS", "Kansas"),
  region("KY", "Kentucky"),
  region("LA", "Louisiana", "Luisiana"),
  region("ME", "Maine"),
  region("MD", "Maryland"),
  region("MA", "Massachusetts"),
  region("MI", "Michigan", "Míchigan"),
  region("MN", "Minnesota"),
  region("MS", "Mississippi", "Misisipi"),
  region("MO", "Missouri", "Misuri"),
  region("MT", "Montana"),
  region("NE", "Nebraska"),
  region("NV", "Nevada"),
  region("NH", "New Hampshire", "Nuevo Hampshire"),
  region("NJ", "New Jersey", "Nueva Jersey"),
  region("NM", "New Mexico", "Nuevo México"),
  region("NY", "New York", "Nueva York"),
  region("NC", "North Carolina", "Carolina del Norte"),
  region("ND", "North Dakota", "Dakota del Norte"),
  region("OH", "Ohio"),
  region("OK", "Oklahoma"),
  region("OR", "Oregon", "Oregón"),
  region("PA", "Pennsylvania", "Pensilvania"),
  region("RI", "Rhode Island"),
  region("SC", "South Carolina", "Carolina del Sur"),
  region("SD", "South Dakota", "Dakota del Sur"),
  region("TN", "Tennessee"),
  region("TX", "Texas"),
  region("UT", "Utah"),
  region("VT", "Vermont"),
  region("VA", "Virginia"),
  region("WA", "Washington"),
  region("WV", "West Virginia", "Virginia Occidental"),
  region("WI", "Wisconsin"),
  region("WY", "Wyoming"),
  region("AS", "American Samoa", "Samoa Americana"),
  region("GU", "Guam"),
  region("MP", "Northern Mariana Islands", "Islas Marianas del Norte"),
  region("PR", "Puerto Rico"),
  region("VI", "U.S. Virgin Islands", "Islas Vírgenes de los Estados Unidos"),
  region("AA", "Armed Forces Americas", "Fuerzas Armadas de las Américas"),
  region("AE", "Armed Forces Europe", "Fuerzas Armadas de Europa"),
  region("AP", "Armed Forces Pacific", "Fuerzas Armadas del Pacífico"),
];

const CA: readonly Region[] = [
  region("AB", "Alberta"),
  region("BC", "British Columbia", "Columbia Británica"),
  region("MB", "Manitoba"),
  region("NB", "New Brunswick", "Nuevo Brunswick"),
  region("NL", "Newfoundland and Labrador", "Terranova y Labrador"),
  region("NS", "Nova Scotia", "Nueva Escocia"),
  region("NT", "Northwest Territories", "Territorios del Noroeste"),
  region("NU", "Nunavut"),
  region("ON", "Ontario"),
  region("PE", "Prince Edward Island", "Isla del Príncipe Eduardo"),
  region("QC", "Quebec"),
  region("SK", "Saskatchewan"),
  region("YT", "Yukon"),
];

const MX: readonly Region[] = [
  region("AG", "Aguascalientes"),
  region("BC", "Baja California"),
  region("BS", "Baja California Sur"),
  region("CM", "Campeche"),
  region("CS", "Chiapas"),
  region("CH", "Chihuahua"),
  region("CX", "Mexico City", "Ciudad de México"),
  region("CO", "Coahuila"),
  region("CL", "Colima"),
  region("DG", "Durango"),
  region("GT", "Guanajuato"),
  region("GR", "Guerrero"),
  region("HG", "Hidalgo"),
  region("JA", "Jalisco"),
  region("EM", "State of Mexico", "Estado de México"),
  region("MI", "Michoacán"),
  region("MO", "Morelos"),
  region("NA", "Nayarit"),
  region("NL", "Nuevo León"),
  region("OA", "Oaxaca"),
  region("PU", "Puebla"),
  region("QT", "Querétaro"),
  region("QR", "Quintana Roo"),
  region("SL", "San Luis Potosí"),
  region("SI", "Sinaloa"),
  region("SO", "Sonora"),
  region("TB", "Tabasco"),
  region("TM", "Tamaulipas"),
  region("TL", "Tlaxcala"),
  region("VE", "Veracruz"),
  region("YU", "Yucatán"),
  region("ZA", "Zacatecas"),
];

const REGIONS: Readonly<Record<string, readonly Region[]>> = { US, CA, MX };

/** The countries whose addresses need a state or province from their list. */
export const COUNTRIES_WITH_REGIONS = Object.keys(REGIONS);

/** The country's states or provinces, or null when it takes a free-text region. */
export function regionsOf(country: string): readonly Region[] | null {
  return REGIONS[country] ?? null;
}

/** Lower case without accents or extra spaces: "  nuevo   LEÓN " and "Nuevo Leon" compare equal. */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The region's code when `value` names one of the country's, else null: its code or its English or Spanish name, in
 * any case and with or without accents (a buyer without JavaScript types it: docs/accounts.md#contacts).
 */
export function findRegionCode(country: string, value: string): string | null {
  const typed = folded(value);
  return regionsOf(country)?.find((r) => folded(r.code) === typed || folded(r.en) === typed || folded(r.es) === typed)?.code ?? null;
}

/** For the form's select: code and name in the language, sorted by that language's collation. */
export function regionOptions(country: string, lang: AddressLang): { code: string; name: string }[] {
  const collator = new Intl.Collator(lang);
  return (regionsOf(country) ?? []).map((r) => ({ code: r.code, name: r[lang] })).sort((a, b) => collator.compare(a.name, b.name));
}
