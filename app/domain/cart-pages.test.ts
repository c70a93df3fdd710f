import { describe, expect, it } from "vitest";
import { CART_PAGE_LINES, cartLinesPage, cartPagePath } from "./cart-pages";

const lines = Array.from({ length: 1_000 }, (_, i) => i);

describe("cartLinesPage", () => {
  it("shows every line of a cart that fits on one page", () => {
    const { lines: shown, window } = cartLinesPage(lines.slice(0, CART_PAGE_LINES), 1);
    expect(shown).toHaveLength(CART_PAGE_LINES);
    expect(window).toMatchObject({ page: 1, pageCount: 1 });
  });

  it("cuts 1,000 lines into pages of a hundred", () => {
    const { lines: shown, window } = cartLinesPage(lines, 3);
    expect(shown).toEqual(lines.slice(200, 300));
    expect(window).toMatchObject({ page: 3, pageCount: 10, start: 200, end: 300, total: 1_000 });
  });

  it("shows the last page for a page past the end (a line removed on it)", () => {
    const { lines: shown, window } = cartLinesPage(lines.slice(0, 150), 4);
    expect(shown).toEqual(lines.slice(100, 150));
    expect(window.page).toBe(2);
  });

  it("has one empty page for an empty cart", () => {
    expect(cartLinesPage([], 2)).toMatchObject({ lines: [], window: { page: 1, pageCount: 1 } });
  });
});

describe("cartPagePath", () => {
  it("leaves the first page's path plain", () => {
    expect(cartPagePath("/es/carrito", 1)).toBe("/es/carrito");
    expect(cartPagePath("/cart", 4)).toBe("/cart?page=4");
  });
});
