import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DRAWING_COLOURS } from "../app/domain/product-drawing";
import { ROOT } from "../tests/http/support/built-server";
import { docs, pathsOf, type Lang, type Sluggable } from "./support/dataset";
import { noMissingStrings } from "./support/strings";

const catalog = JSON.parse(readFileSync(path.join(ROOT, "content/strings/catalog.json"), "utf8")) as Record<string, Record<Lang, string>>;

// Issue 21, item 12: every product showed the same green-cap drawing, and "datasheets for every series" had no datasheet.
const product = (pn: string) => docs.find((d) => d._type === "product" && d.pn === pn) as Sluggable;
const buttons = { red: product("GCX1121-10"), black: product("GCX1111-10") };

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const lang of ["en", "es"] as Lang[]) {
      for (const colour of ["red", "black"] as const) {
        test(`a ${colour} push button's page (${lang}) shows a ${colour} drawing`, async ({ page }) => {
          await page.goto(pathsOf(buttons[colour])[lang]);
          const picture = page.locator("article img").first();
          await expect(picture).toHaveAttribute("src", `/images/products/painted/push-button-${colour}.svg`);
          await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
          const drawing = await (await page.request.get(`/images/products/painted/push-button-${colour}.svg`)).text();
          expect(drawing).toContain(`fill="${DRAWING_COLOURS[colour].fill}" data-paint="fill"`);
        });
      }

      test(`the series datasheet (${lang}) opens from a product's page and lists the series`, async ({ page }) => {
        await page.goto(pathsOf(buttons.black)[lang]);
        await page.getByRole("link", { name: catalog.catalogDatasheetLink![lang] }).click();
        await expect(page).toHaveURL(new RegExp(`${lang === "en" ? "/series/" : "/es/serie/"}gcx11$`));
        await expect(page.getByRole("heading", { level: 1 })).toContainText("GCX");
        await expect(page.getByRole("heading", { name: catalog.catalogDatasheetCommon![lang] })).toBeVisible();
        await page.getByRole("link", { name: "GCX1121-10", exact: true }).click();
        await expect(page).toHaveURL(pathsOf(buttons.red)[lang]);
        await noMissingStrings(page);
      });
    }
  });
}

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the datasheet's variants table scrolls inside the page, the page does not", async ({ page }) => {
    await page.goto("/es/serie/gcx11");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
});
