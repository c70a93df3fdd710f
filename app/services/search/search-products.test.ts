import { readFileSync } from "node:fs";
import { beforeAll, expect, it } from "vitest";
import { computeFacets, type AttributeValue } from "~/domain/catalog-query";
import { withCache } from "~/services/content/cached.server";
import { parseNdjson } from "~/services/content/embedded.server";
import { createInThreadContent } from "~/services/content/testing/in-thread-content";
import { migrate } from "~/services/db/migrate.server";
import { describeEachBackend } from "~/services/db/testing/test-databases";
import type { Database } from "~/services/db/index.server";
import { syncCatalogIndex } from "./catalog-index.server";
import { closestPartNumbers, searchProducts, TIER_LIMITS, topMatches, WORDS_RANKED, type SearchQuery } from "./search-products.server";

const docs = parseNdjson(readFileSync("content/dataset.ndjson", "utf8"));
const content = () => withCache(createInThreadContent(docs), { ttlMs: 60_000 });
const products = docs.filter((d) => d._type === "product") as {
  pn: string;
  title: { en: string; es: string };
  category: { _ref: string };
  attributes?: { key: string; value: { en: string; es: string } }[];
}[];
const attributeTitles = (docs as { _type: string; isPublic?: boolean; key: string; title: { en: string } }[])
  .filter((d) => d._type === "attributeTitle" && d.isPublic === true)
  .map((d) => ({ key: d.key, title: d.title.en }));
/** A product's public attributes, as the index holds them. */
const publicAttributes = (pn: string): AttributeValue[] =>
  (products.find((p) => p.pn === pn)!.attributes ?? [])
    .filter((a) => attributeTitles.some((t) => t.key === a.key))
    .map((a) => ({ key: a.key, en: a.value.en, es: a.value.es }));

/** The seed with 2,400 more products holding a made-up word: half in the title, half in the description only. */
const QUASARS = 1_200;
const broad = (() => {
  const template = docs.find((d) => d._id === "product-GCX1111-10")!;
  const variant = (i: number, titled: boolean) => ({
    ...template,
    _id: `product-QSR-${i}`,
    pn: `QSR-${i}`,
    title: titled ? { en: `Quasar lamp ${i}`, es: `Lámpara quasar ${i}` } : { en: `Lamp ${i}`, es: `Lámpara ${i}` },
    description: { en: "A quasar of a lamp.", es: "Un quasar de lámpara." },
  });
  return [...docs, ...Array.from({ length: 2 * QUASARS }, (_, i) => variant(i, i < QUASARS))];
})();

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** The product rows a statement read (kept or filtered out), from its plan as run. */
function rowsRead(node: PlanNode): number {
  const own =
    node["Relation Name"] === "catalog_products"
      ? ((node["Actual Rows"] as number) + ((node["Rows Removed by Filter"] as number) ?? 0) + ((node["Rows Removed by Index Recheck"] as number) ?? 0)) *
        (node["Actual Loops"] as number)
      : 0;
  return (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), own);
}

/**
 * `db`, counting the product rows each statement reads. Planned as for a large catalogue: on these few thousand rows
 * a planner may read the whole table rather than use an index, whatever the statement's limits.
 */
