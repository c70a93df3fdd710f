import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../tests/http/support/built-server";

/**
 * Real documents from the committed dataset the e2e server serves, and their expected paths. The
 * paths are written out from docs/site.md#routes-and-languages on purpose (not built with the app's `href`), so the
 * tests check the route table against the documented paths instead of against itself.
 */
export type Lang = "en" | "es";
export type LocaleSlug = Record<Lang, string>;
export type DatasetDoc = { _id: string; _type: string; slug?: LocaleSlug; title?: unknown; [field: string]: unknown };

export const docs: readonly DatasetDoc[] = readFileSync(path.join(ROOT, "content", "dataset.ndjson"), "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as DatasetDoc);

/** Document types with their own page, and their path prefix in each language (docs/site.md#routes-and-languages). */
export const SLUG_ROUTES = {
  product: { en: "/products/", es: "/es/productos/" },
  category: { en: "/category/", es: "/es/categoria/" },
  productSeries: { en: "/series/", es: "/es/serie/" },
  article: { en: "/article/", es: "/es/articulo/" },
  industry: { en: "/industry/", es: "/es/industria/" },
  resource: { en: "/resource/", es: "/es/documento/" },
  testimonial: { en: "/testimonial/", es: "/es/testimonial/" },
  whitePaper: { en: "/white-paper/", es: "/es/documento-tecnico/" },
  page: { en: "/", es: "/es/" },
} as const satisfies Record<string, Record<Lang, string>>;
export type DocType = keyof typeof SLUG_ROUTES;

export type Sluggable = DatasetDoc & { slug: LocaleSlug };

function hasSlug(doc: DatasetDoc): doc is Sluggable {
  return typeof doc.slug?.en === "string" && typeof doc.slug.es === "string";
}

/** Every document of a type that has a page, in dataset order. */
export function docsOf(type: DocType): Sluggable[] {
  return docs.filter((d) => d._type === type).filter(hasSlug);
}

/** The first document of a type; with `differentSlugs`, the first whose slugs differ between languages. */
export function firstOf(type: DocType, { differentSlugs = false } = {}): Sluggable {
  const found = docsOf(type).find((d) => d.slug.en !== "" && (!differentSlugs || d.slug.en !== d.slug.es));
  if (!found) throw new Error(`No ${type} in content/dataset.ndjson${differentSlugs ? " with different slugs" : ""}`);
  return found;
}

export function pageById(id: string): Sluggable {
  const found = docsOf("page").find((d) => d._id === id);
  if (!found) throw new Error(`No page ${id} in content/dataset.ndjson`);
  return found;
}

/** A document's path in one language; the home page (empty slug) is `/` and `/es`. */
export function pathOf(doc: Sluggable, lang: Lang): string {
  const slug = doc.slug[lang];
  if (doc._type === "page" && slug === "") return lang === "en" ? "/" : "/es";
  return SLUG_ROUTES[doc._type as DocType][lang] + slug;
}

export function pathsOf(doc: Sluggable): Record<Lang, string> {
  return { en: pathOf(doc, "en"), es: pathOf(doc, "es") };
}

/** A localized field's text, e.g. a title. */
export function textOf(field: unknown, lang: Lang): string {
  const value = (field as Partial<Record<Lang, unknown>> | undefined)?.[lang];
  if (typeof value !== "string") throw new Error(`No ${lang} text in ${JSON.stringify(field)}`);
  return value;
}

/** The absolute origin the server writes into canonicals, alternates and sitemaps (its PUBLIC_URL). */
export function publicUrl(): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error("E2E_PORT is not set: run through playwright.config.ts");
  return (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
}

/** One row of docs/site.md#routes-and-languages with a real document: the same document's path in each language. */
export type RoutePair = { name: string; paths: Record<Lang, string> };

/** Every HTML route pair of docs/site.md#routes-and-languages (my-account is covered by the sign-in work). */
export function routePairs(): RoutePair[] {
  return [
    { name: "home", paths: { en: "/", es: "/es" } },
    { name: "generic page (shop)", paths: pathsOf(pageById("page-shop")) },
    { name: "generic page (about)", paths: pathsOf(pageById("page-about")) },
    { name: "generic page, two segments (about/quality)", paths: pathsOf(pageById("page-about-quality")) },
    { name: "product list", paths: { en: "/products", es: "/es/productos" } },
    { name: "product", paths: pathsOf(firstOf("product")) },
    { name: "category", paths: pathsOf(firstOf("category")) },
    { name: "article", paths: pathsOf(firstOf("article")) },
    { name: "industry", paths: pathsOf(firstOf("industry")) },
    { name: "resource", paths: pathsOf(firstOf("resource")) },
    { name: "testimonial", paths: pathsOf(firstOf("testimonial")) },
    { name: "white paper", paths: pathsOf(firstOf("whitePaper")) },
  ];
}
