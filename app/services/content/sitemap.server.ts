import { comparePaths, SITEMAP_LIMITS, splitSitemap, type SitemapLimits } from "~/domain/sitemap-split";
import { docHref } from "~/i18n/doc-links";
import { LANGS, DEFAULT_LANG, type Lang } from "~/i18n/lang";
import { plainRoutes } from "~/routes";
import { fillsEnded } from "~/services/search/catalog-index.server";
import { catalogDb } from "./catalog-rows.server";
import { getContent } from "./index.server";
import type { LocaleSlug } from "./types";

/** One document in the sitemap: its path in each language and when it last changed. */
export type SitemapEntry = { paths: Record<Lang, string>; lastmod?: string };

/** Public document types, in the order the sitemap lists them. */
export const SITEMAP_TYPES = ["page", "category", "productSeries", "product", "article", "industry", "resource", "testimonial", "whitePaper"] as const;

// A series that is not public has no datasheet page. Products' entries are read from the catalogue's table.
const SITEMAP_QUERY = `*[_type in ${JSON.stringify(SITEMAP_TYPES.filter((t) => t !== "product"))} && defined(slug) && isPublic != false]{_id, _type, slug, _updatedAt}`;

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

/** One file of the sitemap: its name under /sitemaps/, its language's entries `start` to `end`, their newest lastmod. */
export type SitemapFile = { name: string; lang: Lang; start: number; end: number; lastmod?: string };

const urlLine = (entry: SitemapEntry, lang: Lang, publicUrl: string) => `${urlElement(entry, lang, publicUrl)}\n`;

/**
 * The sitemap's files: every entry's URL in each language, as absolute URLs with their alternates,
 * cut within the protocol's limits (app/domain/sitemap-split.ts) into `en-1.xml`, `en-2.xml`, …, then
 * `es-1.xml`, … Only the plan: each file's XML is written when it is asked for (renderSitemapFile), so
 * 50,000 products' URLs are not kept as text.
 */
export function planSitemap(entries: readonly SitemapEntry[], publicUrl: string, limits: SitemapLimits = SITEMAP_LIMITS): SitemapFile[] {
  return LANGS.flatMap((lang) => {
    const sizes = entries.map((entry) => Buffer.byteLength(urlLine(entry, lang, publicUrl)));
    return splitSitemap(sizes, Buffer.byteLength(URLSET_HEAD + URLSET_TAIL), limits).map(({ start, end }, i) => ({
      name: `${lang}-${i + 1}.xml`,
      lang,
      start,
      end,
      lastmod: newest(entries.slice(start, end)),
    }));
  });
}

/** One planned file's XML, from its entries (`start` to `end` of the whole list). */
export function renderSitemapFile(entries: readonly SitemapEntry[], file: SitemapFile, publicUrl: string): string {
  const urls = entries.map((entry) => urlLine(entry, file.lang, publicUrl));
  return URLSET_HEAD + urls.join("") + URLSET_TAIL;
}

function newest(entries: readonly SitemapEntry[]): string | undefined {
  return entries.reduce<string | undefined>((max, e) => (e.lastmod && (!max || e.lastmod > max) ? e.lastmod : max), undefined);
}

/** The path a sitemap file is served at. */
export function sitemapFilePath(name: string): string {
  return plainRoutes.sitemapFile.path.replace(":file", name);
}

/** The sitemap index (`/sitemap.xml`): every file of both languages, as absolute URLs. */
export function buildSitemapIndex(files: readonly Pick<SitemapFile, "name" | "lastmod">[], publicUrl: string): string {
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
  rows.sort((a, b) => a.rank - b.rank || comparePaths(a.paths.en, b.paths.en));
  return rows.map(({ rank: _rank, ...entry }) => entry);
}

/** The plan, and each file's entries when it is written: the products' are read from the database then, not kept. */
export type Sitemap = { files: SitemapFile[]; entriesOf(file: Pick<SitemapFile, "start" | "end">): Promise<SitemapEntry[]> };

const PRODUCT_RANK = SITEMAP_TYPES.indexOf("product");

/** Products' entries `offset` on, in the sitemap's order (by English path: `rank_sitemap`). */
async function productEntries(offset: number, limit: number | null): Promise<SitemapEntry[]> {
  const rows = await (
    await catalogDb()
  ).query<{ en: string; es: string; updated_at: string | null }>(
    `SELECT slug_en AS en, slug_es AS es, updated_at FROM catalog_products WHERE slug_en IS NOT NULL AND slug_es IS NOT NULL
      ORDER BY rank_sitemap OFFSET $1 LIMIT $2`,
    [offset, limit],
  );
  return sitemapEntriesFrom(
    rows.map((r) => ({ _id: "", _type: "product", slug: { _type: "localeSlug", en: r.en, es: r.es }, _updatedAt: r.updated_at ?? undefined })),
  );
}

/** Planned once per content answer, fill of the catalogue's table and public URL. */
const planned = new WeakMap<readonly SitemapDoc[], { key: string; sitemap: Sitemap }>();

/** The sitemap's file plan for the current content: the documents before the products, the products, the documents after. */
export async function getSitemap(publicUrl: string): Promise<Sitemap> {
  const docs = await (await getContent()).fetch<SitemapDoc[]>(SITEMAP_QUERY);
  const key = `${fillsEnded()}\u0000${publicUrl}`;
  const hit = planned.get(docs);
  if (hit?.key === key) return hit.sitemap;
  const head = sitemapEntriesFrom(docs.filter((d) => SITEMAP_TYPES.indexOf(d._type) < PRODUCT_RANK));
  const tail = sitemapEntriesFrom(docs.filter((d) => SITEMAP_TYPES.indexOf(d._type) > PRODUCT_RANK));
  // Every product's entry is made once to size the files, then let go.
  const products = await productEntries(0, null);
  const files = planSitemap([...head, ...products, ...tail], publicUrl);
  const count = products.length;
  const sitemap: Sitemap = {
    files,
    entriesOf: async ({ start, end }) => {
      const fromProducts = Math.max(0, start - head.length);
      const inProducts = Math.max(0, Math.min(end - head.length, count) - fromProducts);
      return [
        ...head.slice(start, end),
        ...(inProducts > 0 ? await productEntries(fromProducts, inProducts) : []),
        ...tail.slice(Math.max(0, start - head.length - count), Math.max(0, end - head.length - count)),
      ];
    },
  };
  planned.set(docs, { key, sitemap });
  return sitemap;
}
