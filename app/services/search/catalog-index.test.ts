import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { withCache, type CachedContent } from "~/services/content/cached.server";
import { parseNdjson } from "~/services/content/embedded.server";
import { createInThreadContent } from "~/services/content/testing/in-thread-content";
import { migrate } from "~/services/db/migrate.server";
import { createPgliteDatabase } from "~/services/db/pglite.server";
import { describeEachBackend } from "~/services/db/testing/test-databases";
import { PRODUCTS_PAGE, productFromDocument, syncCatalogIndex } from "./catalog-index.server";

// The site's documents and a few products: enough for a fill, quick to fill.
const all = parseNdjson(readFileSync("content/dataset.ndjson", "utf8"));
const docs = [...all.filter((d) => d._type !== "product"), ...all.filter((d) => d._type === "product").slice(0, 30)];

/** The content of a dataset of this version, counting the questions asked of it. */
function counted(documents: Record<string, unknown>[], version?: string): CachedContent & { asked: number } {
  const cached = withCache(createInThreadContent(documents, { version }), { ttlMs: 60_000 });
  const content = {
    ...cached,
    asked: 0,
    fetchUncached: <T>(...args: Parameters<CachedContent["fetchUncached"]>) => {
      content.asked++;
      return cached.fetchUncached<T>(...args);
    },
  };
  return content;
}

/** The seed's content, reading its products from the documents as the embedded dataset's file does. */
function withProducts(documents: Record<string, unknown>[], version?: string): CachedContent {
  const products = documents.filter((d) => d._type === "product");
  return {
    ...counted(documents, version),
    products: async function* (size: number) {
      for (let start = 0; start < products.length; start += size) yield products.slice(start, start + size);
    },
  };
}

it("maps a product document to PRODUCTS_PAGE's projection: the same fields, names and nulls", async () => {
  const keys = ["voltage", "color", "contacts"];
  const fromGroq = await createInThreadContent(all).fetch<unknown[]>(PRODUCTS_PAGE.replace("[0...2000]", ""), { after: "", keys });
  const products = all.filter((d) => d._type === "product").sort((a, b) => ((a._id as string) < (b._id as string) ? -1 : 1));
  expect(products.map((doc) => productFromDocument(doc, keys))).toEqual(fromGroq);
  // Fields the seed always has, missing: GROQ's nulls.
  const bare = { _id: "p", _type: "product", attributes: [{ key: "voltage" }, "odd", { key: "other", value: { en: "x" } }], category: "c" };
  const [groq] = await createInThreadContent([bare]).fetch<unknown[]>(PRODUCTS_PAGE, { after: "", keys });
  expect(productFromDocument(bare, keys)).toStrictEqual(groq);
});

it("writes a first fill on the embedded database on disk without logging its rows in the WAL", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "catalog-wal-"));
  const db = await createPgliteDatabase(dir);
  try {
    await migrate(db);
    // At commit, a relation written without WAL is synced, or logged whole below this size: none is, here.
    await db.exec("SET wal_skip_threshold = 0");
    const [{ lsn }] = (await db.query<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn")) as [{ lsn: string }];
    await syncCatalogIndex(db, withProducts(all));
    const [written] = await db.query<{ wal: number; heap: number }>(
      "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::int AS wal, pg_relation_size('catalog_products')::int AS heap",
      [lsn],
    );
    // Logged, the rows were more WAL than the table's heap holds: 3.8 MB for 2.6 MB on the seed (0.3 MB now).
    expect(written!.wal).toBeLessThan(written!.heap / 4);
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
});

