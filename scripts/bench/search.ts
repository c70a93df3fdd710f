/**
 * The search index (docs/search.md) in process: filling it from a dataset (BENCH_DATASET, default the committed
 * content/dataset.ndjson; a generated 50,000-product one for scale), then the search query itself at
 * BENCH_CONNECTIONS concurrent searches for BENCH_SECONDS, over a mix of exact, mistyped and partial part
 * numbers and English and Spanish words: p50, p99 and max per engine. PGlite always (in a temporary directory);
 * PostgreSQL too when TEST_DATABASE_URL is set (`bash scripts/with-postgres.sh npm run bench`).
 * Targets: search p99 ≤ 25 ms, the modal's answer p99 ≤ 50 ms.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { withCache } from "~/services/content/cached.server";
import { createInThreadContent } from "~/services/content/testing/in-thread-content";
import { parseNdjson } from "~/services/content/embedded.server";
import type { Database } from "~/services/db/database.server";
import { migrate } from "~/services/db/migrate.server";
import { createPgliteDatabase } from "~/services/db/pglite.server";
import { createPostgresDatabase } from "~/services/db/postgres.server";
import { syncCatalogIndex } from "~/services/search/catalog-index.server";
import { searchProducts, type SearchQuery } from "~/services/search/search-products.server";
import { ROOT } from "../../tests/http/support/built-server";
import { connections, seconds } from "./load";
import { percentile } from "./median";

export const SEARCH_TARGET_P99_MS = 25;

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
];

type EngineFigures = { engine: string; products: number; fillMs: number; searches: number; p50Ms: number; p99Ms: number; maxMs: number };

async function measure(engine: string, db: Database, docs: Record<string, unknown>[]): Promise<EngineFigures> {
  await migrate(db);
  const started = performance.now();
  const { products } = await syncCatalogIndex(db, withCache(createInThreadContent(docs), { ttlMs: 3_600_000 }));
  const fillMs = performance.now() - started;
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const { q, lang } = QUERIES[next++ % QUERIES.length]!;
        const at = performance.now();
        await searchProducts(db, { q, lang, filters: {}, categoryIds: null, attributeTitles: [], page: 1 });
        times.push(performance.now() - at);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    engine,
    products,
    fillMs: Math.round(fillMs),
    searches: times.length,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times[times.length - 1] ?? 0),
  };
}

export async function benchSearch(): Promise<EngineFigures[]> {
  const file = process.env.BENCH_DATASET ?? path.join(ROOT, "content/dataset.ndjson");
  const docs = parseNdjson(readFileSync(file, "utf8"));
  console.log(`Search: ${file}, ${connections} concurrent searches for ${seconds} s an engine\n`);
  const figures: EngineFigures[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), "bench-search-"));
  const pglite = await createPgliteDatabase(dir);
  try {
    figures.push(await measure("PGlite", pglite, docs));
  } finally {
    await pglite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `bench_search_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const postgres = createPostgresDatabase(target.href, { max: connections });
    try {
      figures.push(await measure("PostgreSQL", postgres, docs));
    } finally {
      await postgres.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  console.log("engine      products   fill      searches   p50 ms   p99 ms   max ms   goal (p99 ≤ 25 ms)");
  for (const f of figures) {
    const goal = f.p99Ms <= SEARCH_TARGET_P99_MS ? "met" : "MISSED";
    console.log(
      `${f.engine.padEnd(11)} ${String(f.products).padStart(8)}   ${`${(f.fillMs / 1000).toFixed(1)} s`.padStart(7)}   ${String(f.searches).padStart(8)}   ${String(f.p50Ms).padStart(6)}   ${String(f.p99Ms).padStart(6)}   ${String(f.maxMs).padStart(6)}   ${goal}`,
    );
  }
  console.log("");
  return figures;
}
