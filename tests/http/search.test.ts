import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE } from "~/http/cache-policy";
import search from "../../content/strings/search.json";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, unescapeHtml, withoutScripts } from "./support/html";
import { startPostgres, type PostgresServer } from "./support/postgres-server";

// Issue 22: search by part number and words from the database's index, the same on the embedded default
// (PGlite) and on PostgreSQL, through the header's GET form, without JavaScript.
const engines = [
  ["PGlite", async () => ({ server: await startBuiltServer(), postgres: null })],
  [
    "PostgreSQL",
    async () => {
      const postgres = await startPostgres();
      return { server: await startBuiltServer({ DATABASE_URL: postgres.url }), postgres };
    },
  ],
] as const;

describe.each(engines)("search on %s", (_engine, start) => {
  let server: BuiltServer;
  let postgres: PostgresServer | null = null;
  beforeAll(async () => {
    ({ server, postgres } = await start());
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    postgres?.dispose();
  });

  const get = (path: string) => fetch(server.url + path, { redirect: "manual" });
  const page = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    return unescapeHtml(withoutScripts(await pageText(res)));
  };
  /** The part numbers of the result cards' add-to-cart forms, in order. */
  const resultPns = (html: string) => [...html.matchAll(/<input type="hidden" name="pn" value="([^"]+)"\/>/g)].map((m) => m[1]);

  it("puts the exact part number first, whatever its case and separators", async () => {
    for (const q of ["GCX1111-10", "gcx1111-10", "GCX111110", "GCX1111 10"]) {
      expect(resultPns(await page(`/search?q=${encodeURIComponent(q)}`))[0], q).toBe("GCX1111-10");
    }
  });

  it("finds a part number with two characters swapped, and offers the closest one", async () => {
    const html = await page("/search?q=GCX1132-11");
    expect(resultPns(html).slice(0, 5)).toContain("GCX1123-11");
    expect(html).toContain(search.searchDidYouMean.en);
  });

  it("finds Spanish words with or without accents at /es/buscar", async () => {
    for (const q of ["pulsador rojo", "relé", "rele"]) {
      const html = await page(`/es/buscar?q=${encodeURIComponent(q)}`);
      expect(resultPns(html).length, q).toBeGreaterThan(0);
      expect(html, q).toContain("Resultados para");
    }
  });

  it("finds several English words across fields", async () => {
    for (const q of ["red mushroom", "contactor 24V"]) expect(resultPns(await page(`/search?q=${encodeURIComponent(q)}`)).length, q).toBeGreaterThan(0);
  });

  it("says clearly when nothing matches", async () => {
    const html = await page("/search?q=zzqqxx");
    expect(html).toContain(search.searchNoResults.en.replace("~~1~~", "zzqqxx"));
    expect(resultPns(html)).toEqual([]);
  });

  it("lets a visitor add a result to the cart with a plain form", async () => {
    const html = await page("/search?q=GCX1111-10");
    expect(html).toMatch(/<form [^>]*method="post"[^>]*>(?:(?!<\/form>)[\s\S])*name="pn" value="GCX1111-10"/);
  });

  it("answers hostile queries with 200 or 400, never echoing them unescaped", async () => {
    for (const q of ['"quoted"', "100%", "x".repeat(3000), "a\u0000b\u001b[31m", "<script>alert(1)</script>", "' OR 1=1 --", "\\", "(", ":*", "!&|"]) {
      const res = await get(`/search?q=${encodeURIComponent(q)}`);
      expect([200, 400], q.slice(0, 20)).toContain(res.status);
      expect(await res.text(), q.slice(0, 20)).not.toContain("<script>alert(1)</script>");
    }
  });

  it("sends /products?q= to the search page with the same query", async () => {
    const res = await get("/products?q=relay&category=relays");
    expect([res.status, res.headers.get("location")]).toEqual([301, "/search?q=relay&category=relays"]);
    const es = await get("/es/productos?q=rel%C3%A9");
    expect([es.status, es.headers.get("location")]).toEqual([301, "/es/buscar?q=rel%C3%A9"]);
  });

  it("keeps result pages out of search engines and caches them as the catalogue's pages", async () => {
    const res = await get("/search?q=relay");
    expect(res.headers.get("cache-control")).toBe(CACHE.publicPage);
    expect(await res.text()).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it("answers the modal's suggestions as JSON, and refuses a call without text or language", async () => {
    const res = await get("/search/suggestions?q=GCX1111-10&lang=es");
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { items: { pn: string; href: string }[]; total: number };
    expect(answer.items[0]).toMatchObject({ pn: "GCX1111-10", href: expect.stringMatching(/^\/es\/productos\//) });
    expect(answer.total).toBeGreaterThanOrEqual(1);
    for (const query of ["q=&lang=en", "q=relay", "q=relay&lang=fr"]) expect((await get(`/search/suggestions?${query}`)).status, query).toBe(400);
  });

  it("answers the elastic-search call's text query from the same index, in the call's language", async () => {
    const call = (query: string, lang: string) =>
      fetch(`${server.url}/api/public/elastic-search/search`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": lang },
        body: JSON.stringify({ elasticQuery: { size: 3, query: { multi_match: { query } } }, elasticIndex: "products" }),
      });
    const exact = (await (await call("gcx1111 10", "en")).json()) as { hits: { total: { value: number }; hits: { _id: string }[] } };
    expect(exact.hits.hits[0]?._id).toBe("GCX1111-10");
    const words = (await (await call("pulsador rojo", "es")).json()) as typeof exact;
    expect(words.hits.hits).toHaveLength(3);
    expect(words.hits.total.value).toBeGreaterThan(3);
  });
});
