import type { Lang } from "~/i18n/lang";
import { translate, type Translate } from "~/i18n/translate";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { apiLanguage } from "./detect-locale.server";

/** A JSON call's words: `?lang=es`, else the Accept-Language list, else English (a call has no language in its path). */
export async function callTranslator(request: Request): Promise<{ t: Translate; lang: Lang }> {
  const [lang, site] = await Promise.all([apiLanguage(request), getSiteContent()]);
  const strings = stringsFor(site, lang);
  return { t: (key, vars) => translate(strings, key, vars), lang };
}
