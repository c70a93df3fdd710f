import { expect, test } from "@playwright/test";
import { firstOf, pathOf } from "./support/dataset";
import { waitForHydration } from "./support/hydration";
import { fromOwnAddress, newBuyerAt } from "./support/sign-in";

// Catalogue pages come from a template of the visitor's audience, filled in with their own name, cart
// count and hearts (app/render/page-templates.server.ts): the browser must hydrate them as if rendered
// for this visitor alone.
test.beforeEach(({ page }) => fromOwnAddress(page));

test("a buyer's catalogue pages from their audience's template show their name and hydrate without a mismatch", async ({ page, javaScriptEnabled }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await newBuyerAt(page, "/my-account/profile", "en", javaScriptEnabled, "template");
  for (const path of [pathOf(firstOf("category"), "en"), pathOf(firstOf("product"), "es"), "/es"]) {
    // The first visit of an audience renders the template; the second is filled in from it.
    for (const visit of ["first", "second"]) {
      const response = await page.goto(path);
      expect(response?.status(), `${path}, ${visit} visit`).toBe(200);
      if (visit === "second") expect(response?.headers()["x-cache"]).toBe("TEMPLATE");
      await expect(page.getByRole("banner").getByText("Ada Buyer")).toBeVisible();
      if (javaScriptEnabled) await waitForHydration(page);
    }
  }
  expect(errors).toEqual([]);
});
