import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fold, sortRanks } from "~/domain/catalog-query";
import { comparePaths } from "~/domain/sitemap-split";
import { indexRow, type IndexFacts, type IndexRow, type IndexSource } from "~/domain/search/search-text";
import { docHref } from "~/i18n/doc-links";
import type { CachedContent } from "~/services/content/cached.server";
import { getContent } from "~/services/content/index.server";
import { parseSiteContent, SITE_QUERY } from "~/services/content/site.server";
import { getDb, type Database, type Queryable } from "~/services/db/index.server";
import { log } from "~/services/observability/log.server";

/** Products read from the content source per query: pages of a 50,000-product catalogue, never all in one answer. */
const PAGE = 2_000;
/** Rows written per statement. */
const BATCH = 500;

// The same GROQ for the embedded dataset and Sanity: pages by `_id`, as Sanity recommends for large result sets.
export const PRODUCTS_PAGE = `*[_type == "product" && _id > $after] | order(_id asc) [0...${PAGE}]{
  _id, _updatedAt, pn, title, description, "categoryId": category._ref, "seriesId": series._ref,
  "attributes": attributes[key in $keys]{key, "en": value.en, "es": value.es},
  slug, image, list_price, pkgqty, tariff, leadTimeDays, "accessoryOf": accessoryOf[]._ref
}`;

/** `doc.key` as GROQ reads it: null when `doc` is no object or has no such key. */
function field(doc: unknown, key: string): unknown {
  return doc !== null && typeof doc === "object" && !Array.isArray(doc) ? ((doc as Record<string, unknown>)[key] ?? null) : null;
}

/**
 * A product document as PRODUCTS_PAGE projects it (the same fields, names and nulls): the embedded dataset's fill reads
 * the documents from its file, Sanity's through the GROQ. A field added to one is added to the other.
 */
export function productFromDocument(doc: Record<string, unknown>, keys: readonly string[]): FillSource {
  const attributes = Array.isArray(doc.attributes)
    ? doc.attributes.flatMap((a: unknown) => {
        const key = field(a, "key");
        return typeof key === "string" && keys.includes(key) ? [{ key, en: field(field(a, "value"), "en"), es: field(field(a, "value"), "es") }] : [];
      })
    : null;
  return {
    ...{ _id: doc._id, _updatedAt: field(doc, "_updatedAt"), pn: field(doc, "pn"), title: field(doc, "title"), description: field(doc, "description") },
    ...{ categoryId: field(field(doc, "category"), "_ref"), seriesId: field(field(doc, "series"), "_ref"), attributes },
    ...{ slug: field(doc, "slug"), image: field(doc, "image"), list_price: field(doc, "list_price"), pkgqty: field(doc, "pkgqty") },
    ...{ tariff: field(doc, "tariff"), leadTimeDays: field(doc, "leadTimeDays") },
    accessoryOf: Array.isArray(doc.accessoryOf) ? doc.accessoryOf.map((ref: unknown) => field(ref, "_ref")) : null,
  } as FillSource;
}

/** What the catalogue's lists, cards and cart lines show of a product, beside its search row. */
type CardSource = {
  _updatedAt?: string;
  slug: { en?: string; es?: string } | null;
  image: unknown;
  list_price: number | null;
  pkgqty: number | null;
  tariff: boolean | null;
  leadTimeDays: number | null;
  accessoryOf: (string | null)[] | null;
};

type FillSource = IndexSource & CardSource;
/** A product's search row and card, with what the card repeats of its category and series. */
type FillRow = { index: IndexRow; card: FillSource; categorySlug: string | null; series: SeriesFacts | undefined };
type SeriesFacts = { id: string; code: string; name: { en: string; es: string } | null; slug: unknown; discountSchedule: string | null };
// `slug`: only a public series has a page to link to.
const SERIES = `*[_type == "productSeries"]{_id, "code": title, name, discountSchedule, "slug": select(isPublic != false => slug)}`;

type Facts = { facts: IndexFacts; publicKeys: string[]; categorySlugs: Map<string, string>; series: Map<string, SeriesFacts> };

