import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the document. `window.__remixRouter` exists before hydration ends, so
 * a test that checks only that can act on a server-rendered control with no handler yet (a select
 * whose change should submit). React marks each hydrated element with its fiber; the body is rendered
 * by the root route, so once it carries one, every control outside a pending Suspense boundary works.
 * A form whose code loads on demand is such a boundary: pass it as `element` to wait for it too.
 */
export async function waitForHydration(page: Page, element?: Locator): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber"))), { message: "the page hydrated" })
    .toBe(true);
  if (element) {
    await expect
      .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))), { message: "the element hydrated" })
      .toBe(true);
  }
}
