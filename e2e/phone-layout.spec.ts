import { expect, test, type Page } from "@playwright/test";
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
