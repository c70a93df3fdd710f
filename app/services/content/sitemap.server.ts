import { SITEMAP_LIMITS, splitSitemap, type SitemapLimits } from "~/domain/sitemap-split";
import { docHref } from "~/i18n/doc-links";
import { LANGS, DEFAULT_LANG, type Lang } from "~/i18n/lang";
import { plainRoutes } from "~/routes";
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

const URLSET_HEAD = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  "",
].join("\n");
const URLSET_TAIL = "</urlset>\n";

/** One entry's URL in `lang`, with its alternates in every language plus `x-default` (the default language). */
function urlElement(entry: SitemapEntry, lang: Lang, publicUrl: string): string {
  const links = [...LANGS.map((l) => [l, entry.paths[l]] as const), ["x-default", entry.paths[DEFAULT_LANG]] as const]
    .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absolute(publicUrl, path))}"/>`)
    .join("");
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>` : "";
  return `<url><loc>${escapeXml(absolute(publicUrl, entry.paths[lang]))}</loc>${lastmod}${links}</url>`;
}

/** One file of the sitemap: its name under /sitemaps/, the newest lastmod of its URLs, its XML. */
export type SitemapFile = { name: string; lastmod?: string; xml: string };

/**
 * The sitemap's files: every entry's URL in each language, as absolute URLs with their alternates,
 * cut within the protocol's limits (app/domain/sitemap-split.ts) into `en-1.xml`, `en-2.xml`, …, then
 * `es-1.xml`, …
 */
export function sitemapFiles(entries: readonly SitemapEntry[], publicUrl: string, limits: SitemapLimits = SITEMAP_LIMITS): SitemapFile[] {
  return LANGS.flatMap((lang) => {
    const urls = entries.map((entry) => `${urlElement(entry, lang, publicUrl)}\n`);
    const ranges = splitSitemap(
      urls.map((url) => Buffer.byteLength(url)),
      Buffer.byteLength(URLSET_HEAD + URLSET_TAIL),
      limits,
    );
    return ranges.map(({ start, end }, i) => ({
      name: `${lang}-${i + 1}.xml`,
      lastmod: newest(entries.slice(start, end)),
      xml: URLSET_HEAD + urls.slice(start, end).join("") + URLSET_TAIL,
    }));
  });
}

function newest(entries: readonly SitemapEntry[]): string | undefined {
  return entries.reduce<string | undefined>((max, e) => (e.lastmod && (!max || e.lastmod > max) ? e.lastmod : max), undefined);
}

/** The path a sitemap file is served at. */
export function sitemapFilePath(name: string): string {
  return plainRoutes.sitemapFile.path.replace(":file", name);
}

/** The sitemap index (`/sitemap.xml`): every file of both languages, as absolute URLs. */
export function buildSitemapIndex(files: readonly SitemapFile[], publicUrl: string): string {
  const items = files.map(({ name, lastmod }) => {
    const date = lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : "";
    return `<sitemap><loc>${escapeXml(absolute(publicUrl, sitemapFilePath(name)))}</loc>${date}</sitemap>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...items, "</sitemapindex>", ""].join(
    "\n",
  );
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
