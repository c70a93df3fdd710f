import { describe, expect, it } from "vitest";
import { parseStylesheet } from "./critical-css";
import { CRITICAL_CSS_MARK, inlineCriticalCss } from "./inline-critical-css.server";

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
});
