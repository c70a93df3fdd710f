import { localeTag, type Lang } from "~/i18n/lang";

/** A publication date in the page's language; formatted in UTC so server and browser agree. */
export function formatPublishedDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeTag(lang), { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

export function PublishedDate({ iso, lang, label }: { iso: string; lang: Lang; label: (date: string) => string }) {
  return <time dateTime={iso}>{label(formatPublishedDate(iso, lang))}</time>;
}
