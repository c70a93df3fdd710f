/**
 * A long cart's lines in pages (docs/cart.md#long-carts): a pasted bill of materials of 1,000 lines would make a
 * page of 5 MB that takes seconds to render, so the page shows them a hundred at a time; the totals stay the whole
 * cart's.
 */
import { paginate, type PageWindow } from "./catalog-query";

export const CART_PAGE_LINES = 100;

/** The lines of the page asked for (past the end: the last page). */
export function cartLinesPage<L>(lines: readonly L[], requested: number): { lines: L[]; window: PageWindow } {
  const window = paginate(lines.length, requested, CART_PAGE_LINES);
  return { lines: lines.slice(window.start, window.end), window };
}

/** The cart's path for one of its pages: the first is the plain path. */
export function cartPagePath(cartPath: string, page: number): string {
  return page > 1 ? `${cartPath}?page=${page}` : cartPath;
}
