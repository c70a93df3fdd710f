import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const texts = new Map<string, string>();

/**
 * The text of a built stylesheet, from its public href (`/build/_assets/…`): the server build (`$BUILD_DIR/index.js`,
 * which this module is bundled into) sits next to the client assets (`$BUILD_DIR/client`). Read once, on first use.
 */
export function stylesheetText(href: string): string {
  let text = texts.get(href);
  if (text === undefined) {
    text = readFileSync(fileURLToPath(new URL(`.${href.replace(/^\/build\//, "/client/")}`, import.meta.url)), "utf8");
    texts.set(href, text);
  }
  return text;
}
