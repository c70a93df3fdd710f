import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { firstOf, pageById, pathsOf, textOf, type Lang } from "./support/dataset";
import { noMissingStrings } from "./support/strings";

/** The language switcher's submit button (a plain form post to /switch-language). */
function switcher(page: Page) {
  return page.locator('form[action="/switch-language"] button[type="submit"]');
}

async function switchLanguage(page: Page, expectedPath: string) {
  await switcher(page).click();
  await page.waitForURL((url) => url.pathname + url.search === expectedPath);
}

const product = firstOf("product");
const article = firstOf("article", { differentSlugs: true });
const category = firstOf("category", { differentSlugs: true });
const quality = pageById("page-about-quality");

test.describe("the language switcher", () => {
  for (const { name, doc } of [
    { name: "product", doc: product },
    { name: "article", doc: article },
    { name: "two-segment page", doc: quality },
  ]) {
    test(`lands on the translated ${name} and back`, async ({ page }) => {
      const paths = pathsOf(doc);
      await page.goto(paths.en);
      await switchLanguage(page, paths.es);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.locator("h1")).toContainText(textOf(doc.title, "es"));
      await noMissingStrings(page);

      await switchLanguage(page, paths.en);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator("h1")).toContainText(textOf(doc.title, "en"));
    });
  }

  test("keeps the query string of a filtered product list", async ({ page }) => {
    const query = `?category=${category.slug.en}&sort=title`;
    await page.goto(`/products${query}`);
    await expect(page.locator("h1")).toContainText(textOf(category.title, "en"));
    await switchLanguage(page, `/es/productos${query}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // The English category slug in the query still selects the category on the Spanish list.
    await expect(page.locator("h1")).toContainText(textOf(category.title, "es"));
    await expect(page.locator("#catalog-sort")).toHaveValue("title");
  });

  test("saves the choice in the lng cookie, which / then follows", async ({ page, context }) => {
    await page.goto(pathsOf(article).en);
    await switchLanguage(page, pathsOf(article).es);
    const cookie = (await context.cookies()).find((c) => c.name === "lng");
    expect(cookie).toMatchObject({ path: "/", sameSite: "Lax", httpOnly: true });
    // 365 days, give or take the test's own run time.
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);

    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    // Choosing English again makes / stay English.
    await switchLanguage(page, "/");
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("locale of the root path", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "pure HTTP: runs once, in the js project");

  /** Chooses a language through the switcher's endpoint; the request context keeps the cookie. */
  async function chooseLanguage(request: APIRequestContext, lng: Lang) {
    const response = await request.post("/switch-language", { form: { lng, to: lng === "en" ? "/" : "/es" }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()["set-cookie"]).toMatch(/^lng=/);
  }

  for (const acceptLanguage of ["es", "es-MX,es;q=0.9,en;q=0.5"]) {
    test(`/ with Accept-Language: ${acceptLanguage} redirects to /es`, async ({ request }) => {
      const response = await request.get("/", { headers: { "Accept-Language": acceptLanguage }, maxRedirects: 0 });
      expect(response.status()).toBeGreaterThanOrEqual(300);
      expect(response.status()).toBeLessThan(400);
      expect(new URL(response.headers()["location"] ?? "", "http://base.invalid").pathname).toBe("/es");
      expect(response.headers()["vary"]).toMatch(/Accept-Language/i);
    });
  }

  for (const acceptLanguage of ["en", "en-US,en;q=0.9", "fr-FR,fr;q=0.9"]) {
    test(`/ with Accept-Language: ${acceptLanguage} stays English`, async ({ request }) => {
      const response = await request.get("/", { headers: { "Accept-Language": acceptLanguage }, maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/<html lang="en"/);
    });
  }

  test("/ keeps the query string when it redirects", async ({ request }) => {
    const response = await request.get("/?utm_source=mail", { headers: { "Accept-Language": "es" }, maxRedirects: 0 });
    const location = new URL(response.headers()["location"] ?? "", "http://base.invalid");
    expect(location.pathname + location.search).toBe("/es?utm_source=mail");
  });

  test("the lng cookie wins over Accept-Language", async ({ request }) => {
    await chooseLanguage(request, "en");
    const stays = await request.get("/", { headers: { "Accept-Language": "es" }, maxRedirects: 0 });
    expect(stays.status()).toBe(200);

    await chooseLanguage(request, "es");
    const moves = await request.get("/", { headers: { "Accept-Language": "en" }, maxRedirects: 0 });
    expect(new URL(moves.headers()["location"] ?? "", "http://base.invalid").pathname).toBe("/es");
  });

  test("/es is Spanish whatever the cookie and browser say", async ({ request }) => {
    await chooseLanguage(request, "en");
    const response = await request.get("/es", { headers: { "Accept-Language": "en" }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<html lang="es"/);
  });

  test("an English document stays English for a Spanish browser", async ({ request }) => {
    const response = await request.get(pathsOf(article).en, { headers: { "Accept-Language": "es" }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<html lang="en"/);
  });

  test("the switcher refuses to redirect off the site", async ({ request }) => {
    const response = await request.post("/switch-language", { form: { lng: "es", to: "//evil.example/x" }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(new URL(response.headers()["location"] ?? "", "http://base.invalid").href).toBe("http://base.invalid/es");
  });
});
