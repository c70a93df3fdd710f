import { localeTag, type Lang } from "./lang";

/** One formatter per language: making an `Intl.DateTimeFormat` costs far more than formatting with it. */
const longDates = new Map<Lang, Intl.DateTimeFormat>();

/** A date in the language's long style (`November 23, 2026`, `23 de noviembre de 2026`), in UTC so server and browser agree. */
export function formatLongDate(iso: string, lang: Lang): string {
  let format = longDates.get(lang);
  if (!format) longDates.set(lang, (format = new Intl.DateTimeFormat(localeTag(lang), { dateStyle: "long", timeZone: "UTC" })));
  return format.format(new Date(iso));
}
