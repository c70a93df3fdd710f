import { expect, test, type Page } from "@playwright/test";
import { docsOf, pathsOf, publicUrl, SLUG_ROUTES, type DocType, type Lang } from "./support/dataset";

type SitemapUrl = { loc: string; lastmod: string | null; links: Record<string, string> };
type ParsedSitemap = { error: string | null; root: string; namespace: string | null; urls: SitemapUrl[]; files: string[] };

/** Parses with the browser's strict XML parser: any well-formedness error is reported, not repaired. */
function parseSitemap(page: Page, xml: string): Promise<ParsedSitemap> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const error = doc.getElementsByTagName("parsererror")[0]?.textContent ?? null;
    const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
    const XHTML_NS = "http://www.w3.org/1999/xhtml";
    const urls = [...doc.getElementsByTagNameNS(SITEMAP_NS, "url")].map((url) => ({
      loc: url.getElementsByTagNameNS(SITEMAP_NS, "loc")[0]?.textContent ?? "",
      lastmod: url.getElementsByTagNameNS(SITEMAP_NS, "lastmod")[0]?.textContent ?? null,
      links: Object.fromEntries(
        [...url.getElementsByTagNameNS(XHTML_NS, "link")]
          .filter((l) => l.getAttribute("rel") === "alternate")
          .map((l) => [l.getAttribute("hreflang") ?? "", l.getAttribute("href") ?? ""]),
      ),
    }));
    const files = [...doc.getElementsByTagNameNS(SITEMAP_NS, "sitemap")].map((s) => s.getElementsByTagNameNS(SITEMAP_NS, "loc")[0]?.textContent ?? "");
    return { error, root: doc.documentElement.localName, namespace: doc.documentElement.namespaceURI, urls, files };
  }, xml);
}

/** The files of each language named in the index, e.g. `/sitemaps/en-1.xml`. */
const FILE_OF: Record<Lang, RegExp> = { en: /^\/sitemaps\/en-\d+\.xml$/, es: /^\/sitemaps\/es-\d+\.xml$/ };

// Pure HTTP plus the browser's XML parser (page.evaluate needs JavaScript): once, in the js project.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "pure HTTP: runs once, in the js project");

