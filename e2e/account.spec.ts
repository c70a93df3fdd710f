import { expect, test } from "@playwright/test";
import { fromOwnAddress, newBuyerAt, text } from "./support/sign-in";
import { blockingViolations } from "./support/axe";
import { noMissingStrings } from "./support/strings";

const PATHS = {
  en: { profile: "/my-account/profile", company: "/my-account/company", shipping: "/my-account/shipping" },
  es: { profile: "/es/mi-cuenta/perfil", company: "/es/mi-cuenta/empresa", shipping: "/es/mi-cuenta/envio" },
} as const;

test.beforeEach(({ page }) => fromOwnAddress(page));

for (const lang of ["en", "es"] as const) {
  test.describe(`the account area (${lang})`, () => {
    test("renames the company the shop created, then switches to a second company", async ({ page, javaScriptEnabled }) => {
      await newBuyerAt(page, PATHS[lang].company, lang, javaScriptEnabled, "company");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: text("accountCompanyTitle", lang) })).toBeVisible();
      await main.getByLabel(text("accountCompanyName", lang)).fill("Ada Panels LLC");
      await main.getByRole("button", { name: text("accountCompanyRename", lang) }).click();
      await expect(page.getByRole("status").filter({ hasText: text("accountCompanyRenamed", lang) })).toBeVisible();
      await expect(main.getByRole("heading", { level: 2, name: "Ada Panels LLC" })).toBeVisible();

      // A second company, as an integrator adds one (the private API, with the browser's session).
      const created = await page.request.post("/api/private/customer", {
        data: { name: "Second Works", contact: { nameFirst: "Ada", nameLast: "Buyer", addressCountry: "US", addressState: "TX", phone1: "512-555-0100" } },
      });
      expect(created.status()).toBe(201);
      await page.goto(PATHS[lang].profile);
      const buyingFor = page.getByLabel(text("accountActiveCustomer", lang));
      await expect(buyingFor).toHaveValue(/C-\d+/);
      await buyingFor.selectOption({ label: "Second Works" });
      await page.getByRole("button", { name: text("accountActiveCustomerChoose", lang) }).click();
      await expect(page.getByRole("status").filter({ hasText: text("accountActiveCustomerChosen", lang, ["Second Works"]) })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${PATHS[lang].profile}$`));
      await page.goto(PATHS[lang].company);
      await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "Second Works" })).toBeVisible();
      await noMissingStrings(page);
    });

    test("saves shipping preferences, asking for the shipper number of a collect carrier", async ({ page, javaScriptEnabled }) => {
      await newBuyerAt(page, PATHS[lang].company, lang, javaScriptEnabled, "shipping");
      await page.goto(PATHS[lang].shipping);
      const main = page.getByRole("main");
      await main.getByLabel(text("accountShippingPreferred", lang)).selectOption("ups-collect:ground");
      await main.getByRole("button", { name: text("accountShippingSave", lang) }).click();
      await expect(main.getByText(text("shipperNumberRequired", lang))).toBeVisible();
      await main.getByLabel(text("accountShippingNumberLabel", lang, [text("orderCarrierUpsCollect", lang)])).fill("A1-234");
      await main.getByRole("button", { name: text("accountShippingSave", lang) }).click();
      await expect(page.getByRole("status").filter({ hasText: text("accountShippingSaved", lang) })).toBeVisible();
      await page.reload();
      await expect(main.getByLabel(text("accountShippingNumberLabel", lang, [text("orderCarrierUpsCollect", lang)]))).toHaveValue("A1-234");
      await expect(main.getByLabel(text("accountShippingPreferred", lang))).toHaveValue("ups-collect:ground");
      await noMissingStrings(page);
    });
  });
}

test.describe("axe on the account pages", () => {
  test.slow();

  // A test a language: both in one came within seconds of the slow timeout on a busy machine (58 s to over 90 s).
  for (const lang of ["en", "es"] as const) {
    test(`every account page in ${lang} has no serious or critical violations`, async ({ page, javaScriptEnabled }) => {
      await newBuyerAt(page, PATHS[lang].company, lang, javaScriptEnabled, "axe");
      for (const path of Object.values(PATHS[lang])) {
        await page.goto(path);
        const blocking = await blockingViolations(page, javaScriptEnabled);
        expect(blocking, `${path}: ${JSON.stringify(blocking)}`).toEqual([]);
      }
    });
  }
});
