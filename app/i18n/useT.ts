import { useRouteLoaderData } from "@remix-run/react";
import type { Lang } from "./lang";
import { translate, type Strings, type Translate } from "./translate";

type RootStrings = { lang: Lang; strings: Strings };

/** The current language and a `t(key, vars)` bound to its strings (from the root loader). */
export function useT(): { lang: Lang; t: Translate } {
  const data = useRouteLoaderData("root") as RootStrings | undefined;
  const strings = data?.strings ?? {};
  const lang = data?.lang ?? "en";
  return { lang, t: (key, vars) => translate(strings, key, vars) };
}
