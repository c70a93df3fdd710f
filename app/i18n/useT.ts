import { useRootData } from "~/root-data";
import { translate } from "./translate";

/** The current language and a `t(key, vars)` bound to its strings (from the root loader). */
export function useT() {
  const data = useRootData();
  const strings = data?.strings ?? {};
  const lang = data?.lang ?? "en";
  return { lang, t: (key: string, vars?: readonly (string | number)[]) => translate(strings, key, vars) };
}
