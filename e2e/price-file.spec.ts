import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Download, type Page } from "@playwright/test";
import { ROOT } from "../tests/http/support/built-server";
import type { Lang } from "./support/dataset";
import { enterEmailAndCode, fromOwnAddress } from "./support/sign-in";

// The price file (docs/price-file.md) downloaded by clicking its plain links, with JavaScript on and off.
const catalog = JSON.parse(readFileSync(path.join(ROOT, "content/strings/catalog.json"), "utf8")) as Record<string, Record<Lang, string>>;
const words = (key: string, lang: Lang, vars: string[] = []) => vars.reduce((out, v, i) => out.replace(`~~${i + 1}~~`, v), catalog[key]![lang]);

const PATHS = {
  en: { products: "/products", category: "/category/push-buttons", profile: "/my-account/profile", login: "/login", file: "price-file", slug: "push-buttons" },
  es: {
    products: "/es/productos",
    category: "/es/categoria/pulsadores",
    profile: "/es/mi-cuenta/perfil",
    login: "/es/login",
    file: "lista-de-precios",
    slug: "pulsadores",
  },
} as const;

test.beforeEach(({ page }) => fromOwnAddress(page));

/** Clicks the link and reads the file it downloads: its name and its records (a BOM first, then CSV without quoted line breaks). */
async function downloadFrom(page: Page, linkName: string): Promise<{ name: string; bom: boolean; rows: string[] }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: linkName }).click()]);
  const text = readFileSync(await download.path(), "utf8");
  return { name: download.suggestedFilename(), bom: text.startsWith("\uFEFF"), rows: text.slice(1).split("\r\n").filter(Boolean) };
}

const header = (lang: Lang) =>
  [
    "catalogPriceFilePartNumber",
    "catalogPriceFileDescription",
    "catalogPriceFileListPrice",
    "catalogPriceFileYourPrice",
    "catalogPriceFilePackageQuantity",
    "catalogPriceFileLeadTime",
  ]
    .map((key) => words(key, lang))
    .join(",");

for (const lang of ["en", "es"] as const) {
  test.describe(`the price file (${lang})`, () => {
    test("a visitor downloads the public list of the whole catalogue from the products page", async ({ page }) => {
      await page.goto(PATHS[lang].products);
      const file = await downloadFrom(page, words("catalogPriceFileLink", lang));
      expect(file.name).toMatch(new RegExp(`^${PATHS[lang].file}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      expect(file.bom).toBe(true);
      expect(file.rows[0]).toBe(header(lang));
      // GCX1111-10: list 15.05, OEM 8 % off -> 13.85.
      expect(file.rows.find((row) => row.startsWith("GCX1111-10,"))).toMatch(/,15\.05,13\.85,1,\d+$/);
    });

    test("a visitor downloads one category's prices from its page", async ({ page }) => {
      await page.goto(PATHS[lang].category);
      const title = lang === "en" ? "Push Buttons" : "Pulsadores";
      const file = await downloadFrom(page, words("catalogPriceFileCategoryLink", lang, [title]));
      expect(file.name).toMatch(new RegExp(`^${PATHS[lang].file}-${PATHS[lang].slug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      expect(file.rows[0]).toBe(header(lang));
      expect(file.rows.length).toBeGreaterThan(1);
      expect(file.rows.some((row) => row.startsWith("CAM-10-AM,"))).toBe(false);
    });

    test("a signed-in buyer downloads their own net prices from the account area", async ({ page, javaScriptEnabled }) => {
      await page.goto(PATHS[lang].profile);
      await expect(page).toHaveURL(new RegExp(`${PATHS[lang].login}$`));
      await enterEmailAndCode(page, "tom.becker@example.com", lang, javaScriptEnabled);
      await expect(page).toHaveURL(new RegExp(`${PATHS[lang].profile}$`));
      const file = await downloadFrom(page, words("catalogPriceFileLink", lang));
      expect(file.rows[0]).toBe(header(lang));
      // DIST-STOCKING: G-1 at 42 % off -> 8.73.
      expect(file.rows.find((row) => row.startsWith("GCX1111-10,"))).toMatch(/,15\.05,8\.73,1,\d+$/);
    });
  });
}
