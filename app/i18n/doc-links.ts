import type { RouteId } from "~/routes";
import { href } from "./href";
import type { Lang } from "./lang";

/** Which route shows a document of each content type. */
const routeByType: Record<string, RouteId> = {
  product: "product",
  category: "category",
  productSeries: "series",
  article: "article",
  industry: "industry",
  resource: "resource",
  testimonial: "testimonial",
  whitePaper: "whitePaper",
  page: "page",
};

export type LinkableDoc = { _type: string; slug?: Partial<Record<Lang, string>> | null };

/** The path of a document in a language, or null when the type has no page of its own. */
export function docHref(doc: LinkableDoc | null | undefined, lang: Lang): string | null {
  if (!doc) return null;
  const routeId = routeByType[doc._type];
  const slug = doc.slug?.[lang];
  if (!routeId || slug === undefined) return null;
  if (routeId === "page") return slug === "" ? href("home", {}, lang) : href("page", { "*": slug }, lang);
  return href(routeId, { slug }, lang);
}
