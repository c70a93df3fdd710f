import groq from "groq";
import type { Lang } from "~/i18n/lang";
import type { Strings } from "~/i18n/translate";
import { getContent } from "./index.server";
import { parseContent } from "./parse-content";
import { siteContentSchema, type SiteContent } from "./site-schema";

export type { LinkTarget, SiteContent, SiteSettings } from "./site-schema";

/**
 * Site-wide content (site configuration, categories, menus, strings, shipping documents): one query, kept in memory by the content cache. Each projection
 * keeps its document's `_id` and `_type`, so a schema error can name the document.
 */
export const SITE_QUERY = groq`{
  "siteConfig": *[_type == "siteConfig"][0],
  "categories": *[_type == "category"] | order(sequence asc) {
    _id, _type, title, slug, family, parent, showAccessoriesInShop, sequence
  },
  "menus": *[_type == "menu"] {
    _id, _type, menuSlug, title,
    menuItems[] { ..., "link": reference->{ _id, _type, slug, title }, submenuItems[] { ..., "link": reference->{ _id, _type, slug, title } } },
    columns[] { _key, "category": productCategory->{ _id, _type, title, slug } }
  },
  "social": *[_type == "social"][0],
  "strings": *[_type == "tstring"] { _id, _type, "key": slug.current, tstring },
  "attributes": *[_type == "attributeTitle" && isPublic == true] { _id, _type, key, title },
  "shippingRates": *[_type == "shippingRates"][0],
  "carriers": *[_type == "shippingCarrier"] | order(sequence asc),
  "shippingZones": *[_type == "shippingZones"][0],
  "shippingRules": *[_type == "shippingRule"] | order(sequence asc),
  "settings": *[_type == "siteSettings"][0]
}`;

/** Checks the site query's answer; the content cache runs it once per load or refresh, never per request. */
export const parseSiteContent = (raw: unknown): SiteContent => parseContent(siteContentSchema, raw, "Site content");

export async function getSiteContent(): Promise<SiteContent> {
  const content = await getContent();
  return content.fetch(SITE_QUERY, {}, parseSiteContent);
}

/**
 * Memoizes a per-language projection of the site content on the identity of the cached site object:
 * it runs once per language and content refresh instead of on every request. Results are shared
 * between requests, so they are frozen (shallowly) against accidental edits.
 */
export function perSite<T extends object>(derive: (site: SiteContent, lang: Lang) => T): (site: SiteContent, lang: Lang) => Readonly<T> {
  const cache = new WeakMap<SiteContent, Partial<Record<Lang, Readonly<T>>>>();
  return (site, lang) => {
    let byLang = cache.get(site);
    if (!byLang) cache.set(site, (byLang = {}));
    return (byLang[lang] ??= Object.freeze(derive(site, lang)));
  };
}

/** One language's translated strings, key -> text. */
export const stringsFor: (site: SiteContent, lang: Lang) => Strings = perSite((site, lang) => {
  const out: Record<string, string> = {};
  for (const s of site.strings) if (s.tstring) out[s.key] = s.tstring[lang];
  return out;
});
