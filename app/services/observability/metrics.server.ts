import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from "prom-client";

/** What the database's connections are doing: a pool's clients, or the embedded database's one connection and its queue. */
export interface DatabaseUsage {
  inUse: number;
  idle: number;
  waiting: number;
}

/** Seconds: from a cached page (well under 1 ms) to a render waiting out the queue (RENDER_QUEUE_TIMEOUT_MS). */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  // Event-loop delay (nodejs_eventloop_lag_*), heap, CPU, handles.
  collectDefaultMetrics();
  let databaseUsage: (() => DatabaseUsage) | undefined;
  return {
    requests: new Counter({ name: "http_requests_total", help: "Responses by method, route pattern and status.", labelNames: ["method", "route", "status"] }),
    duration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its response's end, by method and route pattern.",
      labelNames: ["method", "route"],
      buckets: LATENCY_BUCKETS,
    }),
    renders: new Histogram({
      name: "voltshop_render_duration_seconds",
      help: "Pages and data rendered by Remix, and how long each took.",
      buckets: LATENCY_BUCKETS,
    }),
    cacheHits: new Counter({
      name: "voltshop_page_cache_hits_total",
      help: "Pages answered without a render: from the shared page cache (fresh or stale) or an audience's template.",
      labelNames: ["kind"],
    }),
    shed: new Counter({ name: "voltshop_shed_requests_total", help: "Requests answered 503 because every render slot and the queue were taken." }),
    quotePdfRenders: new Counter({
      name: "voltshop_quote_pdf_renders_total",
      help: "Quote PDFs rendered; a quote's later downloads serve the bytes kept from its first (docs/quote.md).",
    }),
    refusals: new Counter({ name: "voltshop_rate_limit_refusals_total", help: "Requests a rate limit refused, by limit.", labelNames: ["limit"] }),
    database: new Gauge({
      name: "voltshop_db_connections",
      help: "Database connections in use, idle, and calls waiting for one (the embedded database: one connection and its queue).",
      labelNames: ["state"],
      collect() {
        const usage = databaseUsage?.();
        if (!usage) return;
        this.set({ state: "in_use" }, usage.inUse);
        this.set({ state: "idle" }, usage.idle);
        this.set({ state: "waiting" }, usage.waiting);
      },
    }),
    /** Where the database gauge reads from, once the database is open. */
    observeDatabase(usage: () => DatabaseUsage) {
      databaseUsage = usage;
    },
  };
}

const PROCESS_METRICS = Symbol.for("voltshop.metrics");

/**
 * The process's metrics in prom-client's default registry. The server bundle and the app build each hold a
 * copy of this module; both reach these, since a metric name may be registered once.
 */
export function metrics(): ReturnType<typeof createMetrics> {
  const holder = globalThis as { [PROCESS_METRICS]?: ReturnType<typeof createMetrics> };
  return (holder[PROCESS_METRICS] ??= createMetrics());
}

/** The text a Prometheus server scrapes, and its content type. */
export async function exposition(): Promise<{ contentType: string; body: string }> {
  metrics();
  return { contentType: register.contentType, body: await register.metrics() };
}
