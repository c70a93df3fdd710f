import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { enterEmailAndCode, fromOwnAddress, nameStep, newAddress, text } from "./support/sign-in";
import { noMissingStrings } from "./support/strings";

const PRODUCT = {
  pn: "GCX1111-10",
  title: { en: "22mm NEMA Flush Push Button, Black, 1NO", es: "Pulsador NEMA 22 mm rasante, negro, 1NA" },
  path: { en: "/products/22mm-nema-flush-push-button-black-1no-gcx1111-10", es: "/es/productos/pulsador-nema-22-mm-rasante-negro-1na-gcx1111-10" },
};
const PATHS = {
  en: { favorites: "/my-account/favorites", login: "/login", cart: "/cart" },
  es: { favorites: "/es/mi-cuenta/favoritos", login: "/es/login", cart: "/es/carrito" },
};

test.beforeEach(({ page }) => fromOwnAddress(page));

for (const lang of ["en", "es"] as const) {
  test(`a visitor's heart signs them in and keeps the part; the favorites page moves it to the cart (${lang})`, async ({ page, javaScriptEnabled }) => {
    const title = PRODUCT.title[lang];
    await page.goto(PRODUCT.path[lang]);
    await page.getByRole("button", { name: text("favoritesAddNamed", lang, [title]) }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS[lang].login}$`));
    await expect(page.getByRole("status").filter({ hasText: text("favoritesSignInFirst", lang, [PRODUCT.pn]) })).toBeVisible();

    await enterEmailAndCode(page, newAddress(`favorites-${lang}`), lang, javaScriptEnabled);
    await expect(page).toHaveURL(new RegExp(`${PRODUCT.path[lang]}$`));
    await nameStep(page, lang, "Ada", "Buyer");
    const remove = page
      .getByRole("main")
      .getByRole("button", { name: text("favoritesRemoveNamed", lang, [title]) })
      .first();
    await expect(remove).toBeVisible();

    await page.goto(PATHS[lang].favorites);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: text("favoritesTitle", lang) })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: title })).toBeVisible();
    // axe runs in the page's JavaScript: only where it is on.
    if (javaScriptEnabled) {
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    }
    await noMissingStrings(page);

    await main.getByRole("button", { name: text("favoritesMoveToCartNamed", lang, [title]) }).click();
    await expect(page.getByRole("status").filter({ hasText: text("favoritesToastMoved", lang, [title]) })).toBeVisible();
    await expect(main.getByText(text("favoritesEmpty", lang))).toBeVisible();
    await page.goto(PATHS[lang].cart);
    await expect(page.getByRole("main").getByText(PRODUCT.pn).first()).toBeVisible();
  });
}