/** The categories and series every product refers to: looked up here, not followed per product. */
async function indexFacts(content: CachedContent): Promise<Facts> {
  const [site, series] = await Promise.all([
    content.fetch(SITE_QUERY, {}, parseSiteContent),
    content.fetchUncached<(Omit<SeriesFacts, "id"> & { _id: string })[]>(SERIES),
  ]);
  const categories = new Map(site.categories.map((c) => [c._id, { title: c.title, parentId: c.parent?._ref ?? null }]));
  return {
    facts: { categories, series: new Map(series.map((s) => [s._id, { code: s.code, name: s.name }])) },
    publicKeys: site.attributes.map((a) => a.key),
    categorySlugs: new Map(site.categories.map((c) => [c._id, c.slug.en])),
    series: new Map(series.map(({ _id, ...s }) => [_id, { ...s, id: _id, discountSchedule: s.discountSchedule ?? null }])),
  };
}

/** Every product's row of the index, read from the content source a page at a time: one page of rows is held, never all. */
async function* indexPages(content: CachedContent): AsyncGenerator<FillRow[]> {
  const { facts, publicKeys, categorySlugs, series } = await indexFacts(content);
  for await (const page of productPages(content, publicKeys))
    yield page.flatMap((source) =>
      typeof source.pn === "string" && source.pn !== ""
        ? [
            {
              index: indexRow(source, facts),
              card: source,
              categorySlug: (source.categoryId && categorySlugs.get(source.categoryId)) ?? null,
              series: source.seriesId ? series.get(source.seriesId) : undefined,
            },
          ]
        : [],
    );
}

/** The products as PRODUCTS_PAGE projects them, a page at a time: from the dataset's file when the source has one. */
async function* productPages(content: CachedContent, keys: string[]): AsyncGenerator<FillSource[]> {
  if (content.products) {
    for await (const docs of content.products(PAGE)) yield docs.map((doc) => productFromDocument(doc, keys));
    return;
  }
  for (let after = ""; ;) {
    const page = await content.fetchUncached<FillSource[]>(PRODUCTS_PAGE, { after, keys });
    yield page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!._id;
  }
}

const CARD_COLUMNS = `title_en, title_es, slug_en, slug_es, image, list_price, pkgqty, tariff, lead_time_days, discount_schedule,
  category_slug, series_code, updated_at, pn_fold, title_fold_en, title_fold_es, description_en, description_es, series_id, series_name_en,
  series_name_es, series_slug, accessory_of`;
const CARD_TYPES = `title_en text, title_es text, slug_en text, slug_es text, image jsonb, list_price double precision, pkgqty integer,
  tariff boolean, lead_time_days integer, discount_schedule text, category_slug text, series_code text, updated_at text,
  pn_fold text, title_fold_en text, title_fold_es text, description_en text, description_es text, series_id text, series_name_en text,
  series_name_es text, series_slug jsonb, accessory_of text[]`;

const RANK_COLUMNS = ["rank_pn", "rank_title_en", "rank_title_es", "rank_sitemap"] as const;
const RANK_TYPES = RANK_COLUMNS.map((column) => `${column} integer`).join(", ");

/**
 * A batch of rows, each replacing the row of its id, their part numbers and keys written beside them to
 * catalog_pn_keys (the trigram tier's narrow table, migration 0025). `ranked`: the rows carry their positions too.
 */
