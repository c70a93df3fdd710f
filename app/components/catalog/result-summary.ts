import type { PageWindow } from "~/domain/catalog-query";
import type { StringKey } from "~/i18n/string-keys";

/**
 * The listing's heading as a string key and its variables: no products, all of a few on one page
 * ("Showing 1 product", "Showing 3 products"), or the range of a page of many ("Showing 25–48 of 120 products").
 */
export function resultSummary(window: PageWindow): [StringKey, (string | number)[]] {
  if (window.total === 0) return ["catalogNoResults", []];
  if (window.pageCount === 1) return ["catalogResult", [window.total]];
  return ["catalogResultRange", [window.start + 1, window.end, window.total]];
}
