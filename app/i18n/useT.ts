import { useRootData } from "~/root-data";
import type { Lang } from "./lang";
import { translate, type Translate } from "./translate";

/** The current language and a `t(key, vars)` bound to its strings (from the root loader). */
export function useT(): { lang: Lang; t: Translate } {
  const data = useRootData();
  const strings = data?.strings ?? {};
  const lang = data?.lang ?? "en";
  return { lang, t: (key, vars) => translate(strings, key, vars) };
}