const upsert = (ranked: boolean) => {
  // The columns but the vectors, as the record names them.
  const copied = `content_hash, ${CARD_COLUMNS}${ranked ? `, ${RANK_COLUMNS.join(", ")}` : ""}`;
  const columns = `id, pn, pn_key, category_id, attributes, search_en, search_es, ${copied}`;
  return `
  WITH written AS (INSERT INTO catalog_products (${columns})
  SELECT r.id, r.pn, r.pn_key, r.category_id, r.attributes,
    setweight(to_tsvector('english', r.en_a), 'A') || setweight(to_tsvector('english', r.en_b), 'B')
      || setweight(to_tsvector('english', r.en_c), 'C') || setweight(to_tsvector('english', r.en_d), 'D'),
    setweight(to_tsvector('spanish', r.es_a), 'A') || setweight(to_tsvector('spanish', r.es_b), 'B')
      || setweight(to_tsvector('spanish', r.es_c), 'C') || setweight(to_tsvector('spanish', r.es_d), 'D'),
    ${copied.replace(/(\w+)/g, "r.$1")}
  FROM jsonb_to_recordset($1::jsonb) AS r(
    id text, pn text, pn_key text, category_id text, attributes jsonb,
    en_a text, en_b text, en_c text, en_d text, es_a text, es_b text, es_c text, es_d text, content_hash text, ${CARD_TYPES}${ranked ? `, ${RANK_TYPES}` : ""}
  )
  ON CONFLICT (id) DO UPDATE SET ${columns.replace("id, ", "").replace(/(\w+)/g, "$1 = excluded.$1")}
  RETURNING id, pn, pn_key)
  INSERT INTO catalog_pn_keys (id, pn, pn_key) SELECT id, pn, pn_key FROM written ON CONFLICT (id) DO UPDATE SET pn = excluded.pn, pn_key = excluded.pn_key`;
};
const UPSERT = { ranked: upsert(true), unranked: upsert(false) };

/** A row's columns but its hash: the hash is made of them, so a changed price or image writes the row again. */
function columns({ index, card, categorySlug, series }: FillRow) {
  const { en, es } = index.text;
  return {
    id: index.id,
    pn: index.pn,
    pn_key: index.pnKey,
    category_id: index.categoryId,
    attributes: index.attributes,
    ...{ en_a: en.a, en_b: en.b, en_c: en.c, en_d: en.d, es_a: es.a, es_b: es.b, es_c: es.c, es_d: es.d },
    title_en: card.title?.en ?? "",
    title_es: card.title?.es ?? "",
    slug_en: card.slug?.en ?? null,
    slug_es: card.slug?.es ?? null,
    image: card.image ?? null,
    list_price: card.list_price,
    pkgqty: card.pkgqty,
    tariff: card.tariff,
    lead_time_days: card.leadTimeDays,
    discount_schedule: series?.discountSchedule ?? null,
    category_slug: categorySlug,
    series_code: series?.code ?? null,
    updated_at: card._updatedAt ?? null,
    pn_fold: fold(index.pn),
    title_fold_en: fold(card.title?.en ?? ""),
    title_fold_es: fold(card.title?.es ?? ""),
    description_en: card.description?.en ?? null,
    description_es: card.description?.es ?? null,
    series_id: series?.id ?? null,
    series_name_en: series?.name?.en ?? null,
    series_name_es: series?.name?.es ?? null,
    series_slug: series?.slug ?? null,
    // The ids as the document lists them, a dangling one too (the page shows the products that exist).
    accessory_of: (card.accessoryOf ?? []).filter((id): id is string => typeof id === "string"),
  };
}

type Columns = ReturnType<typeof columns>;

const hashOf = (row: Columns) => createHash("sha256").update(JSON.stringify(row)).digest("base64url");

const RANKS_UPDATE = `
  UPDATE catalog_products p SET rank_pn = r.rank_pn, rank_title_en = r.rank_title_en, rank_title_es = r.rank_title_es, rank_sitemap = r.rank_sitemap
  FROM jsonb_to_recordset($1::jsonb) AS r(id text, ${RANK_TYPES}) WHERE p.id = r.id`;

/** Rows read from the table per statement: PGlite answered nothing more, to any statement, after one answer of 50,000 rows. */
const READ = 5_000;

/** These columns of every row, `READ` rows a statement (by `id`). */
async function allRows<T extends { id: string }>(q: Queryable, columns: string): Promise<T[]> {
  const rows: T[] = [];
  for (let after = ""; ;) {
    const page = await q.query<T>(`SELECT ${columns} FROM catalog_products WHERE id > $1 ORDER BY id LIMIT ${READ}`, [after]);
    rows.push(...page);
    if (page.length < READ) return rows;
    after = page[page.length - 1]!.id;
  }
}

