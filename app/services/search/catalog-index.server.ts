import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { indexRow, type IndexFacts, type IndexRow, type IndexSource } from "~/domain/search/search-text";
import type { CachedContent } from "~/services/content/cached.server";
import { getContent } from "~/services/content/index.server";
import { parseSiteContent, SITE_QUERY } from "~/services/content/site.server";
import { getDb, type Database } from "~/services/db/index.server";
import { log } from "~/services/observability/log.server";

/** Products read from the content source per query: pages of a 50,000-product catalogue, never all in one answer. */
const PAGE = 2_000;
/** Rows written per statement. */
const BATCH = 500;

// The same GROQ for the embedded dataset and Sanity: pages by `_id`, as Sanity recommends for large result sets.
const PRODUCTS_PAGE = `*[_type == "product" && _id > $after] | order(_id asc) [0...${PAGE}]{
  _id, pn, title, description, "categoryId": category._ref, "seriesId": series._ref,
  "attributes": attributes[key in $keys]{key, "en": value.en, "es": value.es}
}`;
const SERIES = `*[_type == "productSeries"]{_id, "code": title, name}`;

async function indexFacts(content: CachedContent): Promise<{ facts: IndexFacts; publicKeys: string[] }> {
  const [site, series] = await Promise.all([
    content.fetch(SITE_QUERY, {}, parseSiteContent),
    content.fetchUncached<{ _id: string; code: string; name: { en: string; es: string } | null }[]>(SERIES),
  ]);
  const categories = new Map(site.categories.map((c) => [c._id, { title: c.title, parentId: c.parent?._ref ?? null }]));
  return {
    facts: { categories, series: new Map(series.map((s) => [s._id, { code: s.code, name: s.name }])) },
    publicKeys: site.attributes.map((a) => a.key),
  };
}

/** Every product's row of the index, read from the content source a page at a time: one page of rows is held, never all. */
async function* indexPages(content: CachedContent): AsyncGenerator<IndexRow[]> {
  const { facts, publicKeys } = await indexFacts(content);
  for (let after = ""; ;) {
    const page = await content.fetchUncached<IndexSource[]>(PRODUCTS_PAGE, { after, keys: publicKeys });
    yield page.flatMap((source) => (typeof source.pn === "string" && source.pn !== "" ? [indexRow(source, facts)] : []));
    if (page.length < PAGE) return;
    after = page[page.length - 1]!._id;
  }
}

const hashOf = (row: IndexRow) => createHash("sha256").update(JSON.stringify(row)).digest("base64url");

const UPSERT = `
  INSERT INTO catalog_products (id, pn, pn_key, category_id, attributes, search_en, search_es, content_hash)
  SELECT r.id, r.pn, r.pn_key, r.category_id, r.attributes,
    setweight(to_tsvector('english', r.en_a), 'A') || setweight(to_tsvector('english', r.en_b), 'B')
      || setweight(to_tsvector('english', r.en_c), 'C') || setweight(to_tsvector('english', r.en_d), 'D'),
    setweight(to_tsvector('spanish', r.es_a), 'A') || setweight(to_tsvector('spanish', r.es_b), 'B')
      || setweight(to_tsvector('spanish', r.es_c), 'C') || setweight(to_tsvector('spanish', r.es_d), 'D'),
    r.content_hash
  FROM jsonb_to_recordset($1::jsonb) AS r(
    id text, pn text, pn_key text, category_id text, attributes jsonb,
    en_a text, en_b text, en_c text, en_d text, es_a text, es_b text, es_c text, es_d text, content_hash text
  )
  ON CONFLICT (id) DO UPDATE SET pn = excluded.pn, pn_key = excluded.pn_key, category_id = excluded.category_id,
    attributes = excluded.attributes, search_en = excluded.search_en, search_es = excluded.search_es, content_hash = excluded.content_hash`;

function record(row: IndexRow, hash: string) {
  const { en, es } = row.text;
  return {
    id: row.id,
    pn: row.pn,
    pn_key: row.pnKey,
    category_id: row.categoryId,
    attributes: row.attributes,
    ...{ en_a: en.a, en_b: en.b, en_c: en.c, en_d: en.d, es_a: es.a, es_b: es.b, es_c: es.c, es_d: es.d },
    content_hash: hash,
  };
}

