import { expect, test } from "@playwright/test";
import { docs, firstOf, pathOf, type Lang, type Sluggable } from "./support/dataset";
import { layoutProblemsAt } from "./support/layout";
import { waitForHydration } from "./support/hydration";

// Issue 21: at desktop widths the heart button sat on "Add to cart" (the filtered list, Spanish category grids, a
// product's accessories) and a grid's last card ran past the page. Every page type, both languages, from a small
// phone to a wide screen: no control drawn over another, nothing wider than the viewport. Screenshots at 375, 1024
// and 1440 px are kept with each test's results.
const WIDTHS = [320, 375, 1024, 1280, 1440, 1920] as const;

const bySlug = (type: "category" | "product", en: string) => docs.find((d) => d._type === type && (d as Sluggable).slug?.en === en) as Sluggable;
const BUTTONS = bySlug("category", "22mm-nema-push-buttons");
const BUTTON = bySlug("product", "22mm-nema-flush-push-button-black-1no-gcx1111-10");

const PAGES: { name: string; path: (lang: Lang) => string }[] = [
  { name: "home", path: (lang) => (lang === "en" ? "/" : "/es") },
  { name: "category grid", path: (lang) => pathOf(BUTTONS, lang) },
  { name: "list with the filter sidebar", path: (lang) => `${lang === "en" ? "/products" : "/es/productos"}?category=${BUTTONS.slug[lang]}` },
  { name: "product with accessories", path: (lang) => pathOf(BUTTON, lang) },
  { name: "series datasheet", path: (lang) => pathOf(firstOf("productSeries"), lang) },
  { name: "article", path: (lang) => pathOf(firstOf("article"), lang) },
  { name: "sign-in", path: (lang) => (lang === "en" ? "/login" : "/es/login") },
  { name: "search results", path: (lang) => (lang === "en" ? "/search?q=red+mushroom" : "/es/buscar?q=pulsador+rojo") },
  { name: "quick order", path: (lang) => (lang === "en" ? "/quick-order" : "/es/pedido-rapido") },
];

for (const lang of ["en", "es"] as const) {
  for (const { name, path } of PAGES) {
    test(`${name} (${lang}): no control over another, nothing wider than the viewport`, async ({ page, javaScriptEnabled }, testInfo) => {
      await page.goto(path(lang));
      if (javaScriptEnabled) await waitForHydration(page);
      expect(await layoutProblemsAt(page, WIDTHS, testInfo, `${name} ${lang}`)).toEqual({});
    });
  }

  test(`the cart with a line (${lang}): no control over another, nothing wider than the viewport`, async ({ page, javaScriptEnabled }, testInfo) => {
    await page.goto(pathOf(BUTTON, lang));
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByRole("main").locator("form.add-to-cart button[type=submit]").first().click();
    await expect(page.locator(`header a[href='${lang === "en" ? "/cart" : "/es/carrito"}']`)).toContainText("1");
    await page.goto(lang === "en" ? "/cart" : "/es/carrito");
    expect(await layoutProblemsAt(page, WIDTHS, testInfo, `cart ${lang}`)).toEqual({});
  });
}