/** Each stored row's content hash by its id. */
async function storedHashes(q: Queryable): Promise<Map<string, string>> {
  return new Map((await allRows<{ id: string; content_hash: string }>(q, "id, content_hash")).map((r) => [r.id, r.content_hash]));
}

/** What a product's positions are made from. */
type RankKey = { id: string; pn: string; title_en: string; title_es: string; slug_en: string | null };
type Ranks = Record<(typeof RANK_COLUMNS)[number], number>;

/**
 * Each product's position in the list's orders (sortRanks: the collation rules the lists always had) and in the
 * sitemap's, over the whole catalogue: in the order of `rows`.
 */
function ranksOf(rows: readonly RankKey[]): (Ranks & { id: string })[] {
  const ranks = sortRanks(rows.map((r) => ({ id: r.id, pn: r.pn, title: { en: r.title_en, es: r.title_es } })));
  const paths = rows.map((r) => ({ id: r.id, path: docHref({ _type: "product", slug: { en: r.slug_en ?? "" } }, "en") ?? "" }));
  const sitemap = new Map(paths.sort((a, b) => comparePaths(a.path, b.path)).map((p, i) => [p.id, i]));
  return rows.map(({ id }) => {
    const { pn, title } = ranks.get(id)!;
    return { id, rank_pn: pn, rank_title_en: title.en, rank_title_es: title.es, rank_sitemap: sitemap.get(id)! };
  });
}

/** The positions computed again over the whole table after a fill's pass; only the rows whose positions moved are written. */
async function rankProducts(db: Queryable): Promise<void> {
  const rows = await allRows<RankKey & Ranks>(db, `id, pn, title_en, title_es, slug_en, ${RANK_COLUMNS.join(", ")}`);
  const ranks = ranksOf(rows);
  const moved = ranks.filter((rank, i) => RANK_COLUMNS.some((column) => rank[column] !== rows[i]![column]));
  for (let start = 0; start < moved.length; start += BATCH) await db.query(RANKS_UPDATE, [JSON.stringify(moved.slice(start, start + BATCH))]);
}

/** Each category's attribute value counts, made again from the whole table (in the database; inside a transaction). */
async function countCategoryFacets(tx: Queryable): Promise<void> {
  await tx.query("DELETE FROM catalog_category_facets");
  await tx.query(`INSERT INTO catalog_category_facets (category_id, value, count)
    SELECT coalesce(category_id, ''), a, count(*)::int FROM catalog_products, jsonb_array_elements(attributes) a GROUP BY 1, 2`);
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
  let stored = await storedHashes(db);
  // Into an empty table (a first start), every row is new: one transaction, its indexes built once at the end. Another
  // server's first fill of the same table waits for the table's lock, then finds it filled and fills as a later start does.
  let result =
    stored.size === 0
      ? await db.transaction(async (tx) => {
          await tx.query("LOCK TABLE catalog_products IN ACCESS EXCLUSIVE MODE");
          const [row] = await tx.query<{ filled: boolean }>("SELECT EXISTS (SELECT FROM catalog_products) AS filled");
          // Emptied in this transaction (new files), the tables' rows and index builds skip the WAL where the server
          // logs minimally (PGlite's does: createPgliteDatabase). It holds no row: a filled table fills as a later start does.
          if (!row!.filled) await tx.query("TRUNCATE catalog_products, catalog_pn_keys");
          return row!.filled
            ? null
            : withoutIndexes(tx, () => fill(tx, (work) => work(tx), content, { stored, lastFingerprint: state?.fingerprint, first: true }));
        })
      : null;
  if (result === null) {
    if (stored.size === 0) stored = await storedHashes(db);
    result = await fill(db, (work) => db.transaction(work), content, { stored, lastFingerprint: state?.fingerprint, first: false });
  }
  const { fingerprint, products, written, deleted, unchanged } = result;
  // PGlite has no autovacuum, and PostgreSQL's comes later: without it a count of a category's rows reads the whole table
  // (no visibility map for an index-only scan) and the planner guesses the new rows' statistics. Only after a fill that
  // rewrote a good part of the table (a first fill): it reads the whole table, and PGlite answers nothing else meanwhile.
  if ((written + deleted) * 4 >= Math.max(products, 1)) await vacuumed(db);
  else if (written + deleted > 0) await pendingMerged(db);
  if (!unchanged || state?.source_version !== version)
    await db.query(
      `INSERT INTO catalog_index_state (source, fingerprint, products, synced_at, source_version) VALUES ($1, $2, $3, now(), $4)
       ON CONFLICT (source) DO UPDATE SET fingerprint = excluded.fingerprint, products = excluded.products, synced_at = excluded.synced_at,
         source_version = excluded.source_version`,
      [content.kind, fingerprint, products, version],
    );
  return { products, written, deleted, unchanged };
}

