import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { routeLabeler } from "./route-label.server";

const route = (id: string, parentId: string | undefined, path: string | undefined, index = false) => ({ id, parentId, path, index, module: {} });
const routes = Object.fromEntries(
  [
    route("root", undefined, ""),
    route("routes/home", "root", undefined, true),
    route("routes/products", "root", "products"),
    route("routes/products.$slug", "routes/products", ":slug"),
    route("routes/es.productos.$slug", "root", "es/productos/:slug"),
    route("routes/account", "root", "account"),
    route("routes/account._index", "routes/account", undefined, true),
  ].map((r) => [r.id, r]),
) as unknown as ServerBuild["routes"];

describe("routeLabeler", () => {
  const label = routeLabeler(routes);

  it("names the matched route pattern, not the path", () => {
    expect(label("/products/AB-123")).toBe("/products/:slug");
    expect(label("/es/productos/AB-123")).toBe("/es/productos/:slug");
    expect(label("/account")).toBe("/account");
    expect(label("/")).toBe("/");
  });

  it("puts the built assets under one label and unknown paths under another", () => {
    expect(label("/build/_shared/chunk-ABC123.js")).toBe("/build/*");
    expect(label("/no/such/page")).toBe("unmatched");
    expect(label("/products/AB-123/extra")).toBe("unmatched");
  });

  it("keeps the server's own paths", () => {
    expect(label("/metrics")).toBe("/metrics");
    expect(label("/healthz")).toBe("/healthz");
  });
});
