import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE } from "~/http/cache-policy";
import { href } from "~/i18n/href";
import catalog from "../../content/strings/catalog.json";
import { ROOT, startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, unescapeHtml, withoutScripts } from "./support/html";

// Issue 21, item 12: every page promised "datasheets for every series"; there were none. Each public series
// now has a datasheet page built from its products' attributes, linked from their pages (plain links: no JavaScript).
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

type Doc = { _type: string; pn?: string; series?: { _ref: string }; slug?: { en: string; es: string } };
const docs = readFileSync(path.join(ROOT, "content/dataset.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);
const gcx11 = docs.filter((d) => d._type === "product" && d.series?._ref === "series-GCX11");
const black = docs.find((d) => d.pn === "GCX1111-10")!;

const get = (pathname: string) => fetch(server.url + pathname, { redirect: "manual" });

describe.each([
  ["en", "Black", "22 mm panel cut-out"],
  ["es", "Negro", "Perforación de panel de 22 mm"],
] as const)("a series datasheet (%s)", (lang, colour, mounting) => {
  it("is linked from each of the series' products, and lists every one with its attributes", async () => {
    const product = withoutScripts(await pageText(get(href("product", { slug: black.slug![lang] }, lang))));
    const link = new RegExp(`<a [^>]*href="([^"]+)"[^>]*>${catalog.catalogDatasheetLink[lang]}</a>`).exec(unescapeHtml(product));
    expect(link?.[1]).toBe(href("series", { slug: "gcx11" }, lang));

    const res = await get(link![1]!);
    expect({ status: res.status, cache: res.headers.get("cache-control") }).toEqual({ status: 200, cache: CACHE.publicPage });
    const page = unescapeHtml(withoutScripts(await pageText(res)));
    expect(page).toMatch(/<h1[^>]*>[^<]*GCX[^<]*<\/h1>/);
    expect(gcx11.length).toBeGreaterThan(1);
    for (const p of gcx11) expect(page, p.pn).toContain(`href="${href("product", { slug: p.slug![lang] }, lang)}">${p.pn}</a>`);
    expect(page).toContain(`>${colour}</td>`);
    // The same mounting for the whole series: said once, among what the series has in common.
    expect(page.split(mounting)).toHaveLength(2);
    expect(page).toContain(catalog.catalogDatasheetCommon[lang]);
  });

  it("is found by its code in any case, answering with a 301 to its slug (query kept)", async () => {
    for (const code of ["GCX11", "Gcx11"]) {
      const res = await get(`${href("series", { slug: code }, lang)}?from=print`);
      expect({ status: res.status, location: res.headers.get("location") }).toEqual({
        status: 301,
        location: `${href("series", { slug: "gcx11" }, lang)}?from=print`,
      });
    }
  });

  it("is in the sitemap, with its other language as an alternate", async () => {
    // The sitemap is an index of files: the entry is in one of them.
    const index = await (await get(href("sitemap", {}, "en"))).text();
    const files = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const xml = (await Promise.all(files.map(async (file) => (await get(file)).text()))).join("");
    const entry = new RegExp(`<url><loc>[^<]*${href("series", { slug: "gcx11" }, lang)}</loc>.*?</url>`).exec(xml)?.[0] ?? "";
    expect(entry).toMatch(/hreflang="en" href="[^"]*\/series\/gcx11"/);
    expect(entry).toMatch(/hreflang="es" href="[^"]*\/es\/serie\/gcx11"/);
  });

  it("answers 404 for a series that does not exist", async () => {
    expect((await get(href("series", { slug: "no-such-series" }, lang))).status).toBe(404);
  });
});
