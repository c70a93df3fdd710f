import { describe, expect, it } from "vitest";
import { isSafeExternalUrl, isSafeRelativePath } from "./url-safety";

describe("isSafeRelativePath", () => {
  it("accepts paths on this site, with query and hash", () => {
    for (const ok of ["/", "/es", "/es/productos?q=relay&page=2", "/article/a#section", "/es/categoria/22mm%20push"]) {
      expect(isSafeRelativePath(ok), ok).toBe(true);
    }
  });
  it("refuses other origins, schemes and browser-normalised tricks", () => {
    for (const bad of [
      "",
      "es/productos",
      "//evil.example",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      " /products",
      "https://evil.example/",
      "http://localhost/",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
    ]) {
      expect(isSafeRelativePath(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("isSafeExternalUrl", () => {
  it("accepts http and https addresses", () => {
    expect(isSafeExternalUrl("https://example.com/catalog?a=1")).toBe(true);
    expect(isSafeExternalUrl("http://example.com")).toBe(true);
  });
  it("refuses dangerous and unknown protocols, relative paths and hidden characters", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "java\tscript:alert(1)",
      " javascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "ftp://example.com",
      "mailto:a@b.c",
      "/relative",
      "//example.com",
      "not a url",
    ]) {
      expect(isSafeExternalUrl(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
