import { expect, test, type Page } from "@playwright/test";
import { firstOf, pageById, pathsOf, publicUrl, routePairs, SLUG_ROUTES, type DocType, type Lang } from "./support/dataset";
import { noMissingStrings } from "./support/strings";

const LANGS = ["en", "es"] as const;

/** The head's language links: hreflang -> absolute href, and the canonical. */
async function headLinks(page: Page) {
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang") ?? "", l.getAttribute("href") ?? ""] as const));
  const canonical = await page.locator('head link[rel="canonical"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")));
  return { alternates, canonical };
}

test.describe("every documented route pair", () => {
  for (const { name, paths } of routePairs()) {
    for (const lang of LANGS) {
      test(`${name} in ${lang}: ${paths[lang]}`, async ({ page }) => {
        const response = await page.goto(paths[lang]);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        const h1 = page.locator("h1");
        await expect(h1).toHaveCount(1);
        await expect(h1).toBeVisible();
        expect((await h1.innerText()).trim()).not.toBe("");

        const origin = publicUrl();
        const { alternates, canonical } = await headLinks(page);
        expect(alternates).toEqual(
          expect.arrayContaining([
            ["en", origin + paths.en],
            ["es", origin + paths.es],
            ["x-default", origin + paths.en],
          ]),
        );
        expect(alternates, "one link per hreflang").toHaveLength(3);
        expect(canonical).toEqual([origin + paths[lang]]);
        await noMissingStrings(page);
      });
    }
  }

  test("the canonical leaves the query string out", async ({ page }) => {
    await page.goto("/products?sort=title&page=2");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${publicUrl()}/products`);
  });

  test("sitemap: /sitemap.xml answers XML, /es/sitemap.xml answers 301 to it", async ({ request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "pure HTTP: runs once, in the js project");
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    expect((await request.get("/es/sitemap.xml", { maxRedirects: 0 })).status()).toBe(301);
  });
});

test.describe("a slug of the other language answers 301 to the right one", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "pure HTTP: runs once, in the js project");
  // A series' slug is its code, the same in both languages: there is no other language's slug to ask for.
  const types = (Object.keys(SLUG_ROUTES) as DocType[]).filter((type) => type !== "productSeries");
  const cases = types.map((type) => ({
    type,
    doc: type === "page" ? pageById("page-about-quality") : firstOf(type, { differentSlugs: true }),
  }));

  for (const { type, doc } of cases) {
    for (const lang of LANGS) {
      const other: Lang = lang === "en" ? "es" : "en";
      // This language's route with the other language's slug, e.g. /es/articulo/<english slug>.
      const wrong = SLUG_ROUTES[type][lang] + doc.slug[other];
      test(`${type} in ${lang}: ${wrong}?a=1&b=2`, async ({ request }) => {
        const response = await request.get(`${wrong}?a=1&b=2`, { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        const location = new URL(response.headers()["location"] ?? "", "http://base.invalid");
        expect(location.pathname + location.search).toBe(`${pathsOf(doc)[lang]}?a=1&b=2`);
      });
    }
  }
});
