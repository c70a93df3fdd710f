import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertWellFormedXml } from "../../app/services/content/testing/well-formed-xml";
import { docsOf, pathsOf, SLUG_ROUTES, type DocType, type Lang } from "../../e2e/support/dataset";
import { startBuiltServer, type BuiltServer } from "./support/built-server";

// The sitemap as a crawler reads it: /sitemap.xml is an index of files within the protocol's limits
// (50,000 URLs, 50 MB), which together list every public page of the dataset in both languages.
const PUBLIC_URL = "http://shop.voltshop.test";
const LANGS: readonly Lang[] = ["en", "es"];

type Url = { loc: string; links: Record<string, string> };
type File = { name: string; status: number; contentType: string | null; cacheControl: string | null; xml: string };

let server: BuiltServer;
let index: Response;
let indexXml: string;
const files: File[] = [];

const locs = (xml: string, parent: string) => [...xml.matchAll(new RegExp(`<${parent}><loc>([^<]*)</loc>`, "g"))].map((m) => m[1]!);

function urlsOf(xml: string): Url[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body!)![1]!,
    links: Object.fromEntries([...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!])),
  }));
}

beforeAll(async () => {
  server = await startBuiltServer({ PUBLIC_URL });
  index = await fetch(`${server.url}/sitemap.xml`);
  indexXml = await index.text();
  for (const loc of locs(indexXml, "sitemap")) {
    const response = await fetch(server.url + new URL(loc).pathname);
    files.push({
      name: new URL(loc).pathname,
      status: response.status,
      contentType: response.headers.get("content-type"),
      cacheControl: response.headers.get("cache-control"),
      xml: await response.text(),
    });
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("/sitemap.xml", () => {
  it("is a cacheable sitemap index naming files of both languages under /sitemaps/", () => {
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(index.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    assertWellFormedXml(indexXml);
    expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(files.map((f) => f.name)).toEqual(["/sitemaps/en-1.xml", "/sitemaps/es-1.xml"]);
    expect(locs(indexXml, "sitemap").every((loc) => loc.startsWith(`${PUBLIC_URL}/sitemaps/`))).toBe(true);
  });

  it("names files that are valid, cacheable urlsets within 50,000 URLs and 50 MB", () => {
    for (const file of files) {
      expect(file, file.name).toMatchObject({ status: 200, contentType: expect.stringMatching(/^application\/xml/) });
      expect(file.cacheControl).toMatch(/^public, max-age=\d+/);
      assertWellFormedXml(file.xml);
      expect(file.xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
      expect(urlsOf(file.xml).length).toBeLessThanOrEqual(50_000);
      expect(Buffer.byteLength(file.xml)).toBeLessThanOrEqual(50 * 1024 * 1024);
    }
  });

  for (const lang of LANGS) {
    it(`lists every public document once in ${lang}, each with en, es and x-default alternates`, () => {
      const urls = files.filter((f) => f.name.startsWith(`/sitemaps/${lang}-`)).flatMap((f) => urlsOf(f.xml));
      const listed = urls.map((u) => decodeURI(u.loc));
      const expected = (Object.keys(SLUG_ROUTES) as DocType[]).flatMap((type) => docsOf(type).map((doc) => PUBLIC_URL + pathsOf(doc)[lang]));
      expect(new Set(listed).size, "no URL twice").toBe(listed.length);
      expect([...listed].sort()).toEqual([...expected].sort());
      const problems = urls.filter(
        ({ loc, links }) => Object.keys(links).sort().join() !== "en,es,x-default" || links[lang] !== loc || links["x-default"] !== links.en,
      );
      expect(problems).toEqual([]);
    });
  }

  it("/es/sitemap.xml, the Spanish sitemap before the index, answers 301 to the index", async () => {
    const response = await fetch(`${server.url}/es/sitemap.xml`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, server.url).pathname).toBe("/sitemap.xml");
  });

  it("answers 404 for a file it does not have", async () => {
    for (const name of ["en-2.xml", "fr-1.xml", "en-1", "en-0.xml"]) expect((await fetch(`${server.url}/sitemaps/${name}`)).status, name).toBe(404);
  });

  it("is what robots.txt names, and the only sitemap it names", async () => {
    const lines = (await (await fetch(`${server.url}/robots.txt`)).text()).split("\n");
    expect(lines.filter((l) => l.startsWith("Sitemap:"))).toEqual([`Sitemap: ${PUBLIC_URL}/sitemap.xml`]);
  });
});
