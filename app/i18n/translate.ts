import type { StringKey } from "./string-keys";

export type { StringKey } from "./string-keys";

export const MISSING_STRING = "-data missing-";

export type Strings = Readonly<Record<string, string>>;

/** `translate` bound to one language's strings. */
export type Translate = (key: StringKey, vars?: readonly (string | number)[]) => string;

/**
 * Looks a key up in one language's strings and fills `~~n~~` with the nth variable (1-based;
 * docs/site.md#translated-strings). A missing key shows `-data missing-`.
 */
export function translate(strings: Strings, key: StringKey, vars: readonly (string | number)[] = []): string {
  const template = strings[key];
  if (template === undefined) return MISSING_STRING;
  return template.replace(/~~(\d+)~~/g, (whole, n: string) => {
    const value = vars[Number(n) - 1];
    return value === undefined ? whole : String(value);
  });
}
