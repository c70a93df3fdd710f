import { formatLongDate } from "~/i18n/dates";
import type { Lang } from "~/i18n/lang";

export function PublishedDate({ iso, lang, label }: { iso: string; lang: Lang; label: (date: string) => string }) {
  return <time dateTime={iso}>{label(formatLongDate(iso, lang))}</time>;
}
