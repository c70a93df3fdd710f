import groq from "groq";
import type { Lang } from "~/i18n/lang";
import type { Strings } from "~/i18n/translate";
import { getContent } from "./index.server";
import type { CategoryDoc, LocaleString, MenuDoc, SiteConfigDoc, SocialDoc } from "./types";

/** Site-wide content (site configuration, categories, menus, strings, shipping documents): one query, kept in memory by the content cache. */
export const SITE_QUERY = groq`{
  "siteConfig": *[_type == "siteConfig"][0],
  "categories": *[_type == "category"] | order(sequence asc) {
    _id, title, slug, family, parent, showAccessoriesInShop, sequence
  },
  "menus": *[_type == "menu"] {
    ...,
    menuItems[] { ..., "link": reference->{ _type, slug, title }, submenuItems[] { ..., "link": reference->{ _type, slug, title } } },
    columns[] { _key, "category": productCategory->{ _id, title, slug } }
  },
  "social": *[_type == "social"][0],
  "strings": *[_type == "tstring"] { "key": slug.current, tstring },
  "attributes": *[_type == "attributeTitle" && isPublic == true] { key, title },
  "shippingRates": *[_type == "shippingRates"][0],
  "carriers": *[_type == "shippingCarrier"] | order(sequence asc),
  "settings": *[_type == "siteSettings"][0]
}`;

export type LinkTarget = { _type: string; slug: CategoryDoc["slug"]; title: LocaleString } | null;

export interface SiteContent {
  siteConfig: SiteConfigDoc;
  categories: Pick<CategoryDoc, "_id" | "title" | "slug" | "family" | "parent" | "showAccessoriesInShop" | "sequence">[];
  menus: (Omit<MenuDoc, "menuItems" | "columns"> & {
    menuItems: (MenuDoc["menuItems"][number] & { link: LinkTarget; submenuItems?: (MenuDoc["menuItems"][number] & { link: LinkTarget })[] })[];
    columns?: { _key: string; category: Pick<CategoryDoc, "_id" | "title" | "slug"> | null }[];
  })[];
  social: SocialDoc | null;
  strings: { key: string; tstring?: LocaleString }[];
  attributes: { key: string; title: LocaleString }[];
  shippingRates: unknown;
  carriers: unknown[];
  settings: unknown;
}

export async function getSiteContent(): Promise<SiteContent> {
  const content = await getContent();
  return content.fetch<SiteContent>(SITE_QUERY);
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
