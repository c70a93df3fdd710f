import { describe, expect, it } from "vitest";
import { buildSitemap, sitemapEntriesFrom, type SitemapEntry } from "./sitemap.server";

/** Minimal well-formedness check: every tag closes in order, attributes are quoted, no bare `&`. */
function assertWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>/, "");
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const stack: string[] = [];
  for (const [, closing, name, attrs, selfClosing] of body.matchAll(/<(\/?)([\w:]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    expect(attrs ?? "").not.toMatch(/[<>]/);
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(body.replace(/<[^>]*>/g, "")).not.toMatch(/[<>]/);
}

const entries: SitemapEntry[] = [
  { paths: { en: "/", es: "/es" }, lastmod: "2026-01-02T10:00:00Z" },
  { paths: { en: "/article/choosing-a-contactor", es: "/es/articulo/como-elegir-un-contactor" } },
  { paths: { en: "/about/quality", es: "/es/acerca-de/calidad" } },
  { paths: { en: "/products/a&b", es: "/es/productos/a&b" } },
];

describe("buildSitemap", () => {
  it("lists every entry in the language asked, with absolute URLs", () => {
    const en = buildSitemap(entries, "en", "https://shop.example");
    const es = buildSitemap(entries, "es", "https://shop.example");
    assertWellFormed(en);
    assertWellFormed(es);
    expect([...en.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://shop.example/",
      "https://shop.example/article/choosing-a-contactor",
      "https://shop.example/about/quality",
      "https://shop.example/products/a&amp;b",
    ]);
    expect(es).toContain("<loc>https://shop.example/es/articulo/como-elegir-un-contactor</loc>");
    expect(es).toContain("<loc>https://shop.example/es</loc>");
  });

  it("gives each URL its alternates in en, es and x-default", () => {
    const es = buildSitemap(entries.slice(1, 2), "es", "https://shop.example");
    expect(es).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/article/choosing-a-contactor"/>');
    expect(es).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://shop.example/es/articulo/como-elegir-un-contactor"/>');
    expect(es).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/article/choosing-a-contactor"/>');
    expect(es).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("writes lastmod as a date and percent-encodes characters outside URL syntax", () => {
    const xml = buildSitemap([{ paths: { en: "/acción", es: "/es/acción" }, lastmod: "2026-01-02T10:00:00Z" }], "en", "https://shop.example");
    expect(xml).toContain("<loc>https://shop.example/acci%C3%B3n</loc><lastmod>2026-01-02</lastmod>");
    assertWellFormed(xml);
  });

  it("is a valid empty urlset without entries", () => {
    assertWellFormed(buildSitemap([], "en", "https://shop.example"));
  });
});

describe("sitemapEntriesFrom", () => {
  const slug = (en: string, es: string) => ({ _type: "localeSlug" as const, en, es });
  it("puts home first, drops nothing linkable and orders by type then path", () => {
    const result = sitemapEntriesFrom([
      { _id: "article-b", _type: "article", slug: slug("b", "b-es") },
      { _id: "page-about", _type: "page", slug: slug("about", "acerca-de") },
      { _id: "page-home", _type: "page", slug: slug("", ""), _updatedAt: "2026-01-01T00:00:00Z" },
      { _id: "category-x", _type: "category", slug: slug("x", "x") },
      { _id: "article-a", _type: "article", slug: slug("a", "a-es") },
    ]);
    expect(result.map((e) => e.paths.en)).toEqual(["/", "/about", "/category/x", "/article/a", "/article/b"]);
    expect(result[0]).toEqual({ paths: { en: "/", es: "/es" }, lastmod: "2026-01-01T00:00:00Z" });
  });
});
