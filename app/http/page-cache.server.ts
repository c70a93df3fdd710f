import { Buffer } from "node:buffer";
import { sharedTtlSeconds, staleWhileRevalidateSeconds, variantKey, varyNames, type HeaderReader } from "./shared-cache-rules";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The body split at every occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  storedAt: number;
  expiresAt: number;
  /** Until then an expired page is still served while a fresh one is rendered (stale-while-revalidate). */
  staleUntil: number;
  bytes: number;
}

export interface PageCache {
  /** The page stored for this URL and the request's varied headers, if any; `stale` once it has expired. */
  lookup(url: string, header: HeaderReader): { page: CachedPage; ageSeconds: number; stale: boolean } | undefined;
  /** Keeps the response when a shared cache may, and says whether it did; one it may not keep drops the copy it replaces. */
  store(url: string, requestHeader: HeaderReader, response: { status: number; headers: Headers }, body: Buffer, nonce: string): boolean;
  /** The stored body with this response's own CSP nonce wherever the original one was. */
  body(page: CachedPage, nonce: string): Buffer;
  /** Forgets every page (content was revalidated). */
  purge(): void;
  size(): { pages: number; bytes: number };
}

// Connection-level or per-response headers that must not be replayed from a stored response.
const NOT_REPLAYED = new Set(["connection", "keep-alive", "transfer-encoding", "date", "age", "content-length"]);

/** Query strings of one path a shared cache keeps pages for: random ones (cache busting) must not evict the pages visitors use. */
export const MAX_QUERIES_PER_PATH = 16;

const pathOf = (url: string) => url.split("?", 1)[0]!;

/**
 * An in-process shared cache of whole responses, bounded by `maxBytes` (least recently used first
 * out) and by MAX_QUERIES_PER_PATH URLs a path. It stores what `sharedTtlSeconds` allows for as long as it allows, keyed by URL and the
 * values of the headers the response varies on. Pages carry a per-request CSP nonce, so a page is
 * kept cut at its nonce and each hit is joined with the new response's nonce: nonces are never reused.
 */
export function createPageCache({ maxBytes, now = Date.now }: { maxBytes: number; now?: () => number }): PageCache {
  const pages = new Map<string, CachedPage>();
  // The vary names last seen for a URL, with how many stored pages use that URL.
  const varyByUrl = new Map<string, { names: string[]; pages: number }>();
  // How many URLs of each path have pages stored.
  const urlsByPath = new Map<string, number>();
  let bytes = 0;

  const keyOf = (url: string, names: readonly string[], header: HeaderReader) => `${url}\u0000${variantKey(names, header)}`;
  const urlOf = (key: string) => key.slice(0, key.indexOf("\u0000"));

  function remove(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
    const url = urlOf(key);
    const vary = varyByUrl.get(url);
    if (vary && --vary.pages <= 0) {
      varyByUrl.delete(url);
      const path = pathOf(url);
      const urls = (urlsByPath.get(path) ?? 1) - 1;
      if (urls > 0) urlsByPath.set(path, urls);
      else urlsByPath.delete(path);
    }
  }

  return {
    lookup(url, header) {
      const vary = varyByUrl.get(url);
      if (!vary) return undefined;
      const key = keyOf(url, vary.names, header);
      const page = pages.get(key);
      if (!page) return undefined;
      const at = now();
      if (at >= page.staleUntil) {
        remove(key);
        return undefined;
      }
      // Re-inserting keeps the map in least-recently-used order.
      pages.delete(key);
      pages.set(key, page);
      return { page, ageSeconds: Math.floor((at - page.storedAt) / 1000), stale: at >= page.expiresAt };
    },

    store(url, requestHeader, response, body, nonce) {
      const responseHeader: HeaderReader = (name) => response.headers.get(name);
      const ttl = sharedTtlSeconds(response.status, responseHeader);
      const newUrlOfFullPath = !varyByUrl.has(url) && (urlsByPath.get(pathOf(url)) ?? 0) >= MAX_QUERIES_PER_PATH;
      if (ttl <= 0 || body.byteLength > maxBytes || newUrlOfFullPath) {
        const kept = varyByUrl.get(url);
        if (kept) remove(keyOf(url, kept.names, requestHeader));
        return false;
      }
      const names = varyNames(responseHeader);
      const key = keyOf(url, names, requestHeader);
      remove(key);
      const vary = varyByUrl.get(url);
      // A URL whose vary names changed starts over: old variants would be looked up with the wrong key.
      if (vary && vary.names.join() !== names.join()) {
        for (const old of [...pages.keys()]) if (urlOf(old) === url) remove(old);
      }
      const text = body.toString("utf8");
      const parts = (nonce ? text.split(nonce) : [text]).map((part) => Buffer.from(part, "utf8"));
      const headers = [...response.headers].filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase()));
      const storedAt = now();
      const expiresAt = storedAt + ttl * 1000;
      const staleUntil = expiresAt + staleWhileRevalidateSeconds(responseHeader) * 1000;
      pages.set(key, { status: response.status, headers, parts, storedAt, expiresAt, staleUntil, bytes: body.byteLength });
      bytes += body.byteLength;
      const current = varyByUrl.get(url);
      if (current) current.pages += 1;
      else {
        varyByUrl.set(url, { names, pages: 1 });
        urlsByPath.set(pathOf(url), (urlsByPath.get(pathOf(url)) ?? 0) + 1);
      }
      while (bytes > maxBytes) remove(pages.keys().next().value as string);
      return true;
    },

    body(page, nonce) {
      if (page.parts.length === 1) return page.parts[0]!;
      const glue = Buffer.from(nonce, "utf8");
      return Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part])));
    },

    purge() {
      pages.clear();
      varyByUrl.clear();
      urlsByPath.clear();
      bytes = 0;
    },

    size: () => ({ pages: pages.size, bytes }),
  };
}
