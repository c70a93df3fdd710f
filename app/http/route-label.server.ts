import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";

/** Paths the server answers before Remix: their own label each. */
const EDGE_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/** The build's flat route manifest as the nested routes matchRoutes takes. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route.id);
      const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
      return route.index ? { ...common, index: true } : { ...common, children };
    });
}

/**
 * The label a request's metrics carry: the route pattern it matched (`/products/:slug`), `/build/*` for
 * the built assets, `unmatched` for any other path, never the path itself, so the labels stay few.
 */
export function routeLabeler(routes: ServerBuild["routes"]): (path: string) => string {
  const tree = routeTree(routes);
  return (path) => {
    if (EDGE_PATHS.has(path)) return path;
    if (path.startsWith("/build/")) return "/build/*";
    const matches = matchRoutes(tree, path);
    if (!matches) return "unmatched";
    const pattern = matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join("/");
    return `/${pattern}`.replace(/\/{2,}/g, "/");
  };
}