async function vacuumed(db: Database): Promise<void> {
  const started = performance.now();
  await db.query("VACUUM ANALYZE catalog_products, catalog_pn_keys");
  log.info({ ms: Math.round(performance.now() - started) }, "search: the catalogue index is vacuumed");
}

/**
 * The rows a later fill wrote wait in each GIN index's pending list (`fastupdate`), and every search reads that list
 * whole: after 5,000 of 50,000 products changed, the bench's 15 searches took 2.1 times as long (PGlite), and PGlite
 * has no autovacuum to merge it. Merged once here instead (0.4 s for those 5,000 rows); a vacuum merges them too.
 */
async function pendingMerged(db: Database): Promise<void> {
  const started = performance.now();
  const [merged] = await db.query<{ pages: number }>(
    `SELECT coalesce(sum(gin_clean_pending_list(x.indexrelid::regclass)), 0)::int AS pages
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_am a ON a.oid = i.relam
     WHERE a.amname = 'gin' AND x.indrelid IN ('catalog_products'::regclass, 'catalog_pn_keys'::regclass)`,
  );
  log.info({ pages: merged!.pages, ms: Math.round(performance.now() - started) }, "search: the catalogue index's pending entries are merged");
}

/**
 * Each product's positions, made from a pass over the dataset's file that reads what they are made of only (the same
 * as `columns`); null for a source without a file (Sanity), whose second pass would be a second download of the
 * catalogue: there the positions are made after the pass.
 */
async function rankedContent(content: CachedContent): Promise<Map<string, { key: RankKey; ranks: Ranks }> | null> {
  if (!content.products) return null;
  const keys: RankKey[] = [];
  for await (const docs of content.products(PAGE))
    for (const source of docs.map((doc) => productFromDocument(doc, [])))
      if (typeof source.pn === "string" && source.pn !== "")
        keys.push({ id: source._id, pn: source.pn, title_en: source.title?.en ?? "", title_es: source.title?.es ?? "", slug_en: source.slug?.en ?? null });
  return new Map(ranksOf(keys).map(({ id, ...ranks }, i) => [id, { key: keys[i]!, ranks }]));
}

const UNRANKED: Ranks = { rank_pn: 0, rank_title_en: 0, rank_title_es: 0, rank_sitemap: 0 };
const sameKey = (a: RankKey, b: RankKey) => a.pn === b.pn && a.title_en === b.title_en && a.title_es === b.title_es && a.slug_en === b.slug_en;

/**
 * One pass over the content: changed rows written, rows of products gone deleted, then ranks and facets made again if
 * anything changed (`atomically`: in a transaction of their own, or in the one `q` is). `first`, a fill of an empty
 * table from a dataset's file: the positions are made before the pass, from a lighter one, and written with the rows; made after it, they
 * rewrote every row once more and left as many dead rows (a sixth of a 50,000-product fill on PGlite). A product that
 * changed between the two passes has its positions made again after the pass, as in a later fill.
 */
