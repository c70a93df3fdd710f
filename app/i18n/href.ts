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

/** The price file's address in a language, of one category when `category` is a slug (docs/price-file.md). */
export function priceFileHref(lang: Lang, category?: string): string {
  const path = href("priceFile", {}, lang);
  return category ? `${path}?${new URLSearchParams({ category })}` : path;
}
