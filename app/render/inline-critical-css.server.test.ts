import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { parseStylesheet } from "./critical-css";
import { CRITICAL_CSS_MARK, inlineCriticalCss, withCriticalCss } from "./inline-critical-css.server";

const sheet = parseStylesheet(".used{color:red}.unused{color:blue}");
const page = (text: string) => `<html><head><style id="inline-styles">${CRITICAL_CSS_MARK}</style></head><body><p class="used">${text}</p></body></html>`;

describe("inlineCriticalCss", () => {
  it("puts the rules the page uses where the mark is", () => {
    expect(inlineCriticalCss(page("x"), sheet)).toBe(page("x").replace(CRITICAL_CSS_MARK, ".used{color:red}"));
  });

  it("leaves a page without the mark as it is, and replaces only the first mark", () => {
    expect(inlineCriticalCss("<p>no mark</p>", sheet)).toBe("<p>no mark</p>");
    const twice = page(CRITICAL_CSS_MARK);
    expect(inlineCriticalCss(twice, sheet)).toBe(twice.replace(CRITICAL_CSS_MARK, ".used{color:red}"));
  });

  it("streams the page through whole once it has ended, however it was cut", async () => {
    const html = page("Relé · 5 €");
    const bytes = Buffer.from(html);
    const chunks = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(chunks).pipe(withCriticalCss(sheet))) out.push(chunk as Buffer);
    expect(Buffer.concat(out).toString("utf8")).toBe(inlineCriticalCss(html, sheet));
  });
});
