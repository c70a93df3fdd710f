/** autocannon runs against the built server, and the table the benchmark prints of them. */
import { createRequire } from "node:module";
import { cpus, loadavg } from "node:os";
import { printColumns } from "./table";

export interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  /** Answers per status code. */
  statusCodeStats: Record<string, { count: number }>;
}

type LoadOptions = { url: string; connections: number; duration: number; method?: "GET" | "POST"; headers?: Record<string, string>; body?: string };

const require = createRequire(import.meta.url);
// autocannon ships no type declarations; this is the part used here.
const autocannon = require("autocannon") as (options: LoadOptions) => Promise<AutocannonResult>;

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const WARM_UP_SECONDS = 2;

export interface Row {
  target: string;
  path: string;
  status: number;
  /** The X-Cache answer to a request made just before measuring ("-" when the server sends none). */
  cache: string;
  bytes: number;
  result: AutocannonResult;
}

/** One probe request (status, bytes, cache), a warm-up, then the measured run. */
export async function measure(
  baseUrl: string,
  target: string,
  urlPath: string,
  request: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string } = {},
): Promise<Row> {
  const init = { method: request.method ?? "GET", headers: request.headers ?? {}, body: request.body };
  await (await fetch(baseUrl + urlPath, init)).arrayBuffer();
  const probe = await fetch(baseUrl + urlPath, init);
  const bytes = (await probe.arrayBuffer()).byteLength;
  const options = { url: baseUrl + urlPath, connections, ...request };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds });
  return { target, path: urlPath, status: probe.status, cache: probe.headers.get("x-cache") ?? "-", bytes, result };
}

export function machineLoad(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} on ${cpus().length} CPUs`;
}

/** The rows; with `staticRps`, each row's requests per second as a share of it (the static file's ceiling). */
export function printTable(rows: Row[], staticRps?: number): void {
  const header = ["target", "path", "status", "cache", "req/s", ...(staticRps ? ["/ static"] : []), "p50 ms", "p99 ms", "bytes", "non-2xx", "errors"];
  const lines = rows.map((r) => [
    r.target,
    r.path,
    String(r.status),
    r.cache,
    r.result.requests.average.toFixed(0),
    ...(staticRps ? [(r.result.requests.average / staticRps).toFixed(3)] : []),
    r.result.latency.p50.toFixed(1),
    r.result.latency.p99.toFixed(1),
    String(r.bytes),
    String(r.result.non2xx),
    String(r.result.errors),
  ]);
  printColumns(header, lines, (i) => i < 2 || i === 3);
}

/** A row as the JSON output has it. */
export function rowJson({ target, path, status, cache, bytes, result }: Row) {
  return {
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
  };
}

/** Rows whose probe was not `status` or whose run had non-2xx answers or errors. */
export function warnAboutBadRows(rows: Row[], status = 200): void {
  const bad = rows.filter((r) => r.status !== status || r.result.non2xx > 0 || r.result.errors > 0);
  if (bad.length) console.log(`\nWarning: non-${status} answers or errors for ${bad.map((r) => r.target).join(", ")}`);
}
