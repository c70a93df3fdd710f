/**
 * `npm run bench`: the parts below, all by default, or those named in BENCH_ONLY (a comma list; `quote` means both
 * quote parts):
 * - `pages`: the built server's pages under load with autocannon, anonymous, rendered and signed in as a buyer of
 *   each price list (scripts/bench/pages.ts);
 * - `pricing`: a 500-line cart priced in process, mean and p99 per cart (scripts/bench/pricing.ts);
 * - `quote-api`: POST /api/public/quote with a 20-line body under load (scripts/bench/quote-api.ts);
 * - `quote-pdf`: the cart page's quote PDF of a 200-line cart made and fetched, medians and bytes
 *   (scripts/bench/quote-pdf.ts; BENCH_QUOTE_PDF_RUNS);
 * - `load`: 200 connections for 60 s on a mix of pages and cart posts, /healthz latency meanwhile, and every
 *   acknowledged cart post read back (scripts/bench/load-mix.ts; BENCH_LOAD_SECONDS, BENCH_LOAD_CONNECTIONS);
 * - `js`: each page's initial JavaScript in the build, files, KB gzipped and KB sent (Brotli), and the pages over
 *   the budget (scripts/js-budget/);
 * - `search`: the search index filled from a dataset and searched at BENCH_CONNECTIONS concurrent searches, on PGlite
 *   and (with TEST_DATABASE_URL) PostgreSQL (scripts/bench/search.ts; the seed catalogue and each dataset in BENCH_DATASET, a comma list);
 * - `lighthouse`: Lighthouse's mobile audit of home, category, product, cart and login in both languages, with
 *   Debian's chromium, three runs a page: the medians, and whether home, category and product reach performance 0.98
 *   (scripts/bench/lighthouse.ts);
 * - `quick-order`: a 1,000-line quick order posted without JavaScript to the built server, until the cart page answers,
 *   median of BENCH_QUICK_ORDER_RUNS runs (default 7; scripts/bench/quick-order.ts);
 * - `main-thread`: the same goal pages loaded BENCH_MAIN_THREAD_RUNS times (default 7) in chromium at 4× CPU
 *   slowdown, medians of long tasks, blocking time, layout, style and script time, elements and HTML bytes
 *   (scripts/bench/main-thread.ts), steady enough on a busy machine to compare two builds;
 * - `price-file`: the whole catalogue's price file downloaded anonymously and as a buyer: records, seconds and the
 *   server's peak memory (scripts/bench/price-file.ts);
 * - `two-servers`: a signed-in buyer's orders page through nginx in front of two servers on one PostgreSQL, against
 *   one of them alone, with how busy the CPUs were (scripts/bench/two-servers.ts; needs nginx, PostgreSQL and Redis).
 * The server parts build when there is no build and start the built server on loopback (production, request log
 * off, temporary DATA_DIR), 10 connections for ~10 s a target. The load average is printed because other work on
 * the machine changes every figure. Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_PRICING_ITERATIONS (default 2000), BUILD_DIR, BENCH_JSON (a file to write the results to as JSON).
 * Example: `BENCH_ONLY=quote npm run bench`.
 */
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { BUILD_DIR, ROOT, startBuiltServer } from "../tests/http/support/built-server";
import { ensureBuild } from "./bench/ensure-build";
import { connections, machineLoad, seconds, WARM_UP_SECONDS } from "./bench/load";
import { benchLighthouse } from "./bench/lighthouse";
import { benchLoadMix } from "./bench/load-mix";
import { benchMainThread } from "./bench/main-thread";
import { benchPages } from "./bench/pages";
import { benchPriceFile } from "./bench/price-file";
import { benchPricing } from "./bench/pricing";
import { benchQuickOrder } from "./bench/quick-order";
import { benchQuoteApi } from "./bench/quote-api";
import { benchQuotePdf } from "./bench/quote-pdf";
import { benchSearch } from "./bench/search";
import { benchTwoServers } from "./bench/two-servers";
import { formatTable, JS_BUDGET, overBudget } from "./js-budget/budget";
import { measureBuild } from "./js-budget/measure-build";

