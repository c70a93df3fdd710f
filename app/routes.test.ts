import { describe, expect, it } from "vitest";
import { href, parseRemixRouteId } from "./i18n/href";
import { langFromPath } from "./i18n/lang";
import { defineLocalizedRoutes, routeTable } from "./routes";

describe("route table", () => {
  it("registers every route once per language with unique ids and paths", () => {
    const seen: { path: string; id: string }[] = [];
    defineLocalizedRoutes((path, _file, { id }) => seen.push({ path, id }));
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length);
    expect(new Set(seen.map((s) => s.path)).size).toBe(seen.length);
    expect(seen.filter((s) => s.id.endsWith(".es")).length).toBe(Object.keys(routeTable).length);
  });
  it("gives every Spanish path the /es prefix and the Spanish segment words", () => {
    for (const entry of Object.values(routeTable)) expect(entry.es.startsWith("/es")).toBe(true);
    expect(routeTable.article.es).toBe("/es/articulo/:slug");
    expect(routeTable.category.es).toBe("/es/categoria/:slug");
    expect(routeTable.industry.es).toBe("/es/industria/:slug");
    expect(routeTable.account.es).toBe("/es/mi-cuenta/:slug");
    expect(routeTable.products.es).toBe("/es/productos");
    expect(routeTable.resource.es).toBe("/es/documento/:slug");
    expect(routeTable.testimonial.es).toBe("/es/testimonial/:slug");
    expect(routeTable.whitePaper.es).toBe("/es/documento-tecnico/:slug");
  });
  it("builds links by route id, params and language", () => {
    expect(href("article", { slug: "wiring-101" }, "es")).toBe("/es/articulo/wiring-101");
    expect(href("product", { slug: "a b" }, "en")).toBe("/products/a%20b");
    expect(href("home", {}, "es")).toBe("/es");
    expect(href("home", {}, "en")).toBe("/");
    expect(href("page", { "*": "about/quality" }, "en")).toBe("/about/quality");
    expect(href("page", { "*": "tienda" }, "es")).toBe("/es/tienda");
  });
  it("parses Remix route ids back", () => {
    expect(parseRemixRouteId("article.es")).toEqual({ id: "article", lang: "es" });
    expect(parseRemixRouteId("root")).toBeNull();
    expect(parseRemixRouteId("nothing.en")).toBeNull();
  });
  it("reads the language from the path", () => {
    expect(langFromPath("/es")).toBe("es");
    expect(langFromPath("/es/articulo/x")).toBe("es");
    expect(langFromPath("/estate")).toBe("en");
    expect(langFromPath("/")).toBe("en");
  });
});
