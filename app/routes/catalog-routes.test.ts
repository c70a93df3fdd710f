/** The catalogue routes' loaders on the embedded dataset and a fresh embedded database. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, prepareDatabase } from "~/services/db/index.server";
import { catalogFilled } from "~/services/search/catalog-index.server";
import { loader as categoryLoader } from "./category";
import { loader as productLoader } from "./product";
import { loader as productsLoader } from "./products";

const dataDir = mkdtempSync(path.join(tmpdir(), "catalog-routes-"));
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  await prepareDatabase();
  await catalogFilled();
}, 180_000);
afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${url}`), params, context: {} }) as LoaderFunctionArgs;

/** The loader's answer, or the Response it threw (404, 301). */
async function answer(run: Promise<Response>): Promise<Response> {
  try {
    return await run;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const EN_SLUG = "22mm-nema-flush-push-button-black-1no-gcx1111-10";
const ES_SLUG = "pulsador-nema-22-mm-rasante-negro-1na-gcx1111-10";
const PUBLIC = "public, max-age=60, stale-while-revalidate=600";

describe("product loader", () => {
  it("shows the product with the anonymous (OEM) price, alternates and JSON-LD, publicly cacheable", async () => {
    const res = await answer(productLoader(args(`/products/${EN_SLUG}`, { slug: EN_SLUG })));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC);
    const data = await res.json();
    expect(data.product.pn).toBe("GCX1111-10");
    expect(data.prices["GCX1111-10"]).toEqual({ listCents: 1505, saleCents: 1385, callForPrice: false });
    expect(data.alternates).toEqual({ en: `/products/${EN_SLUG}`, es: `/es/productos/${ES_SLUG}` });
    expect(JSON.parse(data.jsonLd)).toMatchObject({ "@type": "Product", sku: "GCX1111-10", offers: { price: "13.85" } });
  });

  it("redirects the other language's slug permanently, keeping the query", async () => {
    const res = await answer(productLoader(args(`/es/productos/${EN_SLUG}?utm_source=x`, { slug: EN_SLUG })));
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(`/es/productos/${ES_SLUG}?utm_source=x`);
  });

  it("answers 404 for an unknown slug", async () => {
    expect((await answer(productLoader(args("/products/nope", { slug: "nope" })))).status).toBe(404);
    expect((await answer(productLoader(args("/products/", {})))).status).toBe(404);
  });
});

describe("category loader", () => {
  it("shows the category with its products paged and sorted, never its own filters", async () => {
    const res = await answer(categoryLoader(args("/es/categoria/pulsadores?page=99&sort=title&q=x&f.color=negro", { slug: "pulsadores" })));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC);
    const data = await res.json();
    expect(data.category.title).toBe("Pulsadores");
    expect(data.list.window).toMatchObject({ total: 364, page: 16, requestedPastEnd: true });
    expect(data.list.query).toMatchObject({ q: "", filters: {}, sort: "title" });
    expect(data.alternates).toEqual({ en: "/category/push-buttons", es: "/es/categoria/pulsadores" });
    expect(Object.keys(data.prices).sort()).toEqual(data.list.items.map((p: { pn: string }) => p.pn).sort());
  });

  it("redirects the other language's slug and answers 404 for an unknown one", async () => {
    const moved = await answer(categoryLoader(args("/es/categoria/wire-duct", { slug: "wire-duct" })));
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/es/categoria/canaleta-ranurada");
    expect((await answer(categoryLoader(args("/category/nope", { slug: "nope" })))).status).toBe(404);
  });
});

describe("products loader", () => {
  it("never fails on odd parameters, and says what it did with them", async () => {
    const res = await answer(productsLoader(args("/products?page=abc&sort=zzz&category=nope&f.binLocation=A1")));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC);
    const data = await res.json();
    expect(data.list).toMatchObject({ categoryNotFound: true, query: { page: 1, sort: "pn", filters: {} } });
    expect(data.list.window.total).toBe(1291);
    expect(data.alternates).toEqual({ en: "/products", es: "/es/productos" });
    expect(data.title).toBe("Products");
  });

  it("titles a category selection in the page's language", async () => {
    expect((await (await answer(productsLoader(args("/es/productos?category=pulsadores")))).json()).title).toBe("Pulsadores: productos");
  });

  it("sends words and part numbers to the search page with the whole query, in the page's language", async () => {
    for (const [path, to] of [
      ["/products?q=relay&category=relays&f.color=Red", "/search?q=relay&category=relays&f.color=Red"],
      ["/es/productos?q=rel%C3%A9", "/es/buscar?q=rel%C3%A9"],
    ] as const) {
      const res = await answer(productsLoader(args(path)));
      expect([res.status, res.headers.get("Location")]).toEqual([301, to]);
    }
  });
});
