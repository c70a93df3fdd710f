import type { ContentService, QueryParams } from "./content.server";

export interface CachedContent extends ContentService {
  /** Forgets every cached answer (after a revalidate call). */
  clear(): void;
}

/**
 * Keeps query answers in memory for `ttlMs`, at most `maxEntries` of them (oldest dropped first).
 * Concurrent misses for the same query share one upstream call.
 */
export function withCache(
  inner: ContentService,
  { ttlMs, maxEntries = 5000, now = Date.now }: { ttlMs: number; maxEntries?: number; now?: () => number },
): CachedContent {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    kind: inner.kind,
    fetch<T>(query: string, params: QueryParams = {}): Promise<T> {
      const key = `${query}\u0000${JSON.stringify(params)}`;
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
      const value = inner.fetch<T>(query, params);
      entries.delete(key);
      entries.set(key, { at: now(), value });
      value.catch(() => entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    ping: () => inner.ping(),
    clear: () => entries.clear(),
  };
}
