import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../tests/http/support/built-server";
import { blockingViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import type { Lang } from "./support/dataset";
import { noMissingStrings } from "./support/strings";

const strings = (file: string) => JSON.parse(readFileSync(path.join(ROOT, `content/strings/${file}.json`), "utf8")) as Record<string, Record<Lang, string>>;
const shell = strings("shell");
const search = strings("search");
const catalog = strings("catalog");

// Issue 22: the search page (JavaScript on and off) and the search modal (JavaScript on), both languages.
const cases = [
  { lang: "en", home: "/", page: "/search", words: "red mushroom" },
  { lang: "es", home: "/es", page: "/es/buscar", words: "pulsador rojo" },
] as const;

for (const { lang, home, page: searchPath, words } of cases) {
  test(`the header's search finds a part number and adds it to the cart (${lang})`, async ({ page, javaScriptEnabled }) => {
    await page.goto(home);
    const field = page.getByRole("search").first().getByLabel(shell.shellSearchLabel![lang]);
    if (javaScriptEnabled) {
      await waitForHydration(page);
      // With JavaScript the field opens the modal; its own field submits to the same page.
      await field.click();
      const dialog = page.getByRole("dialog", { name: search.searchModalTitle![lang] });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("combobox").fill("gcx1111 10");
      await dialog.getByRole("combobox").press("Enter");
    } else {
      await field.fill("gcx1111 10");
      await field.press("Enter");
    }
    await expect(page).toHaveURL(new RegExp(`${searchPath}\\?q=gcx1111`));
    const first = page.locator("ul.product-grid > li").first();
    await expect(first).toContainText("GCX1111-10");
    await first.getByRole("button", { name: new RegExp(`^${catalog.catalogAddToCartNamed![lang].replace("~~1~~", ".+")}$`) }).click();
    await expect(page.getByRole("link", { name: new RegExp(shell.shellCart![lang]) }).first()).toContainText("1");
    await noMissingStrings(page);
  });

  test(`the search page narrows by a facet and pages through words (${lang})`, async ({ page, javaScriptEnabled }) => {
    // A facet's post and an axe audit of the page as served: more than the default time on a busy machine.
    test.slow();
    await page.goto(`${searchPath}?q=${encodeURIComponent(words)}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(words);
    const results = page.locator("ul.product-grid > li");
    await expect(results.first()).toBeVisible();
    const filters = page.getByRole("form", { name: catalog.catalogFilters![lang] });
    const facet = filters.locator("details").first();
    await facet.locator("summary").click();
    await facet.getByRole("checkbox").first().check();
    if (!javaScriptEnabled) await filters.getByRole("button", { name: catalog.catalogApplyFilters![lang] }).click();
    await expect(page).toHaveURL(/[?&]f\./);
    await expect(results.first()).toBeVisible();
    expect(await blockingViolations(page, javaScriptEnabled)).toEqual([]);
  });

  test(`a mistyped part number offers the closest one (${lang})`, async ({ page }) => {
    await page.goto(`${searchPath}?q=GCX1132-11`);
    await expect(page.locator("ul.product-grid > li").filter({ hasText: "GCX1123-11" })).toHaveCount(1);
    await expect(page.getByText(search.searchDidYouMean![lang])).toBeVisible();
  });

  test(`the modal works with the keyboard alone (${lang})`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the modal is the enhanced search; without JavaScript the header's form is the search page's");
    await page.goto(home);
    await waitForHydration(page);
    const field = page.getByRole("search").first().getByLabel(shell.shellSearchLabel![lang]);
    await field.focus();
    // The first character opens the modal with it; the modal's field then has the focus for the rest.
    await page.keyboard.press("G");
    const dialog = page.getByRole("dialog", { name: search.searchModalTitle![lang] });
    const combobox = dialog.getByRole("combobox");
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveValue("G");
    await page.keyboard.type("CX11");
    await expect(combobox).toHaveValue("GCX11");
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    const options = dialog.getByRole("option");
    // The list shows an earlier prefix's results until the last one's arrive, and a new answer resets the choice.
    const settled = () => expect(dialog.getByRole("listbox")).toHaveAttribute("aria-busy", "false");
    await settled();
    await expect(options.first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    expect(await blockingViolations(page, true)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(field).toBeFocused();

    await page.keyboard.press("G");
    await expect(combobox).toBeFocused();
    await page.keyboard.type("CX1111-1");
    await expect(combobox).toHaveValue("GCX1111-1");
    await settled();
    await expect(options.first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    const pn = (await options.first().locator(".font-mono").textContent())!;
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main")).toContainText(pn);
  });

  test(`the modal's "see all results" goes to the search page (${lang})`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the modal is the enhanced search");
    await page.goto(`${home}?search=contact`);
    const dialog = page.getByRole("dialog", { name: search.searchModalTitle![lang] });
    await waitForHydration(page);
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await dialog.getByRole("link", { name: new RegExp(search.searchSeeAll_other![lang].replace("~~1~~", "\\d+")) }).click();
    await expect(page).toHaveURL(new RegExp(`${searchPath}\\?q=contact`));
    await expect(page.locator("ul.product-grid > li").first()).toBeVisible();
  });
}
