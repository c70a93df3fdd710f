/**
 * How a sitemap is cut into files within the protocol's limits (sitemaps.org): at most 50,000 URLs and
 * 50 MB (52,428,800 bytes, uncompressed) per file. Pure: it sees only each URL element's size.
 */

/** The order of a sitemap's documents of one type: by their English path. */
export const comparePaths = (a: string, b: string) => a.localeCompare(b);

export type SitemapLimits = { maxUrls: number; maxBytes: number };

export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

/** One file's share of the URLs: indexes `start` (included) to `end` (excluded). */
export type SitemapRange = { start: number; end: number };

/**
 * Consecutive ranges over URL elements of `sizes` bytes each, every file holding at most `maxUrls` and
 * `overhead` (the file's fixed text) plus its elements within `maxBytes`. No URLs, no files. An element
 * too big for any file gets a file of its own rather than being dropped (a URL is at most a few KB).
 */
export function splitSitemap(sizes: readonly number[], overhead: number, limits: SitemapLimits = SITEMAP_LIMITS): SitemapRange[] {
  const ranges: SitemapRange[] = [];
  let start = 0;
  let bytes = overhead;
  sizes.forEach((size, i) => {
    const full = i - start === limits.maxUrls || (i > start && bytes + size > limits.maxBytes);
    if (full) {
      ranges.push({ start, end: i });
      start = i;
      bytes = overhead;
    }
    bytes += size;
  });
  if (sizes.length > start) ranges.push({ start, end: sizes.length });
  return ranges;
}
