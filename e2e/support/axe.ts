import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const BLOCKING = new Set(["serious", "critical"]);

/** What a page as this address serves it shows, audited in a browser with scripts but without the page's own. */
async function auditAsServed(page: Page, html: string, replay?: (copy: Page) => Promise<void>) {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    const url = page.url();
    // The page's own scripts never run, so the copy stays the HTML a browser without them shows.
    await copy.route("**/*.js", (route) => route.abort());
    await copy.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
    await copy.goto(url);
    if (replay) await replay(copy);
    return (await new AxeBuilder({ page: copy }).withTags(TAGS).analyze()).violations;
  } finally {
    await context.close();
  }
}

/**
 * axe's serious and critical violations on `page` as its visitor sees it. With JavaScript, in the page
 * once hydrated. Without, axe cannot run there (its timers never fire): the page's HTML is audited in a
 * scripted copy at the same address, the page's own scripts blocked; `replay` redoes there what no
 * HTML keeps (a popover opened).
 */
export async function blockingViolations(page: Page, javaScriptEnabled: boolean, replay?: (copy: Page) => Promise<void>) {
  let violations;
  if (javaScriptEnabled) {
    await waitForHydration(page);
    if (replay) await replay(page);
    violations = (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations;
  } else {
    violations = await auditAsServed(page, await page.content(), replay);
  }
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 10) }));
}
