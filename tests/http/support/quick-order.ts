import type { NoJsBrowser } from "./browser";
import { pageText } from "./html";

/** The quick order box's text as the page gives it back. */
export const box = (html: string) => /<textarea[^>]*name="lines"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1]?.replace(/^\n/, "") ?? null;

/** How many lines the cart holds, from its page. */
export async function cartLines(browser: NoJsBrowser): Promise<number> {
  const html = await pageText(browser.get("/cart"));
  return new Set([...html.matchAll(/<input type="hidden" name="pn" value="([^"]+)"\/>/g)].map((m) => m[1])).size;
}
