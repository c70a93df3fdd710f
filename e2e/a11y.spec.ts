import { expect, test } from "@playwright/test";
import { blockingViolations } from "./support/axe";
import { firstOf, pathsOf, type Lang } from "./support/dataset";

const pages: { name: string; paths: Record<Lang, string> }[] = [
  { name: "home", paths: { en: "/", es: "/es" } },
  { name: "category", paths: pathsOf(firstOf("category")) },
  { name: "product", paths: pathsOf(firstOf("product")) },
  { name: "article", paths: pathsOf(firstOf("article")) },
];

test.describe("axe", () => {
  for (const { name, paths } of pages) {
    for (const lang of ["en", "es"] as const) {
      test(`${name} in ${lang} (${paths[lang]}) has no serious or critical violations`, async ({ page, javaScriptEnabled }) => {
        await page.goto(paths[lang]);
        expect(await blockingViolations(page, javaScriptEnabled)).toEqual([]);
      });
    }
  }

  test("home with the shop mega-menu open", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).locator("details summary").first().click();
    expect(await blockingViolations(page, javaScriptEnabled)).toEqual([]);
  });

  test("home on a 375 px phone with the menu open", async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    // An open popover is a state, not HTML: opened where axe runs.
    const openMenu = async (where: typeof page) => {
      await where.getByRole("button", { name: "Menu", exact: true }).click();
      await expect(where.locator("#site-menu")).toBeVisible();
    };
    expect(await blockingViolations(page, javaScriptEnabled, openMenu)).toEqual([]);
  });
});
