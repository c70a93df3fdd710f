import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, withoutScripts } from "./support/html";

// The language a visitor's browser asks for at `/`, the icon browsers ask for, and how the product list counts.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** The heading of the product listing. */
async function listingHeading(path: string): Promise<string> {
  const html = withoutScripts(await pageText(new NoJsBrowser(server.url).get(path)));
  return /<h2 id="product-results"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
}

describe("the language at /", () => {
  it.each([
    ["fr-FR,fr;q=0.9,es;q=0.8", "/es"],
    ["de, es", "/es"],
    ["de, en;q=0.9, es;q=0.8", null],
    ["fr", null],
  ])("for Accept-Language %j sends the visitor to %s", async (acceptLanguage, location) => {
    const res = await new NoJsBrowser(server.url).get("/", { "Accept-Language": acceptLanguage });
    expect(res.headers.get("location")).toBe(location);
    expect(res.status).toBe(location ? 302 : 200);
  });
});

describe("/favicon.ico", () => {
  it("is an icon, cacheable", async () => {
    const res = await fetch(`${server.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const bytes = Buffer.from(await res.arrayBuffer());
    // An ICO directory: reserved 0, type 1 (icon), at least one image.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  });
});

describe("the product count", () => {
  it.each([
    ["/search?q=WTL1-R-120", /^Showing \d+ products$/],
    ["/es/buscar?q=WTL1-R-120", /^Mostrando \d+ productos$/],
    ["/products", /^Showing 1–24 of \d+ products$/],
    ["/es/productos", /^Mostrando 1–24 de \d+ productos$/],
  ])("at %s reads %s", async (path, wording) => {
    expect(await listingHeading(path)).toMatch(wording);
  });
});

describe("a language's strings and shell", () => {
  /** The strings file a page preloads for its hydration. */
  async function stringsHrefOf(path: string): Promise<string> {
    const html = await pageText(new NoJsBrowser(server.url).get(path));
    const href = /<link rel="preload" as="fetch" href="([^"]+)"[^>]*data-strings/.exec(html)?.[1];
    if (!href) throw new Error(`${path} preloads no strings file`);
    return href;
  }

  it.each([
    ["/category/22mm-iec-push-buttons", "en", "Your price"],
    ["/es/categoria/22mm-iec-push-buttons", "es", "Su precio"],
  ])("travel as a file %s loads (%s), kept for good, not inside the page", async (path, lang, text) => {
    const href = await stringsHrefOf(path);
    expect(href).toMatch(new RegExp(`^/strings/${lang}\\.[0-9a-f]{16}\\.json$`));
    const res = await fetch(server.url + href);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const file = (await res.json()) as { strings: Record<string, string>; shell: { shopColumns: { label: string }[] } };
    const strings = file.strings;
    expect(Object.values(strings)).toContain(text);
    // The shell (menus, footer) travels in the file too, in the page's language.
    expect(file.shell.shopColumns.map((column) => column.label)).toContain(lang === "en" ? "Push Buttons" : "Pulsadores");
    const html = await pageText(new NoJsBrowser(server.url).get(path));
    // The page names the file; none of its texts but those the page shows travel in the page's data.
    const pageData = /window\.__remixContext = (.*?);<\/script>/s.exec(html)?.[1] ?? "";
    expect(pageData).toContain(JSON.stringify(href));
    expect(pageData).not.toContain("shopColumns");
    const unshown = Object.entries(strings)
      .filter(([key]) => key.startsWith("checkout"))
      .map(([, value]) => value);
    expect(unshown.filter((value) => value.length > 20 && pageData.includes(JSON.stringify(value).slice(1, -1)))).toEqual([]);
  });

  it("of an earlier version answer today's strings, never stored; other names are 404", async () => {
    const current = await stringsHrefOf("/");
    const stale = await fetch(`${server.url}/strings/en.0123456789abcdef.json`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("no-store");
    expect(await stale.json()).toEqual(await (await fetch(server.url + current)).json());
    for (const name of ["fr.0123456789abcdef.json", "en.json", "en.0123456789ABCDEF.json", "../package.json"]) {
      expect((await fetch(`${server.url}/strings/${encodeURIComponent(name)}`)).status, name).toBe(404);
    }
  });
});
