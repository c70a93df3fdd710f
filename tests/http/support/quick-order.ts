import { readFileSync } from "node:fs";
import path from "node:path";
import type { NoJsBrowser } from "./browser";
import { ROOT } from "./built-server";
import { pageText } from "./html";

type Doc = { _type: string; pn?: string; category?: { _ref: string } };
const products = readFileSync(path.join(ROOT, "content/dataset.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)
  .filter((d) => d._type === "product");
/** Part numbers sold by the piece (not wire duct, which comes in packages). */
export const sold = products.filter((p) => p.category?._ref !== "category-wire-duct").map((p) => p.pn!);
/** A wire duct's part number (sold in its package quantity). */
export const duct = products.find((p) => p.category?._ref === "category-wire-duct")!.pn!;

/** The quick order box's text as the page gives it back. */
export const box = (html: string) => /<textarea[^>]*name="lines"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1]?.replace(/^\n/, "") ?? null;

/** How many lines the cart holds, from its page. */
export async function cartLines(browser: NoJsBrowser): Promise<number> {
  const html = await pageText(browser.get("/cart"));
  return new Set([...html.matchAll(/<input type="hidden" name="pn" value="([^"]+)"\/>/g)].map((m) => m[1])).size;
}
