import groq from "groq";
import type { Lang } from "~/i18n/lang";
import type { Strings } from "~/i18n/translate";
import { getContent } from "./index.server";
import type { CategoryDoc, LocaleString, MenuDoc, SiteConfigDoc, SocialDoc } from "./types";

/** Site-wide content (spec section 3): one query, kept in memory by the content cache. */
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

/** One language's translated strings, key -> text. */
export function stringsFor(site: SiteContent, lang: Lang): Strings {
  const out: Record<string, string> = {};
  for (const s of site.strings) if (s.tstring) out[s.key] = s.tstring[lang];
  return out;
}
