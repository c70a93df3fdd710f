import type { ContentService, QueryParams } from "./content.server";

export interface CachedContent extends ContentService {
  /** Forgets every cached answer (after a revalidate call): the next read waits for fresh content. */
  clear(): void;
}

type Entry = { at: number; value: Promise<unknown>; refreshing: boolean };

/**
 * Keeps query answers in memory for `ttlMs`, at most `maxEntries` of them (oldest dropped first).
 * Concurrent misses for the same query share one upstream call. An answer older than `ttlMs` is
 * still served while one background call refreshes it (stale-while-revalidate), so after start-up
 * no request waits on a full scan of the dataset; a failed refresh keeps the stale answer and the
 * next read tries again.
 */
export function withCache(
  inner: ContentService,
  { ttlMs, maxEntries = 5000, now = Date.now }: { ttlMs: number; maxEntries?: number; now?: () => number },
): CachedContent {
  const entries = new Map<string, Entry>();

  function store(key: string, value: Promise<unknown>): void {
    entries.delete(key);
    entries.set(key, { at: now(), value, refreshing: false });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function refresh(key: string, stale: Entry, query: string, params: QueryParams): void {
    stale.refreshing = true;
    inner.fetch(query, params).then(
      (value) => {
        // A clear() or a newer answer in the meantime wins over this one.
        if (entries.get(key) === stale) store(key, Promise.resolve(value));
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  return {
    kind: inner.kind,
    fetch<T>(query: string, params: QueryParams = {}): Promise<T> {
      const key = `${query}\u0000${JSON.stringify(params)}`;
      const hit = entries.get(key);
      if (hit) {
        if (now() - hit.at >= ttlMs && !hit.refreshing) refresh(key, hit, query, params);
        return hit.value as Promise<T>;
      }
      const value = inner.fetch<T>(query, params);
      store(key, value);
      const entry = entries.get(key);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    ping: () => inner.ping(),
    clear: () => entries.clear(),
  };
}
