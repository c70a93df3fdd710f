/**
 * The search index (docs/search.md) in process: filled from the seed catalogue (content/dataset.ndjson) and from each
 * dataset in BENCH_DATASET (a comma list, e.g. a generated 50,000-product one), then per engine: each query alone,
 * the search page's query (facets, one page) at BENCH_CONNECTIONS concurrent searches for BENCH_SECONDS, and the
 * search modal's lighter query the same way, over a mix of exact, mistyped and partial part numbers and English and
 * Spanish words, broad and narrow. PGlite always (in a temporary directory); PostgreSQL too when TEST_DATABASE_URL is
 * set (`bash scripts/with-postgres.sh npm run bench`), through a pool of BENCH_CONNECTIONS connections.
 * The pool's connections are opened and each load's statements run once at that concurrency, untimed, before the
 * load is timed. Every search is a real one: no answer is cached. Targets: search p99 ≤ 25 ms, the modal's answer p99 ≤ 50 ms.
 * The engine's floor is printed beside them: `SELECT 1` alone and at BENCH_CONNECTIONS concurrent (PGlite runs one
 * statement at a time, so ten concurrent searches wait for each other whatever the query). An engine that fails
 * (PGlite 0.2 can abort in a long run) is reported and the others still print.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { withCache } from "~/services/content/cached.server";
import { parseNdjson } from "~/services/content/embedded.server";
import { createInThreadContent } from "~/services/content/testing/in-thread-content";
import type { Database } from "~/services/db/database.server";
import { migrate } from "~/services/db/migrate.server";
import { createPgliteDatabase } from "~/services/db/pglite.server";
import { createPostgresDatabase } from "~/services/db/postgres.server";
import { syncCatalogIndex } from "~/services/search/catalog-index.server";
import { searchProducts, topMatches, type SearchQuery } from "~/services/search/search-products.server";
import { ROOT } from "../../tests/http/support/built-server";
import { connections, seconds } from "./load";
import { percentile } from "./median";
import { printColumns } from "./table";

export const SEARCH_TARGET_P99_MS = 25;
export const MODAL_TARGET_P99_MS = 50;

/** What buyers type: exact, lower-case and unseparated part numbers, a swapped pair, a prefix, words in both languages. */
const QUERIES: Pick<SearchQuery, "q" | "lang">[] = [
  { q: "GCX1111-10", lang: "en" },
  { q: "gcx111110", lang: "en" },
  { q: "GCX1132-11", lang: "en" },
  { q: "GCX11", lang: "en" },
  { q: "WDS-1X1", lang: "en" },
  { q: "red mushroom", lang: "en" },
  { q: "contactor 24V", lang: "en" },
  { q: "push button", lang: "en" },
  { q: "pulsador rojo", lang: "es" },
  { q: "relé", lang: "es" },
  { q: "canaleta", lang: "es" },
  { q: "terminal", lang: "en" },
  { q: "contactor", lang: "en" },
  { q: "relay", lang: "en" },
  { q: "rojo", lang: "es" },
];

/** How many products the modal lists (search-page.server.ts). */
const MODAL_ITEMS = 8;

type Times = { p50Ms: number; p99Ms: number; maxMs: number };
export type SearchFigures = {
  catalogue: string;
  engine: string;
  products: number;
  fillMs: number;
  floor: { aloneMs: number; loadedP99Ms: number };
  alone: Times;
  page: Times;
  modal: Times;
};

const round = (ms: number) => Math.round(ms * 10) / 10;

function timesOf(times: number[]): Times {
  times.sort((a, b) => a - b);
  return { p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)), maxMs: round(times[times.length - 1] ?? 0) };
}

/** `search` over the queries at `parallel` concurrent searches for the bench's seconds. */
async function underLoad(parallel: number, search: (query: (typeof QUERIES)[number]) => Promise<unknown>): Promise<Times> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < until) {
        const query = QUERIES[next++ % QUERIES.length]!;
        const at = performance.now();
        await search(query);
        times.push(performance.now() - at);
      }
    }),
  );
  return timesOf(times);
}

/**
 * `SELECT 1`: its median alone and its p99 in rounds of `parallel` concurrent (41 of each), the least any search costs.
 * A fixed count, not a duration: PGlite 0.2 aborted here in runs with thousands more statements (perhaps
 * electric-sql/pglite#779, a leak per statement).
 */
async function floorOf(db: Database, parallel: number): Promise<SearchFigures["floor"]> {
  const timed = async () => {
    const at = performance.now();
    await db.query("SELECT 1");
    return performance.now() - at;
  };
  const alone: number[] = [];
  const loaded: number[] = [];
  for (let round = 0; round < 41; round++) {
    alone.push(await timed());
    loaded.push(...(await Promise.all(Array.from({ length: parallel }, timed))));
  }
  return { aloneMs: timesOf(alone).p50Ms, loadedP99Ms: timesOf(loaded).p99Ms };
}

/**
 * Each of `parallel` concurrent callers runs `search` over every query once, untimed: on PostgreSQL each of the pool's
 * connections has then run these statements once (a new backend first fills its catalogue caches), as in a server that
 * has been serving, so the timed rounds measure the query and not a connection's first use.
 */