describeEachBackend("the search index's fill", (current, backend) => {
  it("writes the same rows from the dataset's documents as from the GROQ pages", async () => {
    const { db } = current();
    await migrate(db);
    const groq = await syncCatalogIndex(db, counted(all));
    expect(await syncCatalogIndex(db, withProducts(all))).toMatchObject({ products: groq.products, written: 0, deleted: 0 });
  });

  it("builds the tables' indexes again after a first fill, which drops them while it writes", async () => {
    const { db } = current();
    await migrate(db);
    const indexes = () =>
      db.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE tablename IN ('catalog_products', 'catalog_pn_keys') ORDER BY indexname");
    const before = await indexes();
    await syncCatalogIndex(db, withProducts(docs));
    expect(await indexes()).toEqual(before);
    expect(before.length).toBeGreaterThan(10);
  });

  it("writes a first fill's positions with its rows, as a later fill makes them, even when a product changed between its passes", async () => {
    const { db } = current();
    await migrate(db);
    const positions = () => db.query("SELECT id, rank_pn, rank_title_en, rank_title_es, rank_sitemap FROM catalog_products ORDER BY id");
    const empty = () => db.query("DELETE FROM catalog_products");
    const products = docs.filter((d) => d._type === "product");
    // A later fill: the positions made over the whole table after its pass.
    await syncCatalogIndex(db, withProducts(docs.filter((d) => d._id !== products[0]!._id)));
    expect(await syncCatalogIndex(db, withProducts(docs))).toMatchObject({ written: 1 });
    const later = await positions();
    expect(new Set(later.map((row) => (row as { rank_title_es: number }).rank_title_es)).size).toBe(30);
    await empty();
    expect(await syncCatalogIndex(db, withProducts(docs))).toMatchObject({ written: 30 });
    expect(await positions()).toEqual(later);
    // The lighter pass reads another title than the fill then writes: the positions are made again after it.
    await empty();
    const content = withProducts(docs);
    let passes = 0;
    const retitled = docs.map((d) => (d._id === products[0]!._id ? { ...d, title: { en: "Zzz", es: "Zzz" } } : d));
    const changing: CachedContent = {
      ...content,
      products: (size) => (passes++ === 0 ? withProducts(retitled).products!(size) : content.products!(size)),
    };
    expect(await syncCatalogIndex(db, changing)).toMatchObject({ written: 30 });
    expect(passes).toBe(2);
    expect(await positions()).toEqual(later);
    // Without a file (Sanity's GROQ pages), one pass, and the positions made after it.
    await empty();
    const groq = counted(docs);
    expect(await syncCatalogIndex(db, groq)).toMatchObject({ written: 30 });
    expect(await positions()).toEqual(later);
    const again = counted(docs);
    expect(await syncCatalogIndex(db, again)).toMatchObject({ written: 0 });
    expect(groq.asked).toBe(again.asked);
  });

  it("fills an empty table once when two fills start together (two servers' first start), its indexes as they were", async () => {
    const { db, open } = current();
    await migrate(db);
    const indexes = () => db.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE tablename = 'catalog_products' ORDER BY indexname");
    const before = await indexes();
    // Another server: its own connections on PostgreSQL; the one connection an in-memory PGlite has.
    const other = backend.kind === "postgres" ? await open() : db;
    const fills = await Promise.all([syncCatalogIndex(db, withProducts(docs)), syncCatalogIndex(other, withProducts(docs))]);
    expect(fills.map((f) => f.written).sort((a, b) => a - b)).toEqual([0, 30]);
    expect(await indexes()).toEqual(before);
  });

  it("vacuums the table after a first fill (counts by index alone), not after a fill that changed a few rows", async () => {
    const { db } = current();
    await migrate(db);
    // Only VACUUM marks pages all-visible; building the indexes again does not.
    const allVisible = async () =>
      (await db.query<{ pages: number }>("SELECT relallvisible AS pages FROM pg_class WHERE relname = 'catalog_products'"))[0]!.pages;
    await syncCatalogIndex(db, withProducts(all));
    expect(await allVisible()).toBeGreaterThan(0);
    const products = all.filter((d) => d._type === "product");
    const renamed = all.map((d) => (d._id === products[0]!._id ? { ...d, pn: `${String(d.pn)}-X` } : d));
    await db.query("UPDATE pg_class SET relallvisible = 0 WHERE relname = 'catalog_products'");
    expect(await syncCatalogIndex(db, withProducts(renamed))).toMatchObject({ written: 1 });
    expect(await allVisible()).toBe(0);
  });

  it("merges the rows a later fill wrote into the main structure of every GIN index, where no search rereads them", async () => {
    const { db } = current();
    await migrate(db);
    await syncCatalogIndex(db, withProducts(docs));
    const products = docs.filter((d) => d._type === "product");
    const renamed = docs.map((d) =>
      d._id === products[0]!._id || d._id === products[1]!._id ? { ...d, title: { en: "Renamed pilot light", es: "Piloto renombrado" } } : d,
    );
    expect(await syncCatalogIndex(db, withProducts(renamed))).toMatchObject({ written: 2 });
    // What each index still held in its pending list: merging it again finds no page.
    const pending = await db.query<{ index: string; pages: number }>(
      `SELECT i.relname AS index, gin_clean_pending_list(x.indexrelid::regclass)::int AS pages
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_am a ON a.oid = i.relam
       WHERE a.amname = 'gin' AND x.indrelid IN ('catalog_products'::regclass, 'catalog_pn_keys'::regclass) ORDER BY 1`,
    );
    expect(pending.length).toBeGreaterThanOrEqual(5);
    expect(pending.filter((p) => p.pages > 0)).toEqual([]);
  });

  it("keeps the trigram tier's catalog_pn_keys row for row with the catalogue: written, changed and deleted with it", async () => {
    const { db } = current();
    await migrate(db);
    const keys = () => db.query("SELECT id, pn, pn_key FROM catalog_pn_keys ORDER BY id");
    const rows = () => db.query("SELECT id, pn, pn_key FROM catalog_products ORDER BY id");
    await syncCatalogIndex(db, counted(docs));
    expect(await keys()).toHaveLength(30);
    expect(await keys()).toEqual(await rows());
    const products = docs.filter((d) => d._type === "product");
    const changed = docs.filter((d) => d._id !== products[1]!._id).map((d) => (d._id === products[0]!._id ? { ...d, pn: "RENAMED-1" } : d));
    expect(await syncCatalogIndex(db, counted(changed))).toMatchObject({ written: 1, deleted: 1 });
    expect(await keys()).toHaveLength(29);
    expect(await keys()).toEqual(await rows());
    expect(await keys()).toContainEqual({ id: products[0]!._id, pn: "RENAMED-1", pn_key: "RENAMED1" });
  });

  it("reads no product when the dataset's version and the fill's code are those of the last complete fill", async () => {
    const { db } = current();
    await migrate(db);
    expect(await syncCatalogIndex(db, counted(docs, "v1"))).toMatchObject({ products: 30, written: 30, unchanged: false });
    const again = counted(docs, "v1");
    expect(await syncCatalogIndex(db, again)).toEqual({ products: 30, written: 0, deleted: 0, unchanged: true });
    expect(again.asked).toBe(0);
  });

  it("fills again for another dataset, or another fill code, or a source without a version", async () => {
    const { db } = current();
    await migrate(db);
    await syncCatalogIndex(db, counted(docs, "v1"));
    const fewer = docs.slice(0, -1);
    expect(await syncCatalogIndex(db, counted(fewer, "v2"))).toEqual({ products: 29, written: 0, deleted: 1, unchanged: false });
    const otherCode = counted(fewer, "v2");
    expect(await syncCatalogIndex(db, otherCode, { code: "another fill" })).toEqual({ products: 29, written: 0, deleted: 0, unchanged: true });
    expect(otherCode.asked).toBeGreaterThan(0);
    const unversioned = counted(fewer);
    await syncCatalogIndex(db, unversioned);
    await syncCatalogIndex(db, unversioned);
    expect(unversioned.asked).toBeGreaterThan(2);
  });

  it("does not take a fill cut short for a complete one", async () => {
    const { db } = current();
    await migrate(db);
    await syncCatalogIndex(db, counted(docs, "v1"));
    const failing = counted(docs.slice(0, -1), "v2");
    const read = failing.fetchUncached;
    failing.fetchUncached = (query, params) => (query.includes("$after") ? Promise.reject(new Error("Sanity down")) : read(query, params));
    await expect(syncCatalogIndex(db, failing)).rejects.toThrow("Sanity down");
    const back = counted(docs, "v1");
    await syncCatalogIndex(db, back);
    expect(back.asked).toBeGreaterThan(0);
  });
});
