import { docHref } from "~/i18n/doc-links";
import { LANGS, DEFAULT_LANG, type Lang } from "~/i18n/lang";
import { getContent } from "./index.server";
import type { LocaleSlug } from "./types";

/** One document in the sitemap: its path in each language and when it last changed. */
export type SitemapEntry = { paths: Record<Lang, string>; lastmod?: string };

/** Public document types, in the order the sitemap lists them. */
export const SITEMAP_TYPES = ["page", "category", "productSeries", "product", "article", "industry", "resource", "testimonial", "whitePaper"] as const;

// A series that is not public has no datasheet page.
const SITEMAP_QUERY = `*[_type in ${JSON.stringify(SITEMAP_TYPES)} && defined(slug) && isPublic != false]{_id, _type, slug, _updatedAt}`;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** `https://shop.example` + `/es/articulo/x`; characters outside URL syntax are percent-encoded. */
function absolute(publicUrl: string, path: string): string {
  return publicUrl + encodeURI(decodeURI(path));
}

/**
 * The sitemap of one language: every entry's URL in `lang`, each with its alternates in every
 * language plus `x-default` (the default language), as absolute URLs.
 */
export function buildSitemap(entries: readonly SitemapEntry[], lang: Lang, publicUrl: string): string {
  const urls = entries.map((entry) => {
    const links = [...LANGS.map((l) => [l, entry.paths[l]] as const), ["x-default", entry.paths[DEFAULT_LANG]] as const]
      .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absolute(publicUrl, path))}"/>`)
      .join("");
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>` : "";
    return `<url><loc>${escapeXml(absolute(publicUrl, entry.paths[lang]))}</loc>${lastmod}${links}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

type SitemapDoc = { _id: string; _type: (typeof SITEMAP_TYPES)[number]; slug: LocaleSlug; _updatedAt?: string };

/** Turns documents into entries (types without a page are dropped), home first, then by type and path. */
export function sitemapEntriesFrom(docs: readonly SitemapDoc[]): SitemapEntry[] {
  const rows: (SitemapEntry & { rank: number })[] = [];
  for (const doc of docs) {
    const en = docHref(doc, "en");
    const es = docHref(doc, "es");
    if (en === null || es === null) continue;
    const isHome = doc._type === "page" && doc.slug.en === "";
    rows.push({ paths: { en, es }, lastmod: doc._updatedAt, rank: isHome ? -1 : SITEMAP_TYPES.indexOf(doc._type) });
  }
  rows.sort((a, b) => a.rank - b.rank || a.paths.en.localeCompare(b.paths.en));
  return rows.map(({ rank: _rank, ...entry }) => entry);
}

export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const content = await getContent();
  return sitemapEntriesFrom(await content.fetch<SitemapDoc[]>(SITEMAP_QUERY));
}
