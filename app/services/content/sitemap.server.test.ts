import { describe, expect, it } from "vitest";
import { assertWellFormedXml as assertWellFormed } from "./testing/well-formed-xml";
import { buildSitemapIndex, planSitemap, renderSitemapFile, sitemapEntriesFrom, type SitemapEntry } from "./sitemap.server";

const entries: SitemapEntry[] = [
  { paths: { en: "/", es: "/es" }, lastmod: "2026-01-02T10:00:00Z" },
  { paths: { en: "/article/choosing-a-contactor", es: "/es/articulo/como-elegir-un-contactor" } },
  { paths: { en: "/about/quality", es: "/es/acerca-de/calidad" } },
  { paths: { en: "/products/a&b", es: "/es/productos/a&b" } },
];

/** Every planned file with its XML written. */
function sitemapFiles(list: readonly SitemapEntry[], publicUrl: string, limits?: Parameters<typeof planSitemap>[2]) {
  return planSitemap(list, publicUrl, limits).map((file) => ({ ...file, xml: renderSitemapFile(list.slice(file.start, file.end), file, publicUrl) }));
}

/** The one file of `lang` when everything fits in one. */
function buildSitemap(list: readonly SitemapEntry[], lang: "en" | "es", publicUrl: string): string {
  const files = sitemapFiles(list, publicUrl).filter((f) => f.name.startsWith(`${lang}-`));
  expect(files.map((f) => f.name)).toEqual([`${lang}-1.xml`]);
  return files[0]!.xml;
}

describe("planSitemap and renderSitemapFile", () => {
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

  it("makes no file without entries", () => {
    expect(sitemapFiles([], "https://shop.example")).toEqual([]);
  });

  it("cuts each language into files within the limits, every URL once and in order", () => {
    const many: SitemapEntry[] = Array.from({ length: 7 }, (_, i) => ({ paths: { en: `/p${i}`, es: `/es/p${i}` } }));
    const byCount = sitemapFiles(many, "https://shop.example", { maxUrls: 3, maxBytes: 1_000_000 });
    expect(byCount.map((f) => f.name)).toEqual(["en-1.xml", "en-2.xml", "en-3.xml", "es-1.xml", "es-2.xml", "es-3.xml"]);
    const locs = (files: typeof byCount) => files.flatMap((f) => [...f.xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]));
    expect(locs(byCount.slice(0, 3))).toEqual(many.map((e) => `https://shop.example${e.paths.en}`));
    expect(locs(byCount.slice(3))).toEqual(many.map((e) => `https://shop.example${e.paths.es}`));
    byCount.forEach((f) => assertWellFormed(f.xml));

    const maxBytes = Buffer.byteLength(byCount[0]!.xml);
    const byBytes = sitemapFiles(many, "https://shop.example", { maxUrls: 50_000, maxBytes });
    expect(byBytes.length).toBeGreaterThanOrEqual(6);
    for (const f of byBytes) expect(Buffer.byteLength(f.xml)).toBeLessThanOrEqual(maxBytes);
    expect(locs(byBytes.filter((f) => f.name.startsWith("en-")))).toEqual(locs(byCount.slice(0, 3)));
  });

  it("dates each file by its newest URL", () => {
    const dated: SitemapEntry[] = [
      { paths: { en: "/a", es: "/es/a" }, lastmod: "2026-01-02T10:00:00Z" },
      { paths: { en: "/b", es: "/es/b" }, lastmod: "2026-03-04T10:00:00Z" },
      { paths: { en: "/c", es: "/es/c" } },
    ];
    expect(sitemapFiles(dated, "https://shop.example").map((f) => f.lastmod)).toEqual(["2026-03-04T10:00:00Z", "2026-03-04T10:00:00Z"]);
  });
});

describe("buildSitemapIndex", () => {
  it("names every file by its absolute URL under /sitemaps/, with its date", () => {
    const xml = buildSitemapIndex(sitemapFiles(entries, "https://shop.example"), "https://shop.example");
    assertWellFormed(xml);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc>(<lastmod>[^<]*<\/lastmod>)?<\/sitemap>/g)].map((m) => [m[1], m[2]])).toEqual([
      ["https://shop.example/sitemaps/en-1.xml", "<lastmod>2026-01-02</lastmod>"],
      ["https://shop.example/sitemaps/es-1.xml", "<lastmod>2026-01-02</lastmod>"],
    ]);
  });

  it("is a valid empty index without files", () => {
    assertWellFormed(buildSitemapIndex([], "https://shop.example"));
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
