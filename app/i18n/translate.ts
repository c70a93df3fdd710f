import type { StringKey } from "./string-keys";

export type { StringKey } from "./string-keys";

export const MISSING_STRING = "-data missing-";

export type Strings = Readonly<Record<string, string>>;

/** `translate` bound to one language's strings. */
export type Translate = (key: StringKey, vars?: readonly (string | number)[]) => string;

/** The key naming the table's own locale tag, which chooses its plural forms. */
export const LOCALE_KEY: StringKey = "shellLocaleTag";

/**
 * A key with plural forms (`<key>_one`, `<key>_other`, ...) takes its count as `~~1~~`: the form is the one
 * `Intl.PluralRules` of the table's locale names for it, `other` when the table lacks that form.
 */
/** One `Intl.PluralRules` per locale: making one costs far more than asking it, and pages ask for every count they show. */
const pluralRules = new Map<string | undefined, Intl.PluralRules>();

function template(strings: Strings, key: StringKey, count: string | number | undefined): string | undefined {
  if (strings[key] !== undefined || count === undefined) return strings[key];
  const locale = strings[LOCALE_KEY];
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const form = rules.select(Number(count));
  return strings[`${key}_${form}`] ?? strings[`${key}_other`];
}

/**
 * Looks a key up in one language's strings, choosing a plural form by the count `~~1~~`, and fills `~~n~~`
 * with the nth variable (1-based; docs/site.md#translated-strings). A missing key shows `-data missing-`.
 */
export function translate(strings: Strings, key: StringKey, vars: readonly (string | number)[] = []): string {
  const text = template(strings, key, vars[0]);
  if (text === undefined) return MISSING_STRING;
  return text.replace(/~~(\d+)~~/g, (whole, n: string) => {
    const value = vars[Number(n) - 1];
    return value === undefined ? whole : String(value);
  });
}