async function fill(
  q: Queryable,
  atomically: (work: (tx: Queryable) => Promise<void>) => Promise<void>,
  content: CachedContent,
  { stored, lastFingerprint, first }: { stored: Map<string, string>; lastFingerprint: string | undefined; first: boolean },
) {
  const whole = createHash("sha256");
  const kept = new Set<string>();
  let written = 0;
  const ms = { rank: 0, read: 0, write: 0, facets: 0 };
  let since = performance.now();
  const lap = (phase: keyof typeof ms) => {
    const now = performance.now();
    ms[phase] += Math.round(now - since);
    since = now;
  };
  const ranked = first ? await rankedContent(content) : null;
  let rankAfter = ranked === null;
  lap("rank");
  for await (const page of indexPages(content)) {
    lap("read");
    const rows = page.map(columns);
    const hashes = rows.map(hashOf);
    for (const hash of hashes) whole.update(hash);
    for (const row of rows) kept.add(row.id);
    const changed = rows.flatMap((row, i) => (stored.get(row.id) === hashes[i] ? [] : [{ ...row, content_hash: hashes[i]! }]));
    const batches = ranked
      ? changed.map((row) => {
          const known = ranked.get(row.id);
          if (!known || !sameKey(known.key, row)) rankAfter = true;
          return { ...row, ...(known?.ranks ?? UNRANKED) };
        })
      : changed;
    for (let start = 0; start < batches.length; start += BATCH)
      await q.query(ranked ? UPSERT.ranked : UPSERT.unranked, [JSON.stringify(batches.slice(start, start + BATCH))]);
    written += changed.length;
    lap("write");
  }
  const fingerprint = whole.digest("base64url");
  const gone = [...stored.keys()].filter((id) => !kept.has(id));
  if (gone.length > 0) await q.query("DELETE FROM catalog_products WHERE id = ANY($1::text[])", [gone]);
  // A product of the lighter pass that the fill did not find moves the others' positions too.
  if (ranked && ranked.size !== kept.size) rankAfter = true;
  const unchanged = lastFingerprint === fingerprint;
  if (first || !unchanged || written > 0 || gone.length > 0) {
    if (rankAfter) await rankProducts(q);
    lap("rank");
    await atomically(countCategoryFacets);
    lap("facets");
  }
  log.info({ products: kept.size, written, deleted: gone.length, ms }, "search: the catalogue index is filled");
  return { fingerprint, products: kept.size, written, deleted: gone.length, unchanged };
}

/**
 * Runs `work` with the indexes of the catalogue's table and its part numbers' (all but those a constraint owns: their keys) dropped, then builds them again
 * as they were: one build of each instead of its upkeep row by row. Inside a transaction holding the table's lock only, so
 * that no one ever sees the table without them (on PostgreSQL, other servers' reads of the table wait for its end).
 */
async function withoutIndexes<T>(tx: Queryable, work: () => Promise<T>): Promise<T> {
  const indexes = await tx.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid IN ('catalog_products'::regclass, 'catalog_pn_keys'::regclass) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
     ORDER BY i.relname`,
  );
  for (const { name } of indexes) await tx.query(`DROP INDEX ${name}`);
  const result = await work();
  const started = performance.now();
  for (const { definition } of indexes) await tx.query(definition);
  log.info({ indexes: indexes.length, ms: Math.round(performance.now() - started) }, "search: the catalogue index's indexes are built");
  return result;
}

let filled: Promise<unknown> | undefined;
let firstFill: Promise<unknown> | undefined;
let fills = 0;

/** Brings the index up to date with the content now (at start, after a revalidate); searches wait for the first fill. */
export function refreshCatalogIndex(): Promise<SyncResult> {
  const run = (async () => syncCatalogIndex(await getDb(), await getContent()))().finally(() => fills++);
  filled = run.catch((error: unknown) => log.error({ err: error }, "search: the catalogue index could not be filled"));
  firstFill ??= filled;
  return run;
}

/** How many fills have ended since start: what is remembered of the table's rows is good for one value of it. */
export const fillsEnded = () => fills;

/**
 * Resolves once the first fill since start has ended, starting it when none was (a process without the server's
 * start: tests, scripts). The catalogue's lists read the table; later fills replace its rows while they serve.
 */
export function catalogFilled(): Promise<unknown> {
  if (!firstFill) refreshCatalogIndex().catch(() => {});
  return firstFill!;
}

/** Resolves once the index has been filled since start (at once when no fill was started, as in tests of other parts). */
export function catalogIndexReady(): Promise<unknown> {
  return filled ?? Promise.resolve();
}
