import { expect, type Page } from "@playwright/test";

/** What the translation lookup renders for a key that has no text (docs/site.md#translated-strings). */
export const MISSING_STRING = "-data missing-";

/** Fails when any text or attribute of the page shows a missing translation. */
export async function noMissingStrings(page: Page): Promise<void> {
  const html = await page.content();
  const at = html.indexOf(MISSING_STRING);
  const context = at < 0 ? "" : html.slice(Math.max(0, at - 120), at + MISSING_STRING.length + 40);
  expect(at, `"${MISSING_STRING}" on ${page.url()}: …${context}…`).toBe(-1);
}
