/**
 * What a shared cache (RFC 9111) may do with a request and a response: the rules the in-process page
 * cache follows, kept free of I/O so they can be tested exhaustively.
 */

/** Reads one header by name, case-insensitively, as `Headers#get` does. */
export type HeaderReader = (name: string) => string | null;

/** Cache-Control directives by lower-case name; a directive without a value maps to `true`. */
export function parseCacheControl(value: string | null): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  for (const part of (value ?? "").split(",")) {
    const [rawName, ...rest] = part.split("=");
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    const raw = rest.join("=").trim();
    directives.set(name, rest.length === 0 ? true : raw.replace(/^"(.*)"$/, "$1"));
  }
  return directives;
}

function seconds(value: string | true | undefined): number | null {
  if (typeof value !== "string" || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * Only anonymous reads are answered from the cache: a request with credentials (a cookie or an
 * Authorization header) may be personal, whatever the page would say about itself.
 */
export function isSharedCacheRequest(method: string, header: HeaderReader): boolean {
  return (method === "GET" || method === "HEAD") && header("cookie") === null && header("authorization") === null;
}

/** Header names the response varies on, lower case; `["*"]` when it varies on everything. */
export function varyNames(header: HeaderReader): string[] {
  const names = (header("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(names)].sort();
}

/**
 * How many seconds a shared cache may keep this response, 0 when it must not store it at all: only
 * a 200 that says `public` (or gives `s-maxage`), sets no cookie, is not `private`, `no-store` or
 * `no-cache`, and does not vary on everything. `s-maxage` wins over `max-age`.
 */
export function sharedTtlSeconds(status: number, header: HeaderReader): number {
  if (status !== 200 || header("set-cookie") !== null) return 0;
  const directives = parseCacheControl(header("cache-control"));
  if (directives.has("private") || directives.has("no-store") || directives.has("no-cache")) return 0;
  const shared = seconds(directives.get("s-maxage"));
  if (!directives.has("public") && shared === null) return 0;
  if (varyNames(header).includes("*")) return 0;
  return Math.max(0, shared ?? seconds(directives.get("max-age")) ?? 0);
}

/** How long past its freshness a stored response may still be served while a fresh one is fetched. */
export function staleWhileRevalidateSeconds(header: HeaderReader): number {
  return seconds(parseCacheControl(header("cache-control")).get("stale-while-revalidate")) ?? 0;
}

/** The part of a cache key that tells variants apart: the request's values of the varied headers. */
export function variantKey(names: readonly string[], header: HeaderReader): string {
  return names.map((name) => `${name}:${header(name) ?? ""}`).join("\n");
}

/** Adds `name` to the response's Vary header unless it is already there. */
export function addVary(headers: Headers, name: string): void {
  if (varyNames((n) => headers.get(n)).includes(name.toLowerCase())) return;
  headers.append("Vary", name);
}
