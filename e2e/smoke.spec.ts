import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { noMissingStrings } from "./support/strings";

test.describe("smoke", () => {
  for (const { lang, path } of [
    { lang: "en", path: "/" },
    { lang: "es", path: "/es" },
  ]) {
    test(`home in ${lang} answers with <html lang="${lang}">`, async ({ page, javaScriptEnabled }) => {
      const cspViolations: string[] = [];
      page.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) cspViolations.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("h1").first()).toBeVisible();
      await noMissingStrings(page);
      if (javaScriptEnabled) {
        // The app hydrated: its nonced inline scripts and /build modules ran under the CSP.
        await waitForHydration(page);
      }
      expect(cspViolations).toEqual([]);
    });
  }

  test("/healthz answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  for (const { lang, path } of [
    { lang: "en", path: "/no-such-page-e2e" },
    { lang: "es", path: "/es/no-existe-e2e" },
  ]) {
    test(`an unknown path in ${lang} gets the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await noMissingStrings(page);
    });
  }
});
