import { otherLang, type Lang } from "~/i18n/lang";
import { getContent } from "./index.server";
import { portableTextProjection } from "./portable-text-query";
import type { EditorialType, LocaleSlug } from "./types";
import type { EditorialView, ContentPageView, HomeView } from "./views";

export type { DocCard, EditorialView, ContentPageView, HomeView } from "./views";

export const HOME_ID = "page-home";
export const SHOP_ID = "page-shop";

/*
 * Queries take no `$params`: the embedded service caches parsed queries by their text and groq-js
 * binds params at parse time. A document is found by slug in a cached list of its type's slugs,
 * then read by `_id` written into the text; only ids from the dataset are written, so the number of
 * distinct query texts stays bounded however many unknown slugs are asked for.
 */
const literal = (value: string | readonly string[]) => JSON.stringify(value);

function card(lang: Lang): string {
  return `{_id, _type, slug, "title": title.${lang}, "excerpt": excerpt.${lang}, publishedAt, image}`;
}

function editorialFields(lang: Lang): string {
  return `_id, _type, slug, "title": title.${lang}, "excerpt": excerpt.${lang}, publishedAt, image, author, company,
    "description": coalesce(seo.description.${lang}, excerpt.${lang}),
    ${portableTextProjection("body", lang)}`;
}

type SlugRow = { _id: string; slug: LocaleSlug };

/** The document of a type with this slug, preferring the request's language over the other one. */
async function matchSlug(type: EditorialType, slug: string, lang: Lang): Promise<SlugRow | null> {
  const rows = await (await getContent()).fetch<SlugRow[]>(`*[_type == ${literal(type)}]{_id, slug}`);
  return rows.find((r) => r.slug[lang] === slug) ?? rows.find((r) => r.slug[otherLang(lang)] === slug) ?? null;
}

function editorialQuery(id: string, lang: Lang): string {
  return `*[_id == ${literal(id)}][0]{
    ${editorialFields(lang)},
    "categories": categories[]->${card(lang)},
    "related": *[_type == ^._type && _id != ^._id] | order(publishedAt desc, _id asc)[0...3]${card(lang)}
  }`;
}

function pageQuery(id: string, ancestors: readonly string[], lang: Lang): string {
  return `*[_id == ${literal(id)}][0]{
    ${editorialFields(lang)},
    "categories": null,
    "related": [],
    "ancestors": *[_type == "page" && slug.${lang} in ${literal(ancestors)}]{_type, slug, "title": title.${lang}},
    "categoryGrid": select(_id == "${SHOP_ID}" => *[_type == "category" && !defined(parent)] | order(sequence asc){
      ...${card(lang)},
      "children": *[_type == "category" && parent._ref == ^._id] | order(sequence asc)${card(lang)}
    })
  }`;
}

function homeQuery(lang: Lang): string {
  return `{
    "page": *[_id == "${HOME_ID}"][0]{${editorialFields(lang)}},
    "shop": *[_id == "${SHOP_ID}"][0]{_type, slug, "title": title.${lang}},
    "categories": *[_type == "category" && !defined(parent)] | order(sequence asc)${card(lang)},
    "articles": *[_type == "article"] | order(publishedAt desc, _id asc)[0...3]${card(lang)},
    "industries": *[_type == "industry"] | order(_id asc)${card(lang)},
    "testimonial": *[_type == "testimonial"] | order(publishedAt desc, _id asc)[0]{...${card(lang)}, author, company},
    "whitePapers": *[_type == "whitePaper"] | order(publishedAt desc, _id asc)[0...3]${card(lang)},
    "resources": *[_type == "resource"] | order(publishedAt desc, _id asc)[0...4]${card(lang)}
  }`;
}

const HOME_QUERIES: Record<Lang, string> = { en: homeQuery("en"), es: homeQuery("es") };

/** An article, industry, resource, testimonial or white paper by its slug in either language. */
export async function findEditorial(type: Exclude<EditorialType, "page">, slug: string, lang: Lang): Promise<EditorialView | null> {
  const match = await matchSlug(type, slug, lang);
  if (!match) return null;
  return (await getContent()).fetch<EditorialView | null>(editorialQuery(match._id, lang));
}

/** `about/quality/iso` -> `["about", "about/quality"]`. */
export function ancestorSlugs(slug: string): string[] {
  const parts = slug.split("/");
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join("/"));
}

/** A content page by its full (possibly multi-segment) slug in either language; the home page is not one. */
export async function findContentPage(slug: string, lang: Lang): Promise<ContentPageView | null> {
  if (slug === "") return null;
  const match = await matchSlug("page", slug, lang);
  if (!match || match.slug[lang] === "") return null;
  const page = await (await getContent()).fetch<ContentPageView | null>(pageQuery(match._id, ancestorSlugs(match.slug[lang]), lang));
  if (page) page.ancestors.sort((a, b) => a.slug[lang].length - b.slug[lang].length);
  return page;
}

/** Everything the home page shows, in one query. */
export async function getHome(lang: Lang): Promise<HomeView> {
  const content = await getContent();
  return content.fetch<HomeView>(HOME_QUERIES[lang]);
}