test.describe("sitemaps", () => {
  // One worker fetches and parses the index and its files once for all the checks below.
  test.describe.configure({ mode: "default" });
  let index: ParsedSitemap;
  let files: { path: string; sitemap: ParsedSitemap }[];
  /** Every file of one language, as one list of URLs. */
  const sitemaps = (lang: Lang) => ({ urls: files.filter((f) => FILE_OF[lang].test(f.path)).flatMap((f) => f.sitemap.urls) });

  test.beforeAll(async ({ browser, request }) => {
    const page = await browser.newPage();
    const get = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
      return parseSitemap(page, await response.text());
    };
    index = await get("/sitemap.xml");
    const paths = index.files.map((loc) => new URL(loc).pathname);
    files = await Promise.all(paths.map(async (path) => ({ path, sitemap: await get(path) })));
    await page.close();
  });

  test("/sitemap.xml is a well-formed sitemap index of files in both languages", () => {
    expect(index.error).toBeNull();
    expect(index.root).toBe("sitemapindex");
    expect(index.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const origin = publicUrl();
    expect(index.files.every((loc) => loc.startsWith(`${origin}/sitemaps/`))).toBe(true);
    for (const lang of ["en", "es"] as const)
      expect(
        files.some((f) => FILE_OF[lang].test(f.path)),
        lang,
      ).toBe(true);
  });

  test("every file of the index is a well-formed urlset within 50,000 URLs", () => {
    for (const { path, sitemap } of files) {
      expect(sitemap.error, path).toBeNull();
      expect(sitemap.root, path).toBe("urlset");
      expect(sitemap.namespace, path).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
      expect(sitemap.urls.length, path).toBeGreaterThan(0);
      expect(sitemap.urls.length, path).toBeLessThanOrEqual(50_000);
    }
  });

  for (const lang of ["en", "es"] as const) {
    test(`the ${lang} files list ${lang} URLs, each with en, es and x-default alternates`, () => {
      const origin = publicUrl();
      // Collected rather than asserted one by one: there are over a thousand URLs.
      const problems = sitemaps(lang).urls.flatMap(({ loc, lastmod, links }) => {
        const path = loc.startsWith(`${origin}/`) ? loc.slice(origin.length) : null;
        const inLang = path !== null && (lang === "es" ? path === "/es" || path.startsWith("/es/") : !/^\/es(\/|$)/.test(path));
        return [
          path === null ? `${loc}: not under ${origin}` : null,
          inLang ? null : `${loc}: not a ${lang} path`,
          Object.keys(links).sort().join() === "en,es,x-default" ? null : `${loc}: hreflangs ${Object.keys(links).join()}`,
          links[lang] === loc ? null : `${loc}: its ${lang} alternate is ${links[lang]}`,
          links["x-default"] === links.en ? null : `${loc}: x-default ${links["x-default"]} is not the en URL`,
          lastmod === null || /^\d{4}-\d{2}-\d{2}$/.test(lastmod) ? null : `${loc}: lastmod ${lastmod}`,
        ].filter((p): p is string => p !== null);
      });
      expect(problems).toEqual([]);
    });

    test(`the ${lang} files list every public document of the dataset`, () => {
      const origin = publicUrl();
      const listed = new Set(sitemaps(lang).urls.map((u) => u.loc));
      const types = Object.keys(SLUG_ROUTES) as DocType[];
      const missing = types.flatMap((type) => docsOf(type).map((doc) => origin + pathsOf(doc)[lang])).filter((url) => !listed.has(url));
      expect(missing).toEqual([]);
      expect(new Set(sitemaps(lang).urls.map((u) => u.loc)).size, "no URL twice").toBe(sitemaps(lang).urls.length);
    });
  }

  test("both sitemaps list the same documents with the same alternates", () => {
    const pairs = (lang: Lang) =>
      sitemaps(lang)
        .urls.map((u) => `${u.links.en} ${u.links.es}`)
        .sort();
    expect(pairs("es")).toEqual(pairs("en"));
  });

  test("every listed page that is not a product answers 200, and a sample of products too", async ({ request }) => {
    test.setTimeout(60_000);
    const origin = publicUrl();
    const paths = (["en", "es"] as const).flatMap((lang) => {
      const all = sitemaps(lang).urls.map((u) => u.loc.slice(origin.length));
      const products = all.filter((p) => p.startsWith(SLUG_ROUTES.product[lang]));
      const step = Math.max(1, Math.floor(products.length / 10));
      return [...all.filter((p) => !p.startsWith(SLUG_ROUTES.product[lang])), ...products.filter((_, i) => i % step === 0)];
    });
    const failures: string[] = [];
    // A few at a time: the server is shared with the other tests.
    for (let i = 0; i < paths.length; i += 6) {
      const statuses = await Promise.all(paths.slice(i, i + 6).map(async (p) => [p, (await request.get(p, { maxRedirects: 0 })).status()] as const));
      failures.push(...statuses.filter(([, status]) => status !== 200).map(([p, status]) => `${p} -> ${status}`));
    }
    expect(failures).toEqual([]);
  });
});

test("/es/sitemap.xml, the Spanish sitemap before the index, answers 301 to it", async ({ request }) => {
  const response = await request.get("/es/sitemap.xml", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers().location!, publicUrl()).pathname).toBe("/sitemap.xml");
});

test("robots.txt names the sitemap index", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split("\n").map((l) => l.trim());
  expect(lines.filter((l) => l.startsWith("Sitemap:"))).toEqual([`Sitemap: ${publicUrl()}/sitemap.xml`]);
  expect(lines).toContain("User-agent: *");
});