export type SyncResult = { products: number; written: number; deleted: number; unchanged: boolean };

let ownCode: string | undefined;

/**
 * The fill's code: the file this module runs from (in the server, the build that bundles it with the row's making),
 * so a changed fill fills again although the content did not change.
 */
function fillCode(): string {
  return (ownCode ??= createHash("sha256")
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest("base64url"));
}

/** What a fill is made from: the content's version and the fill's code; null when the content has no version. */
async function sourceVersion(content: CachedContent, code: string): Promise<string | null> {
  const version = await content.version?.();
  return version === undefined ? null : createHash("sha256").update(`${version}\u0000${code}`).digest("base64url");
}

/**
 * Fills the search index from the content source (docs/search.md#the-index), a page of products at a time: rows
 * whose product changed are written, rows of products gone are deleted, and a start with unchanged content writes
 * nothing. The fingerprint of the whole says whether anything changed since the last fill. When the content has a
 * version (the embedded dataset's hash) and it and the fill's code are those of the last complete fill, no product is
 * read at all (`code`: another fill's, in tests).
 */
export async function syncCatalogIndex(db: Database, content: CachedContent, { code = fillCode() }: { code?: string } = {}): Promise<SyncResult> {
  const [state] = await db.query<{ fingerprint: string; products: number; source_version: string | null }>(
    "SELECT fingerprint, products, source_version FROM catalog_index_state WHERE source = $1",
    [content.kind],
  );
  const version = await sourceVersion(content, code);
  if (version !== null && state?.source_version === version) return { products: state.products, written: 0, deleted: 0, unchanged: true };
  // A fill cut short leaves rows of another version: no later start may take them for the last complete fill's.
  if (state?.source_version) await db.query("UPDATE catalog_index_state SET source_version = NULL WHERE source = $1", [content.kind]);
  const stored = new Map(
    (await db.query<{ id: string; content_hash: string }>("SELECT id, content_hash FROM catalog_products")).map((r) => [r.id, r.content_hash]),
  );
  const whole = createHash("sha256");
  const kept = new Set<string>();
  let written = 0;
  for await (const rows of indexPages(content)) {
    const hashes = rows.map(hashOf);
    for (const hash of hashes) whole.update(hash);
    for (const row of rows) kept.add(row.id);
    const changed = rows.flatMap((row, i) => (stored.get(row.id) === hashes[i] ? [] : [record(row, hashes[i]!)]));
    for (let start = 0; start < changed.length; start += BATCH) await db.query(UPSERT, [JSON.stringify(changed.slice(start, start + BATCH))]);
    written += changed.length;
  }
  const fingerprint = whole.digest("base64url");
  const gone = [...stored.keys()].filter((id) => !kept.has(id));
  if (gone.length > 0) await db.query("DELETE FROM catalog_products WHERE id = ANY($1::text[])", [gone]);
  const unchanged = state?.fingerprint === fingerprint;
  if (!unchanged || state.source_version !== version)
    await db.query(
      `INSERT INTO catalog_index_state (source, fingerprint, products, synced_at, source_version) VALUES ($1, $2, $3, now(), $4)
       ON CONFLICT (source) DO UPDATE SET fingerprint = excluded.fingerprint, products = excluded.products, synced_at = excluded.synced_at,
         source_version = excluded.source_version`,
      [content.kind, fingerprint, kept.size, version],
    );
  return { products: kept.size, written, deleted: gone.length, unchanged };
}

let filled: Promise<unknown> | undefined;

/** Brings the index up to date with the content now (at start, after a revalidate); searches wait for the first fill. */
export function refreshCatalogIndex(): Promise<SyncResult> {
  const run = (async () => syncCatalogIndex(await getDb(), await getContent()))();
  filled = run.catch((error: unknown) => log.error({ err: error }, "search: the catalogue index could not be filled"));
  return run;
}

/** Resolves once the index has been filled since start (at once when no fill was started, as in tests of other parts). */
export function catalogIndexReady(): Promise<unknown> {
  return filled ?? Promise.resolve();
}
