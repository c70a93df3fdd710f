import { useRouteLoaderData } from "@remix-run/react";
import type { Lang } from "./lang";
import { translate, type Strings } from "./translate";

type RootStrings = { lang: Lang; strings: Strings };

/** The current language and a `t(key, vars)` bound to its strings (from the root loader). */
export function useT() {
  const data = useRouteLoaderData("root") as RootStrings | undefined;
  const strings = data?.strings ?? {};
  const lang = data?.lang ?? "en";
  return { lang, t: (key: string, vars?: readonly (string | number)[]) => translate(strings, key, vars) };
}
