import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../tests/http/support/built-server";
import { docs, pathOf, type Lang, type Sluggable } from "./support/dataset";
import { waitForHydration } from "./support/hydration";
import { fromOwnAddress, newBuyerAt } from "./support/sign-in";
import { noMissingStrings } from "./support/strings";

// Quick order and reorder (docs/quick-order.md), JavaScript on and off, both languages: paste three lines with a bad
// one (with JavaScript, the preview prices them first), fix it, add, and find the three in the cart; order a placed
// order again from the account area.
type Table = Record<string, Record<Lang, string>>;
const strings: Table = Object.assign(
  {},
  ...["catalog", "cart", "checkout", "quick-order"].map(
    (file) => JSON.parse(readFileSync(path.join(ROOT, "content/strings", `${file}.json`), "utf8")) as Table,
  ),
);
const text = (key: string, lang: Lang, vars: (string | number)[] = []) =>
  strings[key]![lang].replace(/~~(\d+)~~/g, (_, n: string) => String(vars[Number(n) - 1]));
const money = (dollars: string, lang: Lang) => (lang === "en" ? `$${dollars}` : `US$${dollars}`);

const BUTTON = docs.find((d) => d._type === "product" && d.pn === "GCX1111-10") as Sluggable;
const PATHS = {
  en: { quickOrder: "/quick-order", cart: "/cart", orders: "/my-account/orders", checkout: "/checkout" },
  es: { quickOrder: "/es/pedido-rapido", cart: "/es/carrito", orders: "/es/mi-cuenta/pedidos", checkout: "/es/finalizar-compra" },
} as const;

test.beforeEach(({ page }) => fromOwnAddress(page));

for (const lang of ["en", "es"] as const) {
  test(`pastes three lines, fixes the bad one and adds them (${lang})`, async ({ page, javaScriptEnabled }) => {
    await page.goto(PATHS[lang].quickOrder);
    const main = page.getByRole("main");
    // The form's code loads on demand: its "Check lines" button shows once it runs.
    if (javaScriptEnabled) await expect(main.getByRole("button", { name: text("quickOrderCheck", lang) })).toBeVisible();
    const box = main.getByLabel(text("quickOrderLinesLabel", lang));
    await box.fill("GCX1111-10\t3\nGCX1132-11\t4\nCB-10\t2");

    if (javaScriptEnabled) {
      // The preview: the visitors' (OEM) price of GCX1111-10, 13.85, times 3; the unknown part number with its closest.
      const preview = main.getByTestId("quick-order-preview");
      await expect(preview.getByRole("row").filter({ hasText: "GCX1111-10" })).toContainText(money("41.55", lang));
      await expect(preview.getByText(text("quickOrderUnknownPartNumber", lang, ["GCX1132-11"]))).toBeVisible();
      await box.fill("GCX1111-10\t3\nGCX1123-11\t4\nCB-10\t2");
      await expect(preview.getByRole("row").filter({ hasText: "GCX1123-11" })).toBeVisible();
      await expect(preview.getByText(text("quickOrderUnknownPartNumber", lang, ["GCX1132-11"]))).toHaveCount(0);
      await noMissingStrings(page);
    } else {
      await main.getByRole("button", { name: text("quickOrderSubmit", lang), exact: true }).click();
      await expect(main.getByText(text("quickOrderAdded_other", lang, [2]))).toBeVisible();
      await expect(main.getByText(text("quickOrderUnknownPartNumber", lang, ["GCX1132-11"]))).toBeVisible();
      await expect(box).toHaveValue("GCX1132-11\t4");
      await box.fill("GCX1123-11\t4");
    }
    await main.getByRole("button", { name: text("quickOrderSubmit", lang), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS[lang].cart}$`));
    await expect(page.getByTestId("cart-line")).toHaveCount(3);
  });

  test(`orders a placed order again from its page and from the list (${lang})`, async ({ page, javaScriptEnabled }) => {
    test.slow();
    await newBuyerAt(page, PATHS[lang].orders, lang, javaScriptEnabled, "reorder");
    const address = { nameFirst: "Ada", nameLast: "Buyer", taxable: true, phone1: "412-555-0123", addressLine1: "12 Smithfield St" };
    const added = await page.request.post("/api/private/contacts", {
      data: { ...address, addressCity: "Pittsburgh", addressState: "PA", addressPostalCode: "15222", addressCountry: "US" },
    });
    expect(added.status()).toBe(201);
    await page.goto(pathOf(BUTTON, lang));
    if (javaScriptEnabled) await waitForHydration(page);
    const main = page.getByRole("main");
    await main.getByLabel(text("catalogQuantity", lang), { exact: true }).fill("3");
    await main.getByRole("button", { name: text("catalogAddToCart", lang), exact: true }).click();
    await expect(page.getByText(text("cartToastAdded", lang, ["3", "GCX1111-10"]))).toBeVisible();
    await page.goto(PATHS[lang].checkout);
    await main.getByRole("button", { name: text("checkoutReview", lang) }).click();
    await main.getByRole("button", { name: text("checkoutPlaceOrder", lang) }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS[lang].orders}/W-\\d+$`));
    const number = page.url().split("/").pop()!;

    // The cart is empty after checkout; ordering again fills it with the order's line.
    await main.getByRole("button", { name: text("orderReorder", lang), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS[lang].cart}$`));
    await expect(page.getByText(text("quickOrderAdded_one", lang, [1]))).toBeVisible();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);

    // From the list: the quantities add to what the cart holds.
    await page.goto(PATHS[lang].orders);
    await main.getByRole("button", { name: `${text("orderReorder", lang)} ${number}` }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS[lang].cart}$`));
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-line").getByRole("spinbutton").or(page.getByTestId("cart-line").getByRole("textbox")).first()).toHaveValue("6");
    await noMissingStrings(page);
  });
}
