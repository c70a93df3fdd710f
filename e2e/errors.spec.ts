import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { firstOf, pathsOf, type Lang } from "./support/dataset";
import { noMissingStrings } from "./support/strings";

const NOT_FOUND: Record<Lang, { title: string; message: (path: string) => string }> = {
  en: { title: "Page Not Found", message: (path) => `Page not found: ${path}` },
  es: { title: "Página no encontrada", message: (path) => `Página no encontrada: ${path}` },
};

async function expectNotFoundView(page: Page, lang: Lang, path: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("h1")).toHaveText(NOT_FOUND[lang].title);
  await expect(page.getByText(NOT_FOUND[lang].message(path), { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${NOT_FOUND[lang].title}`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await noMissingStrings(page);
}

const article = firstOf("article");
const unknownPaths: { name: string; lang: Lang; path: string }[] = [
  { name: "one segment", lang: "en", path: "/no-such-page-e2e" },
  { name: "several segments", lang: "en", path: "/no/such/page/e2e" },
  { name: "one segment", lang: "es", path: "/es/no-existe-e2e" },
  { name: "several segments", lang: "es", path: "/es/no/existe/pagina-e2e" },
  { name: "unknown product", lang: "en", path: "/products/no-such-product-e2e" },
  { name: "unknown product", lang: "es", path: "/es/productos/no-existe-e2e" },
  { name: "unknown article", lang: "en", path: "/article/no-such-article-e2e" },
  { name: "unknown article", lang: "es", path: "/es/articulo/no-existe-e2e" },
  { name: "unknown category", lang: "en", path: "/category/no-such-category-e2e" },
  { name: "unknown white paper", lang: "es", path: "/es/documento-tecnico/no-existe-e2e" },
  { name: "a page below a real article", lang: "en", path: `${pathsOf(article).en}/extra` },
];

test.describe("not found", () => {
  for (const { name, lang, path } of unknownPaths) {
    test(`${name} in ${lang}: ${path} answers 404 with the not-found view`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectNotFoundView(page, lang, path);
    });
  }

  test("a client-side link to a missing page shows the not-found view", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "client-side navigation needs JavaScript");
    await page.goto("/");
    await waitForHydration(page);
    // Navigate through the Remix router, as a <Link> would.
    await page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate("/no-such-page-client-e2e"));
    await expectNotFoundView(page, "en", "/no-such-page-client-e2e");
  });
});

test.describe("server error", () => {
  test("a 500 shows the generic error view", async ({ page }) => {
    const response = await page.goto("/__test/layout?error=500");
    expect(response?.status()).toBe(500);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("h1")).toHaveText("Internal Server Error");
    await expect(page.getByText("Something went wrong on our side.", { exact: false })).toBeVisible();
    const html = await page.content();
    expect(html, "no error details leak to the visitor").not.toContain("Test error from /__test/layout");
    await noMissingStrings(page);
  });

  test("a status without words of its own shows the generic view too", async ({ page }) => {
    const response = await page.goto("/__test/layout?error=502");
    expect(response?.status()).toBe(502);
    await expect(page.locator("h1")).toHaveText("Internal Server Error");
  });

  // A route's 503 is an outage (the database out of reach); the shed request's small page says "busy" (tests/http).
  test("an unavailable server says so and to try again", async ({ page }) => {
    const response = await page.goto("/__test/layout?error=503");
    expect(response?.status()).toBe(503);
    await expect(page.locator("h1")).toHaveText("Temporarily Unavailable");
  });
});
