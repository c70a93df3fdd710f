export const LANGS = ["en", "es"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "es";
}

/** The locale lives in the path: `/es` and `/es/...` are Spanish, everything else English. */
export function langFromPath(pathname: string): Lang {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "es" : "en";
}

/** BCP 47 tag used for number and date formatting. */
export function localeTag(lang: Lang): string {
  return lang === "es" ? "es-US" : "en-US";
}
