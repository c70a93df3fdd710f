/**
 * `npm run bench`: load-tests the built server on loopback with autocannon (10 connections, ~10 s a
 * target): home, a category and a product page in both languages, and a static HTML file of the
 * product page's size served by the same server, then prints requests/s, p50/p99 latency, bytes
 * per response and how the product page compares with the static file. The static file is measured
 * before and after the pages, and the ratio uses their mean, so a machine whose load drifts during the
 * run skews the ratio less; the load average is printed because other work on the machine changes
 * every figure. Each page is measured twice: as a first-time visitor without cookies gets it (from
 * the server's page cache once stored, see PAGE_CACHE_MB) and "rendered", with a cookie that makes
 * the server render every request, as a signed-in buyer or a visitor with a cart pays. Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BUILD_DIR,
 * BENCH_JSON (a file to write the results to as JSON).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";
import type { CategoryDoc, ProductDoc } from "~/services/content/types";
import { BUILD_DIR, ROOT, startBuiltServer } from "../tests/http/support/built-server";

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
}
const require = createRequire(import.meta.url);
// autocannon ships no type declarations; this is the part used here.
const autocannon = require("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

/** A cookie the shop does not know: the page stays anonymous, but the page cache must not answer it. */
const RENDER_EVERY_TIME = { Cookie: "bench=rendered" };

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_SECONDS = 2;

function ensureBuild(): void {
  if (existsSync(path.join(ROOT, BUILD_DIR, "server.js")) && existsSync(path.join(ROOT, BUILD_DIR, "index.js"))) return;
  console.log(`No build in ${BUILD_DIR}/: building…`);
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, BUILD_DIR } });
}

/** The first category and product of the embedded dataset. */
function firstDocuments(): { category: CategoryDoc; product: ProductDoc } {
  const docs = readFileSync(path.join(ROOT, "content/dataset.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _type: string });
  const category = docs.find((d): d is CategoryDoc => d._type === "category");
  const product = docs.find((d): d is ProductDoc => d._type === "product");
  if (!category || !product) throw new Error("content/dataset.ndjson has no category or no product");
  return { category, product };
}

interface Row {
  target: string;
  path: string;
  status: number;
  /** The X-Cache answer to a request made just before measuring ("-" when the server sends none). */
  cache: string;
  bytes: number;
  result: AutocannonResult;
}

async function measure(baseUrl: string, target: string, urlPath: string, headers: Record<string, string> = {}): Promise<Row> {
  await (await fetch(baseUrl + urlPath, { headers })).arrayBuffer();
  const probe = await fetch(baseUrl + urlPath, { headers });
  const bytes = (await probe.arrayBuffer()).byteLength;
  await autocannon({ url: baseUrl + urlPath, connections, duration: WARM_UP_SECONDS, headers });
  const result = await autocannon({ url: baseUrl + urlPath, connections, duration: seconds, headers });
  return { target, path: urlPath, status: probe.status, cache: probe.headers.get("x-cache") ?? "-", bytes, result };
}

function machineLoad(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} on ${cpus().length} CPUs`;
}

function printTable(rows: Row[]): void {
  const header = ["target", "path", "status", "cache", "req/s", "p50 ms", "p99 ms", "bytes", "non-2xx", "errors"];
  const lines = rows.map((r) => [
    r.target,
    r.path,
    String(r.status),
    r.cache,
    r.result.requests.average.toFixed(0),
    r.result.latency.p50.toFixed(1),
    r.result.latency.p99.toFixed(1),
    String(r.bytes),
    String(r.result.non2xx),
    String(r.result.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i < 2 || i === 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

/** Static HTML of exactly `bytes` bytes. */
function staticHtml(bytes: number): string {
  const shell = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><p></p></body></html>';
  return shell.replace("<p></p>", `<p>${"x".repeat(Math.max(0, bytes - shell.length))}</p>`);
}

ensureBuild();
const { category, product } = firstDocuments();
const staticName = `__bench-${randomBytes(4).toString("hex")}.html`;
const staticFile = path.join(ROOT, "public", staticName);
const server = await startBuiltServer({ NODE_ENV: "production", LOG_REQUESTS: "false" });
const cleanUp = () => rmSync(staticFile, { force: true });
process.once("SIGINT", () => {
  cleanUp();
  void server.stop().then(() => process.exit(130));
});

try {
  console.log(`Benchmarking ${server.url}: ${connections} connections, ${seconds} s a target (after ${WARM_UP_SECONDS} s warm-up)`);
  console.log(`Before: ${machineLoad()}\n`);
  const pages: { target: string; path: string }[] = [];
  for (const lang of ["en", "es"] as Lang[]) {
    pages.push(
      { target: `home ${lang}`, path: href("home", {}, lang) },
      { target: `category ${lang}`, path: href("category", { slug: category.slug[lang] }, lang) },
      { target: `product ${lang}`, path: href("product", { slug: product.slug[lang] }, lang) },
    );
  }
  const productPath = pages.find((p) => p.target === "product en")!.path;
  const productBytes = (await (await fetch(server.url + productPath)).arrayBuffer()).byteLength;
  writeFileSync(staticFile, staticHtml(productBytes));

  const rows: Row[] = [await measure(server.url, "static html", `/${staticName}`)];
  for (const page of pages) {
    rows.push(await measure(server.url, page.target, page.path));
    rows.push(await measure(server.url, `${page.target} rendered`, page.path, RENDER_EVERY_TIME));
  }
  rows.push(await measure(server.url, "static html", `/${staticName}`));

  printTable(rows);
  const staticRuns = rows.filter((r) => r.target === "static html").map((r) => r.result.requests.average);
  const staticRps = staticRuns.reduce((a, b) => a + b, 0) / staticRuns.length;
  console.log(`\nAfter: ${machineLoad()}`);
  console.log(`static html: ${staticRuns.map((r) => r.toFixed(0)).join(" before, ")} after; mean ${staticRps.toFixed(0)} req/s\n`);
  const ratios: Record<string, number> = {};
  for (const target of ["product en", "product es", "product en rendered", "product es rendered"]) {
    const rps = rows.find((r) => r.target === target)!.result.requests.average;
    ratios[target] = rps / staticRps;
    console.log(`${target} / static: ${(rps / staticRps).toFixed(3)} (${rps.toFixed(0)} vs ${staticRps.toFixed(0)} req/s)`);
  }
  const bad = rows.filter((r) => r.status !== 200 || r.result.non2xx > 0 || r.result.errors > 0);
  if (bad.length) console.log(`\nWarning: non-200 answers or errors for ${bad.map((r) => r.target).join(", ")}`);
  if (process.env.BENCH_JSON) {
    const results = rows.map(({ target, path, status, cache, bytes, result }) => ({
      target,
      path,
      status,
      cache,
      bytes,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    }));
    writeFileSync(
      process.env.BENCH_JSON,
      JSON.stringify({ seconds, connections, loadAverage: loadavg(), cpus: cpus().length, staticRps, ratios, results }, null, 2),
    );
  }
} finally {
  cleanUp();
  await server.stop();
}
