import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ROOT } from "../tests/http/support/built-server";
import { firstOf, pathsOf } from "./support/dataset";

// A phone shows a page at its own width: nothing wider makes the browser zoom the whole page out (and,
// when that happens after the first paint, shift everything on it).
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const pages = [
  "/",
  "/es",
  pathsOf(firstOf("category")).en,
  pathsOf(firstOf("product")).es,
  "/products",
  pathsOf(firstOf("article")).en,
  "/login",
  "/?login=open",
  "/cart",
];

/** What sticks out past the page's width (none when it fits). */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.getAttribute("class"))}`);
  });

test.describe("on a 360 px phone", () => {
  for (const pathname of pages) {
    test(`${pathname} is no wider than the screen`, async ({ page }) => {
      await page.goto(pathname);
      expect(await overflowing(page)).toEqual([]);
    });
  }

  test("the cart with lines is no wider than the screen", async ({ page }) => {
    await page.goto(pathsOf(firstOf("product")).en);
    await page.locator("main").getByRole("button", { name: /cart/i }).first().click();
    await expect(page.locator("header a[href='/cart']")).toContainText("1");
    await page.goto("/cart?shipping=open");
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
  });
});

const catalogStrings = JSON.parse(readFileSync(path.join(ROOT, "content/strings/catalog.json"), "utf8")) as Record<string, Record<"en" | "es", string>>;

/** How many lines the text `wanted` takes inside `root` (0 when it is not there). */
const linesOf = (page: Page, root: string, wanted: string) =>
  page.evaluate(
    ([selector, text]) => {
      const walker = document.createTreeWalker(document.querySelector(selector!)!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(text!);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text!.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    },
    [root, wanted],
  );

// Issue 40 item 16: a phone's narrow cells and lists.
test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a cart line's long part number stays on one line", async ({ page, baseURL }) => {
    const pn = "WTL5-RAGBW-120-BZ-P";
    const added = await page.request.post("/quick-order", { multipart: { lines: `${pn}\t1` }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(added.status()).toBe(303);
    // Spanish: the longer label ("Número de parte") leaves the number the least room beside it.
    await page.goto("/es/carrito");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    expect(await linesOf(page, `[data-testid="cart-line"] h3 + p`, pn)).toBe(1);
  });

  test("a search suggestion shows its whole title, where variants differ", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the suggestions are the enhanced search");
    await page.goto("/?search=22mm%20NEMA%20flush%20push%20button%20black");
    const option = page.getByRole("dialog").getByRole("option").first();
    await expect(option).toBeVisible();
    // The title: the option's last text; cut (an ellipsis, clamped lines) when it is larger than its box.
    const cut = await option.evaluate((element) => {
      const title = [...element.querySelectorAll("span")].at(-1)!;
      return title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight;
    });
    expect(cut).toBe(false);
  });

  for (const pathname of ["/search?q=push%20button", "/es/productos"]) {
    test(`${pathname} offers its filters, collapsed, above the first result`, async ({ page }) => {
      const lang = pathname.startsWith("/es") ? "es" : "en";
      await page.goto(pathname);
      const firstResult = page.locator("ul.product-grid > li").first();
      const toggle = page.locator("summary").filter({ hasText: catalogStrings.catalogFiltersSummary![lang].replace("~~1~~", "0") });
      await expect(toggle).toBeVisible();
      const field = page.getByLabel(catalogStrings.catalogSearchLabel![lang], { exact: true });
      await expect(field).toBeHidden();
      const below = (await firstResult.boundingBox())!.y;
      expect((await toggle.boundingBox())!.y).toBeLessThan(below);
      await toggle.click();
      await expect(field).toBeVisible();
      expect((await field.boundingBox())!.y).toBeLessThan(below);
    });
  }
});
