import { localeTag, type Lang } from "./lang";

/** A date in the language's long style (`November 23, 2026`, `23 de noviembre de 2026`), in UTC so server and browser agree. */
export function formatLongDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeTag(lang), { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}
