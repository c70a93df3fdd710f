import { describe, expect, it } from "vitest";
import { href } from "./i18n/href";
import { langFromPath } from "./i18n/lang";
import { defineRouteTree, isAccountPath, layoutTable, routeTable } from "./routes";

type Defined = { path: string | undefined; file: string; id: string; index?: boolean; parent: string };

function defined(withTestRoutes: boolean): Defined[] {
  const seen: Defined[] = [];
  const parents: string[] = ["root"];
  defineRouteTree(
    (path, file, { id, index }, children) => {
      seen.push({ path, file, id, index, parent: parents.at(-1)! });
      if (children) {
        parents.push(id);
        children();
        parents.pop();
      }
    },
    { withTestRoutes },
  );
  return seen;
}

/** The full path of a defined route: its parents' paths joined with its own. */
function fullPath(route: Defined, all: Defined[]): string {
  const parent = all.find((r) => r.id === route.parent);
  const own = route.path ?? "";
  if (!parent) return own;
  const base = fullPath(parent, all);
  if (own.startsWith("/") || !base) return own || base;
  return own ? `${base === "/" ? "" : base}/${own}` : base;
}

describe("route tree", () => {
  it("registers every localized route once per language, under its parent, with unique ids and paths", () => {
    const routes = defined(false);
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    for (const [id, entry] of Object.entries(routeTable)) {
      for (const lang of ["en", "es"] as const) {
        const route = routes.find((r) => r.id === `${id}.${lang}`)!;
        expect(route, id).toBeDefined();
        expect(fullPath(route, routes), id).toBe(entry[lang]);
        const parentId = entry.parent === "root" ? "root" : entry.parent in layoutTable ? `layout.${entry.parent}` : `${entry.parent}.${lang}`;
        expect(route.parent, id).toBe(parentId);
      }
    }
    const pages = routes.filter((r) => !r.index && r.path !== undefined).map((r) => fullPath(r, routes));
    expect(new Set(pages).size).toBe(pages.length);
  });
  it("shows the site's shape: the shop and sign-in layouts, and the account pages under the account layout", () => {
    const routes = defined(false);
    expect(routes.filter((r) => r.parent === "root" && r.path === undefined).map((r) => r.id)).toEqual(["layout.shop", "layout.auth"]);
    expect(routes.find((r) => r.id === "accountProfile.es")).toMatchObject({ parent: "account.es", path: "perfil" });
    expect(routes.find((r) => r.id === "accountHome.en")).toMatchObject({ parent: "account.en", index: true });
    expect(routes.find((r) => r.id === "login.en")?.parent).toBe("layout.auth");
    expect(routes.find((r) => r.id === "cart.es")?.parent).toBe("layout.shop");
  });
  it("registers the test layout and its pages only for test builds", () => {
    expect(defined(false).some((r) => r.id.startsWith("layout.test") || r.path?.startsWith("/__test"))).toBe(false);
    const withTests = defined(true);
    expect(withTests.find((r) => r.id === "testLayout")).toMatchObject({ parent: "layout.test", path: "/__test/layout" });
  });
  it("gives every Spanish path the /es prefix and the Spanish segment words", () => {
    for (const entry of Object.values(routeTable)) expect(entry.es.startsWith("/es")).toBe(true);
    expect(routeTable.article.es).toBe("/es/articulo/:slug");
    expect(routeTable.category.es).toBe("/es/categoria/:slug");
    expect(routeTable.industry.es).toBe("/es/industria/:slug");
    expect(routeTable.account.es).toBe("/es/mi-cuenta");
    expect(routeTable.accountProfile.es).toBe("/es/mi-cuenta/perfil");
    expect(routeTable.products.es).toBe("/es/productos");
    expect(routeTable.resource.es).toBe("/es/documento/:slug");
    expect(routeTable.testimonial.es).toBe("/es/testimonial/:slug");
    expect(routeTable.whitePaper.es).toBe("/es/documento-tecnico/:slug");
  });
  it("knows which paths are in the account area", () => {
    expect(isAccountPath("/my-account")).toBe(true);
    expect(isAccountPath("/es/mi-cuenta/perfil")).toBe(true);
    expect(isAccountPath("/my-accountant")).toBe(false);
    expect(isAccountPath("/products")).toBe(false);
  });
  it("builds links by route id, params and language", () => {
    expect(href("article", { slug: "wiring-101" }, "es")).toBe("/es/articulo/wiring-101");
    expect(href("product", { slug: "a b" }, "en")).toBe("/products/a%20b");
    expect(href("home", {}, "es")).toBe("/es");
    expect(href("home", {}, "en")).toBe("/");
    expect(href("page", { "*": "about/quality" }, "en")).toBe("/about/quality");
    expect(href("page", { "*": "tienda" }, "es")).toBe("/es/tienda");
  });
  it("reads the language from the path", () => {
    expect(langFromPath("/es")).toBe("es");
    expect(langFromPath("/es/articulo/x")).toBe("es");
    expect(langFromPath("/estate")).toBe("en");
    expect(langFromPath("/")).toBe("en");
  });
});
