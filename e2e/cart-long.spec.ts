import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../tests/http/support/built-server";
import { docs } from "./support/dataset";
import { waitForHydration } from "./support/hydration";

const catalog = JSON.parse(readFileSync(path.join(ROOT, "content/strings/catalog.json"), "utf8")) as Record<string, { en: string }>;
const sold = docs.filter((d) => d._type === "product" && (d.category as { _ref: string })._ref !== "category-wire-duct").map((d) => d.pn as string);

// A cart of more lines than a page holds (docs/cart.md#long-carts): its second page, and a quantity changed there,
// with and without JavaScript, comes back to that page.
test("a cart of 150 lines shows its second page and keeps a change made there on it", async ({ page, baseURL, javaScriptEnabled }) => {
  const added = await page.request.post("/quick-order", {
    multipart: {
      lines: sold
        .slice(0, 150)
        .map((pn) => `${pn}\t1`)
        .join("\n"),
    },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);

  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(100);
  // With JavaScript, the page of 100 lines is hydrated before the link is used, so the client navigation is what is checked.
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("link", { name: catalog.catalogNextPage!.en }).click();
  await expect(page).toHaveURL(/\/cart\?page=2$/);
  // The history changes before a loaded machine has rendered the new lines: the position text is what says it has.
  await expect(page.getByText(catalog.catalogPageOf!.en.replace("~~1~~", "2").replace("~~2~~", "2"))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("cart-line")).toHaveCount(50);

  const field = page.getByTestId("cart-line").first().locator('input[name="quantity"]');
  await field.fill("7");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/cart\?page=2$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(50);
  await expect(field).toHaveValue("7");
});
