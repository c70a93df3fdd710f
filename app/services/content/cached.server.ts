import type { ContentService, QueryParams } from "./content.server";
import { log } from "~/services/observability/log.server";

export interface CachedContent extends ContentService {
  /**
   * Like `ContentService.fetch`; with `parse`, each upstream answer is checked (and typed) by it once,
   * when it is loaded or refreshed, and reads share the parsed value. A query text has one parser.
   */
  fetch<T>(query: string, params?: QueryParams, parse?: (raw: unknown) => T): Promise<T>;
  /**
   * Forgets every cached answer (after a revalidate call): the next read waits for fresh content. When
   * that read fails (Sanity down, a document its parser rejects), the answer from before is served
   * instead, so one bad publish never takes every page down.
   */
  clear(): void;
  /** Asks the source itself, keeping nothing: a pass over every product (the search index's fill) stays out of memory. */
  fetchUncached<T>(query: string, params?: QueryParams): Promise<T>;
}

type Entry = { at: number; value: Promise<unknown>; refreshing: boolean };

/**
 * Keeps query answers in memory for `ttlMs`, at most `maxEntries` of them (oldest dropped first).
 * Concurrent misses for the same query share one upstream call. An answer older than `ttlMs` is
 * still served while one background call refreshes it (stale-while-revalidate), so after start-up
 * no request waits on a full scan of the dataset; a failed refresh keeps the stale answer and the
 * next read tries again. An answer its parser rejects counts as a failed call, so a broken document
 * published later leaves the last good answer in place.
 */
export function withCache(
  inner: ContentService,
  { ttlMs, maxEntries = 5000, now = Date.now }: { ttlMs: number; maxEntries?: number; now?: () => number },
): CachedContent {
  const entries = new Map<string, Entry>();
  /** The answers clear() dropped, kept until a fresh one replaces each. */
  const previous = new Map<string, Promise<unknown>>();

  function store(key: string, value: Promise<unknown>): void {
    entries.delete(key);
    entries.set(key, { at: now(), value, refreshing: false });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function refresh(key: string, stale: Entry, load: () => Promise<unknown>): void {
    stale.refreshing = true;
    load().then(
      (value) => {
        // A clear() or a newer answer in the meantime wins over this one.
        if (entries.get(key) === stale) store(key, Promise.resolve(value));
      },
      (error: unknown) => {
        stale.refreshing = false;
        log.error({ err: error }, "content: refresh failed, serving the previous answer");
      },
    );
  }

  return {
    kind: inner.kind,
    fetch<T>(query: string, params: QueryParams = {}, parse?: (raw: unknown) => T): Promise<T> {
      const key = `${query}\u0000${JSON.stringify(params)}`;
      const load = (): Promise<T> => (parse ? inner.fetch<unknown>(query, params).then(parse) : inner.fetch<T>(query, params));
      const hit = entries.get(key);
      if (hit) {
        if (now() - hit.at >= ttlMs && !hit.refreshing) refresh(key, hit, load);
        return hit.value as Promise<T>;
      }
      const before = previous.get(key);
      const value = before
        ? load().then(
            (fresh) => {
              previous.delete(key);
              return fresh;
            },
            (error: unknown) => {
              log.error({ err: error }, "content: reload failed, serving the answer from before the revalidate");
              return before as Promise<T>;
            },
          )
        : load();
      store(key, value);
      const entry = entries.get(key);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    ping: () => inner.ping(),
    ...(inner.version ? { version: inner.version.bind(inner) } : {}),
    ...(inner.products ? { products: inner.products.bind(inner) } : {}),
    fetchUncached: (query, params = {}) => inner.fetch(query, params),
    clear: () => {
      for (const [key, entry] of entries) previous.set(key, entry.value);
      entries.clear();
    },
  };
}
