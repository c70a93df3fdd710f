import { routeTable, type RouteId } from "~/routes";
import type { Lang } from "./lang";

export type RouteParams = Record<string, string | undefined> & { "*"?: string };

/** Builds the path of a route in a language: `href("article", { slug: "x" }, "es")` -> `/es/articulo/x`. */
export function href(id: RouteId, params: RouteParams, lang: Lang): string {
  const pattern: string = routeTable[id][lang];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? "")).replace(/\*$/, params["*"] ?? "");
  if (path.length > 1 && path.endsWith("/")) return path.slice(0, -1);
  return path;
}

/** Finds which localized route a Remix route id belongs to (`article.es` -> `article`, `es`). */
export function parseRemixRouteId(remixId: string): { id: RouteId; lang: Lang } | null {
  const match = /^(\w+)\.(en|es)$/.exec(remixId);
  if (!match) return null;
  const id = match[1] as RouteId;
  if (!(id in routeTable)) return null;
  return { id, lang: match[2] as Lang };
}