const PARTS = [
  "pages",
  "pricing",
  "quote-api",
  "quote-pdf",
  "quick-order",
  "search",
  "lighthouse",
  "main-thread",
  "price-file",
  "load",
  "two-servers",
  "js",
] as const;
type Part = (typeof PARTS)[number];
const ALIASES: Record<string, readonly Part[]> = { quote: ["pricing", "quote-api"] };

function partsToRun(only: string | undefined): Set<Part> {
  if (!only) return new Set(PARTS);
  const parts = new Set<Part>();
  for (const name of only.split(",").map((part) => part.trim())) {
    const named = ALIASES[name] ?? PARTS.filter((part) => part === name);
    if (named.length === 0) throw new Error(`BENCH_ONLY: unknown part "${name}" (parts: ${[...PARTS, ...Object.keys(ALIASES)].join(", ")})`);
    for (const part of named) parts.add(part);
  }
  return parts;
}

const parts = partsToRun(process.env.BENCH_ONLY);
const results: Record<string, unknown> = {};
console.log(`Before: ${machineLoad()}\n`);

if (parts.has("pricing")) results.pricing = benchPricing();
if (parts.has("search")) results.search = await benchSearch();

if (parts.has("js")) {
  ensureBuild();
  const pages = measureBuild(ROOT, BUILD_DIR);
  results.js = pages;
  const problems = overBudget(pages, JS_BUDGET);
  console.log(`Initial JavaScript per page (${BUILD_DIR})\n\n${formatTable(pages)}\n`);
  console.log(problems.length === 0 ? "Every page is within the budget.\n" : `Over the budget:\n${problems.map((line) => `  ${line}`).join("\n")}\n`);
}

const SERVER_PARTS: readonly Part[] = ["pages", "quote-api", "quote-pdf", "quick-order", "lighthouse", "main-thread", "price-file", "load"];
if (SERVER_PARTS.some((part) => parts.has(part))) {
  ensureBuild();
  // The quote API part measures pricing, not the per-IP limit every request from this one address would reach.
  // A new DATA_DIR: the server fills its catalogue index before it is ready, 80 s for 50,000 products on a quiet machine.
  const server = await startBuiltServer({ NODE_ENV: "production", LOG_REQUESTS: "false", PUBLIC_API_RATE_LIMIT_FACTOR: "100000" }, 300_000);
  process.once("SIGINT", () => void server.stop().then(() => process.exit(130)));
  try {
    if (parts.has("pages") || parts.has("quote-api")) {
      console.log(`\nBenchmarking ${server.url}: ${connections} connections, ${seconds} s a target (after ${WARM_UP_SECONDS} s warm-up)\n`);
    }
    if (parts.has("quote-api")) results.quoteApi = await benchQuoteApi(server.url);
    if (parts.has("quote-pdf")) results.quotePdf = await benchQuotePdf(server.url);
    if (parts.has("quick-order")) results.quickOrder = await benchQuickOrder(server.url);
    if (parts.has("pages")) results.pages = await benchPages(server);
    if (parts.has("lighthouse")) results.lighthouse = await benchLighthouse(server.url);
    if (parts.has("main-thread")) results.mainThread = await benchMainThread(server.url);
    if (parts.has("price-file")) results.priceFile = await benchPriceFile(server);
    // Last: its 200 connections would disturb the figures of the parts above.
    if (parts.has("load")) results.load = await benchLoadMix(server.url);
  } finally {
    await server.stop();
  }
}

// A stack of its own (two servers, nginx, PostgreSQL, Redis), once the single server above has stopped.
if (parts.has("two-servers")) {
  ensureBuild();
  results.twoServers = await benchTwoServers();
}

console.log(`\nAfter: ${machineLoad()}`);
if (process.env.BENCH_JSON) {
  writeFileSync(process.env.BENCH_JSON, JSON.stringify({ seconds, connections, loadAverage: loadavg(), cpus: cpus().length, ...results }, null, 2));
}
