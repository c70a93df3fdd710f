import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseStylesheet, type ParsedStylesheet } from "./critical-css";

const sheets = new Map<string, ParsedStylesheet>();

/**
 * A built stylesheet, parsed, from its public href (`/build/_assets/…`): the server build (`$BUILD_DIR/index.js`,
 * which this module is bundled into) sits next to the client assets (`$BUILD_DIR/client`). Read once, on first use.
 */
export function builtStylesheet(href: string): ParsedStylesheet {
  let sheet = sheets.get(href);
  if (sheet === undefined) {
    sheet = parseStylesheet(readFileSync(fileURLToPath(new URL(`.${href.replace(/^\/build\//, "/client/")}`, import.meta.url)), "utf8"));
    sheets.set(href, sheet);
  }
  return sheet;
}
