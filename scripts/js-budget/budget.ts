/** The page-weight budgets (issue 20): every page's initial JavaScript, and the category page's HTML as sent. */
import { initialFiles, type BrowserManifest, type StaticImports } from "./initial-js";

export interface Budget {
  /** As a browser that accepts Brotli is sent it. */
  maxSentBytes: number;
  maxGzipBytes: number;
  maxFiles: number;
}

/**
 * Decided by the product owner (issue 20): React 18 and Remix v2 alone hydrate at about 79 KB Brotli (90.5 KB
 * gzipped), so a page may load at most 100 KB as sent (Brotli), 115 KB gzipped, in at most 9 files.
 */
export const JS_BUDGET: Budget = { maxSentBytes: 100 * 1024, maxGzipBytes: 115 * 1024, maxFiles: 9 };

/** The category page's HTML as sent to a browser that accepts Brotli (tests/http/page-weight.test.ts). */
export const CATEGORY_HTML_MAX_SENT_BYTES = 20 * 1024;

export interface PageJs {
  routeId: string;
  files: number;
  gzipBytes: number;
  /** What the server sends a browser that accepts Brotli (the build's precompressed copies). */
  sentBytes: number;
}

/** A file's size gzipped, and as the server sends it. */
export type FileSize = { gzip: number; sent: number };

/** Each page's initial files, sized by `sizeOf(url)`. */
export function measurePages(manifest: BrowserManifest, imports: StaticImports, routeIds: readonly string[], sizeOf: (url: string) => FileSize): PageJs[] {
  return routeIds.map((routeId) => {
    const sizes = initialFiles(manifest, imports, routeId).map(sizeOf);
    const total = (key: keyof FileSize) => sizes.reduce((sum, size) => sum + size[key], 0);
    return { routeId, files: sizes.length, gzipBytes: total("gzip"), sentBytes: total("sent") };
  });
}

/** One line per page over the budget, naming what it exceeds. */
export function overBudget(pages: readonly PageJs[], budget: Budget): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    if (page.sentBytes > budget.maxSentBytes) {
      problems.push(`${page.routeId}: ${kb(page.sentBytes)} KB sent (Brotli), over the ${kb(budget.maxSentBytes)} KB budget`);
    }
    if (page.gzipBytes > budget.maxGzipBytes) {
      problems.push(`${page.routeId}: ${kb(page.gzipBytes)} KB gzipped, over the ${kb(budget.maxGzipBytes)} KB budget`);
    }
    if (page.files > budget.maxFiles) problems.push(`${page.routeId}: ${page.files} files, over the ${budget.maxFiles}-file budget`);
  }
  return problems;
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

export function formatTable(pages: readonly PageJs[]): string {
  const width = Math.max(4, ...pages.map((page) => page.routeId.length));
  const lines = [`${"page".padEnd(width)}  files  gzip KB  sent KB (br)`];
  for (const page of pages) {
    lines.push(`${page.routeId.padEnd(width)}  ${String(page.files).padStart(5)}  ${kb(page.gzipBytes).padStart(7)}  ${kb(page.sentBytes).padStart(12)}`);
  }
  return lines.join("\n");
}
