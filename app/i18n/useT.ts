import { stringsOf, useRootData } from "~/root-data";
import type { Lang } from "./lang";
import { translate, type Translate } from "./translate";

/** The current language and a `t(key, vars)` bound to its strings (from the root loader). */
export function useT(): { lang: Lang; t: Translate } {
  const data = useRootData();
  const lang = data?.lang ?? "en";
  const strings = stringsOf(data, lang);
  return { lang, t: (key, vars) => translate(strings, key, vars) };
}
