import type { HeadersFunction } from "@remix-run/node";

/**
 * Every Cache-Control the shop sends, by name. Pages that are the same for every anonymous visitor are
 * public (the in-process page cache and any CDN may keep them); anything that depends on who is asking
 * (a signed-in buyer's prices or name, a cart, a toast) is personal and never stored.
 */
export const CACHE = {
  /** Catalogue and editorial pages for visitors without a session or cart. */
  publicPage: "public, max-age=60, stale-while-revalidate=600",
  /** Sitemaps: regenerated rarely, read by crawlers. */
  sitemap: "public, max-age=300, stale-while-revalidate=3600",
  /** Answers of the public calls that are the same for every caller (a public price list). */
  publicApi: "public, max-age=300, stale-while-revalidate=3600",
  /** The icon set: changes only with a deploy, but its URL carries no build fingerprint. */
  iconSet: "public, max-age=86400, stale-while-revalidate=604800",
  /** robots.txt and the files under public/ other than the build. */
  publicFile: "public, max-age=3600",
  /** Fingerprinted build assets under /build. */
  immutableAsset: "public, max-age=31536000, immutable",
  /** Pages and data that belong to one visitor. */
  personalPage: "private, no-store",
  /** Redirects, API answers, health checks and errors: never kept anywhere. */
  noStore: "no-store",
} as const;

export type CachePolicy = (typeof CACHE)[keyof typeof CACHE];

/** Is the answer personal (wins over a page's public policy)? */
export function isPersonal(cacheControl: string | null | undefined): boolean {
  return Boolean(cacheControl?.includes("no-store"));
}

/** `headers` export of a page whose loader chose its policy: that policy, and errors never cached (a refusal's Retry-After kept). */
export const loaderCachePolicy: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (!errorHeaders) return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE.personalPage };
  const retryAfter = errorHeaders.get("Retry-After");
  return { "Cache-Control": CACHE.noStore, ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

/** `headers` export of a personal page; a refused post's Retry-After goes with it. */
export const personalPageHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": CACHE.personalPage });
  // A refused post (a limit reached, a service down for a moment) says when to try again.
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** `headers` export of public content pages; keeps a `Vary` the loader set, never caches errors. */
export const publicPageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return { "Cache-Control": CACHE.noStore };
  const headers = new Headers({ "Cache-Control": CACHE.publicPage });
  const vary = loaderHeaders.get("Vary");
  if (vary) headers.set("Vary", vary);
  return headers;
};