async function warmedUp(parallel: number, search: (query: (typeof QUERIES)[number]) => Promise<unknown>): Promise<void> {
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (const query of QUERIES) await search(query);
    }),
  );
}

async function measure(catalogue: string, engine: string, db: Database, docs: Record<string, unknown>[]): Promise<SearchFigures> {
  await migrate(db);
  const started = performance.now();
  const { products } = await syncCatalogIndex(db, withCache(createInThreadContent(docs), { ttlMs: 3_600_000 }));
  const fillMs = performance.now() - started;
  // The search page's query: the public attributes' facets, the first page.
  const attributeTitles = (docs as { _type: string; isPublic?: boolean; key: string; title: { en: string } }[])
    .filter((d) => d._type === "attributeTitle" && d.isPublic === true)
    .map((d) => ({ key: d.key, title: d.title.en }));
  const page = ({ q, lang }: (typeof QUERIES)[number]) => searchProducts(db, { q, lang, filters: {}, categoryIds: null, attributeTitles, page: 1 });
  const modal = ({ q, lang }: (typeof QUERIES)[number]) => topMatches(db, q, lang, MODAL_ITEMS);
  // The pool's connections all opened before anything is timed: the passes before the load use one, and a pool opens
  // the others only when that many statements run at once, inside the timed rounds (pg's TCP connect and start-up).
  await Promise.all(Array.from({ length: connections }, () => db.query("SELECT 1")));
  for (const query of QUERIES) await page(query);
  const alone: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    for (const query of QUERIES) {
      const at = performance.now();
      await page(query);
      alone.push(performance.now() - at);
    }
  }
  const floor = await floorOf(db, connections);
  await warmedUp(connections, page);
  const loadedPage = await underLoad(connections, page);
  await warmedUp(connections, modal);
  const loadedModal = await underLoad(connections, modal);
  return { catalogue, engine, products, fillMs: Math.round(fillMs), floor, alone: timesOf(alone), page: loadedPage, modal: loadedModal };
}

async function onPglite(catalogue: string, docs: Record<string, unknown>[]): Promise<SearchFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-search-"));
  const db = await createPgliteDatabase(dir);
  try {
    return await measure(catalogue, "PGlite", db, docs);
  } finally {
    // PGlite 0.2 can abort in its shutdown after a 50,000-product fill: the figures are measured by then, keep them.
    await db.close().catch((error: unknown) => console.warn(`PGlite: closing failed (${String(error)})`));
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string, catalogue: string, docs: Record<string, unknown>[]): Promise<SearchFigures> {
  const name = `bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = createPostgresDatabase(target.href, { max: connections });
  try {
    return await measure(catalogue, "PostgreSQL", db, docs);
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** One engine's figures, or why there are none: an engine that fails leaves the others' rows. */
async function measured(figures: SearchFigures[], engine: string, run: () => Promise<SearchFigures>): Promise<void> {
  try {
    figures.push(await run());
  } catch (error) {
    console.error(`${engine}: the search bench failed (${String(error)})`);
  }
}

export async function benchSearch(): Promise<SearchFigures[]> {
  const files = [path.join(ROOT, "content/dataset.ndjson"), ...(process.env.BENCH_DATASET ?? "").split(",").filter((file) => file.trim() !== "")];
  const url = process.env.TEST_DATABASE_URL;
  console.log(`Search: ${files.join(", ")}; each query alone, then ${connections} concurrent searches for ${seconds} s, per engine\n`);
  const figures: SearchFigures[] = [];
  for (const [i, file] of files.entries()) {
    const docs = parseNdjson(readFileSync(file, "utf8"));
    const catalogue = i === 0 ? "seed" : path.basename(file);
    await measured(figures, "PGlite", () => onPglite(catalogue, docs));
    if (url) await measured(figures, "PostgreSQL", () => onPostgres(url, catalogue, docs));
  }
  const goal = (ms: number, target: number) => (ms <= target ? "met" : "MISSED");
  printColumns(
    [
      "catalogue",
      "engine",
      "products",
      "fill",
      "SELECT 1",
      `SELECT 1 ×${connections} p99`,
      "alone p50",
      "alone max",
      "page p50",
      "page p99",
      `≤ ${SEARCH_TARGET_P99_MS} ms`,
      `modal p50`,
      `modal p99`,
      `≤ ${MODAL_TARGET_P99_MS} ms`,
    ],
    figures.map((f) => [
      f.catalogue,
      f.engine,
      String(f.products),
      `${(f.fillMs / 1000).toFixed(1)} s`,
      String(f.floor.aloneMs),
      String(f.floor.loadedP99Ms),
      String(f.alone.p50Ms),
      String(f.alone.maxMs),
      String(f.page.p50Ms),
      String(f.page.p99Ms),
      goal(f.page.p99Ms, SEARCH_TARGET_P99_MS),
      String(f.modal.p50Ms),
      String(f.modal.p99Ms),
      goal(f.modal.p99Ms, MODAL_TARGET_P99_MS),
    ]),
    (column) => column < 2,
  );
  console.log("");
  return figures;
}
