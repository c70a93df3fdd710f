import type { RouteId } from "~/routes";
import { href, type RouteParams } from "./href";
import { LANGS, type Lang } from "./lang";

/** The same document's path in each language: used for hreflang, canonical and the language switcher. */
export type Alternates = Record<Lang, string>;

/**
 * Paths of one route in both languages. `paramsByLang` gives each language its own params
 * (a document's translated slug); a route without params passes `{}` for both.
 */
export function alternatesFor(id: RouteId, paramsByLang: Record<Lang, RouteParams>): Alternates {
  return Object.fromEntries(LANGS.map((lang) => [lang, href(id, paramsByLang[lang], lang)])) as Alternates;
}

/** Same params in both languages (e.g. a list page). */
export function sameAlternates(id: RouteId, params: RouteParams = {}): Alternates {
  return alternatesFor(id, { en: params, es: params });
}
