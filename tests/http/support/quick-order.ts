import type { NoJsBrowser } from "./browser";
import { pageText } from "./html";

/** The quick order box's text as the page gives it back. */
export const box = (html: string) => /<textarea[^>]*name="lines"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1]?.replace(/^\n/, "") ?? null;

/** How many lines the cart holds, from its pages (a hundred lines a page). */
export async function cartLines(browser: NoJsBrowser): Promise<number> {
  const pns = new Set<string>();
  for (let page = 1; ; page++) {
    const html = await pageText(browser.get(`/cart?page=${page}`));
    for (const [, pn] of html.matchAll(/<input type="hidden" name="pn" value="([^"]+)"\/>/g)) pns.add(pn!);
    if (!html.includes(`href="/cart?page=${page + 1}"`)) return pns.size;
  }
}