function counting(db: Database, reads: number[]): Database {
  const query = async <T>(sql: string, params?: unknown[]) => {
    const [row] = await db.transaction(async (tx) => {
      await tx.query("SET LOCAL enable_seqscan = off");
      return tx.query<{ "QUERY PLAN": string | { Plan: PlanNode }[] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
    });
    const plan = row!["QUERY PLAN"];
    reads.push(rowsRead((typeof plan === "string" ? (JSON.parse(plan) as { Plan: PlanNode }[]) : plan)[0]!.Plan));
    return db.query<T>(sql, params);
  };
  return { ...db, query } as Database;
}

let built = 0;
beforeAll(() => {
  built = products.length;
});

describeEachBackend("the catalogue's search", (current) => {
  async function indexed() {
    const { db } = current();
    await migrate(db);
    await syncCatalogIndex(db, content());
    return db;
  }
  const ask = (q: string, over: Partial<SearchQuery> = {}) =>
    indexed().then((db) =>
      searchProducts(db, { q, lang: "en", filters: {}, categoryIds: null, attributeTitles: [{ key: "color", title: "Colour" }], page: 1, ...over }),
    );

  it("indexes every product, and writes nothing again when nothing changed", async () => {
    const { db } = current();
    await migrate(db);
    expect(await syncCatalogIndex(db, content())).toMatchObject({ products: built, written: built, deleted: 0, unchanged: false });
    expect(await syncCatalogIndex(db, content())).toEqual({ products: built, written: 0, deleted: 0, unchanged: true });
  });

  it("writes only what changed and deletes what is gone", async () => {
    const { db } = current();
    await migrate(db);
    await syncCatalogIndex(db, content());
    const edited = docs
      .filter((d) => d._id !== "product-CB-10")
      .map((d) => (d._id === "product-GCX1111-10" ? { ...d, title: { en: "Renamed black button", es: "Botón negro renombrado" } } : d));
    expect(await syncCatalogIndex(db, withCache(createInThreadContent(edited), { ttlMs: 1 }))).toEqual({
      products: built - 1,
      written: 1,
      deleted: 1,
      unchanged: false,
    });
    expect((await searchProducts(db, { q: "renamed", lang: "en", filters: {}, categoryIds: null, attributeTitles: [], page: 1 })).pns).toEqual(["GCX1111-10"]);
  });

  it.each(["GCX1111-10", "gcx1111-10", "GCX111110", "GCX1111 10", " gcx1111_10 "])("puts the exact part number first for %j", async (q) => {
    expect((await ask(q)).pns[0]).toBe("GCX1111-10");
  });

  it("ranks part numbers that start with the query before ones merely like it", async () => {
    const { pns } = await ask("GCX111");
    expect(pns.slice(0, 3).every((pn) => pn.startsWith("GCX111"))).toBe(true);
  });

  it.each([
    ["two characters swapped", "GCX1132-11", "GCX1123-11"],
    ["one character missing", "GCX113-11", "GCX1113-11"],
    ["one character extra", "GCX11233-11", "GCX1123-11"],
    ["one character wrong", "GCX1123-12", "GCX1123-11"],
  ])("finds a part number with %s, and offers the closest one", async (_, q, pn) => {
    const result = await ask(q);
    expect(result.pns.slice(0, 10)).toContain(pn);
    expect(result.suggestion).not.toBeNull();
    expect(await closestPartNumbers(current().db, q, 10)).toContain(pn);
  });

  it("offers no other part number when the one asked exists", async () => {
    expect((await ask("GCX1111-10")).suggestion).toBeNull();
  });

  it.each([
    ["en", "red mushroom"],
    ["en", "contactor 24V"],
    ["en", "Contactor 24 v"],
    ["es", "pulsador rojo"],
    ["es", "relé"],
    ["es", "rele"],
    ["es", "RELÉ"],
  ] as const)("finds every word of %s %j across title, series and attributes", async (lang, q) => {
    const result = await ask(q, { lang });
    expect(result.total, q).toBeGreaterThan(0);
  });

  it("ranks a title holding every word first: red mushroom finds red mushroom buttons", async () => {
    const { pns } = await ask("red mushroom");
    const titles = pns.slice(0, 5).map((pn) => products.find((p) => p.pn === pn)!.title.en.toLowerCase());
    expect(titles).toHaveLength(5);
    for (const title of titles) expect(title).toMatch(/mushroom.*red|red.*mushroom/);
  });

  it("reads accents the same in the index and the query", async () => {
    const [accented, plain] = await Promise.all([ask("relé", { lang: "es" }), ask("rele", { lang: "es" })]);
    expect(accented.pns).toEqual(plain.pns);
    expect(accented.total).toBeGreaterThan(0);
  });

  it("counts facets and categories over what matched, and narrows by them", async () => {
    const all = await ask("push button", { pageSize: 2000 });
    const colours = all.facets.find((f) => f.key === "color")!;
    const red = colours.values.find((v) => v.value === "Red")!;
    expect(red.count).toBeGreaterThan(0);
    const narrowed = await ask("push button", { filters: { color: ["Red"] }, pageSize: 2000 });
    expect(narrowed.total).toBe(red.count);
    expect(all.categories.reduce((sum, c) => sum + c.count, 0)).toBe(all.total);
    const [first] = all.categories;
    const inCategory = await ask("push button", { categoryIds: [first!.id], pageSize: 2000 });
    expect(inCategory.total).toBe(first!.count);
  });

  it("counts in the database what computeFacets counts over the same matches, within a category and under filters", async () => {
    const [first] = (await ask("button")).categories;
    const scope = { categoryIds: [first!.id], attributeTitles, pageSize: 2000 };
    const inScope = await ask("button", scope);
    const matches = inScope.pns.map((pn) => ({ pn, title: "", attributes: publicAttributes(pn) }));
    const colour = computeFacets(matches, { q: "", filters: {} }, attributeTitles, "en").find((f) => f.values.length > 1)!;
    const filters = { [colour.key]: [colour.values[0]!.value] };
    const narrowed = await ask("button", { ...scope, filters });
    expect(narrowed.facets).toEqual(computeFacets(matches, { q: "", filters }, attributeTitles, "en"));
    expect(narrowed.total).toBe(colour.values[0]!.count);
    expect(inScope.facets).toEqual(computeFacets(matches, { q: "", filters: {} }, attributeTitles, "en"));
  });

  it.each([
    ["en", "GCX1132-11"],
    ["en", "GCX11"],
    ["en", "push button"],
    ["es", "relé"],
  ] as const)("answers the modal's %s %j with the search page's first part numbers and total", async (lang, q) => {
    const page = await ask(q, { lang, pageSize: 8 });
    expect(await topMatches(current().db, q, lang, 8)).toEqual({ pns: page.pns, total: page.total });
  });

  it("ranks a broad word's title matches first and reads at most WORDS_RANKED of its matches, not every one", async () => {
    const { db } = current();
    await migrate(db);
    await syncCatalogIndex(db, withCache(createInThreadContent(broad), { ttlMs: 60_000 }));
    const reads: number[] = [];
    const spied = counting(db, reads);
    const page = await searchProducts(spied, { q: "quasar", lang: "en", filters: {}, categoryIds: null, attributeTitles, page: 1 });
    const modal = await topMatches(spied, "quasar", "en", 8);
    expect(page.total).toBe(TIER_LIMITS.words);
    expect(modal.total).toBe(TIER_LIMITS.words);
    for (const pn of page.pns) expect(Number(pn.slice("QSR-".length))).toBeLessThan(QUASARS);
    expect(reads).toHaveLength(2);
    for (const read of reads) expect(read).toBeLessThanOrEqual(WORDS_RANKED);
  });

  it("pages through the results", async () => {
    const first = await ask("contactor", { pageSize: 5 });
    const second = await ask("contactor", { pageSize: 5, page: 2 });
    expect(first.pns).toHaveLength(5);
    expect(second.pns.some((pn) => first.pns.includes(pn))).toBe(false);
  });

  it.each(['"quoted"', "100%", "x".repeat(3000), "a\u0000b", "<script>alert(1)</script>", "' OR 1=1 --", "\\", "(", ":*", "!&|", "", "   "])(
    "never fails on %j",
    async (q) => {
      await expect(ask(q)).resolves.toMatchObject({ total: expect.any(Number) });
    },
  );
});
