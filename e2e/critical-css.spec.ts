import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { BUILD_DIR, ROOT } from "../tests/http/support/built-server";
import { firstOf, pathsOf } from "./support/dataset";
import { waitForHydration } from "./support/hydration";

/** The whole built stylesheet, as FullStylesheet links it once a page runs. */
const stylesheet = `/build/_assets/${readdirSync(path.join(ROOT, BUILD_DIR, "client/_assets")).find((name) => /^tailwind-.*\.css$/.test(name))}`;

const category = pathsOf(firstOf("category"));
const product = pathsOf(firstOf("product"));
const pages = [
  "/",
  "/es",
  category.en,
  category.es,
  product.en,
  product.es,
  pathsOf(firstOf("article")).en,
  "/products",
  "/cart",
  "/?login=open",
  "/login",
  "/no-such-page",
];

/**
 * Every element's and pseudo-element's computed style, kept in the page the first time; later calls
 * answer where the styles now differ from those kept (what is sent back stays small).
 */
function styleChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const line = (index: number, element: Element, pseudo: string | null) => {
      const style = getComputedStyle(element, pseudo);
      return `${index} ${element.tagName}${pseudo ?? ""} ${[...style].map((name) => `${name}:${style.getPropertyValue(name)}`).join(";")}`;
    };
    // Pseudo-elements only where they exist (a content, a field's placeholder): computing every one is slow.
    const now = [...document.body.querySelectorAll("*")].flatMap((element, index) => [
      line(index, element, null),
      ...["::before", "::after"]
        .filter((pseudo) => !["none", "normal"].includes(getComputedStyle(element, pseudo).content))
        .map((pseudo) => line(index, element, pseudo)),
      ...(element.matches("input, textarea") ? [line(index, element, "::placeholder")] : []),
    ]);
    const holder = window as unknown as { keptStyles?: string[] };
    const kept = holder.keptStyles;
    holder.keptStyles = now;
    if (!kept) return [];
    if (kept.length !== now.length) return [`${kept.length} styled elements, now ${now.length}`];
    return now
      .flatMap((line, i) => {
        if (line === kept[i]) return [];
        const before = new Set(kept[i]!.split(";"));
        return [
          `${line.split(" ", 2).join(" ")}: ${line
            .split(";")
            .filter((part) => !before.has(part))
            .join(";")}`,
        ];
      })
      .slice(0, 20);
  });
}

async function expectStyledAsWhole(page: Page) {
  expect(await page.locator("link[rel=stylesheet]").count()).toBe(0);
  await styleChanges(page);
  const whole = await (await page.request.get(stylesheet)).text();
  // Scripts are off in this page: the test's own code adds the sheet, as the page's would once running.
  await page.evaluate((css) => document.head.append(Object.assign(document.createElement("style"), { textContent: css })), whole);
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(2);
  expect(await styleChanges(page)).toEqual([]);
}

// What a browser without scripts shows (the server's HTML alone) is the same page as with the whole stylesheet.
test.describe("the inline stylesheet of a page without scripts", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the page as a browser without scripts gets it");

  for (const width of [390, 1280]) {
    for (const pathname of pages) {
      test(`styles ${pathname} at ${width} px as the whole stylesheet does`, async ({ page }) => {
        // Every computed style of the page, twice: the catalogue's list pages took over 30 s on a busy 2-core machine.
        test.slow();
        await page.setViewportSize({ width, height: 900 });
        await page.goto(pathname);
        await expectStyledAsWhole(page);
      });
    }
  }

  test("styles the pages of a visitor with a cart (shared per audience) as the whole stylesheet does", async ({ page }) => {
    // Two pages' every computed style, twice each: over 30 s on a busy 2-core machine (CI once timed out here).
    test.slow();
    await page.goto(product.en);
    await page.locator("main").getByRole("button", { name: /cart/i }).first().click();
    await expect(page.locator("header a[href='/cart']")).toContainText("1");
    for (const pathname of [category.en, "/cart"]) {
      await page.goto(pathname);
      await expectStyledAsWhole(page);
    }
  });
});

test("a running page fetches the whole stylesheet, and applies it on the visitor's first input", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "only scripts link it");
  await page.goto(category.en);
  await waitForHydration(page);
  await expect(page.locator(`link[rel=prefetch][href="${stylesheet}"]`)).toHaveCount(1);
  await expect(page.locator(`link[rel=stylesheet]`)).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expect(page.locator(`link[rel=stylesheet][href="${stylesheet}"]`)).toHaveCount(1);
  await expect
    .poll(() => page.evaluate((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href) && sheet.cssRules.length > 0), stylesheet))
    .toBe(true);
});
