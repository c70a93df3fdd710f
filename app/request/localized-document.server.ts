import { redirect } from "@remix-run/node";
import { alternatesFor, type Alternates } from "~/i18n/alternates";
import type { Lang } from "~/i18n/lang";
import type { RouteId } from "~/routes";
import type { LocaleSlug } from "~/services/content/types";

/** A document found by a slug of either language. */
export type SlugMatch<T extends { slug: LocaleSlug }> = T | null | undefined;

export function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

/**
 * Checks a document found by slug against the language of the request:
 * none -> 404; found by the other language's slug -> 301 to this language's slug (query kept);
 * otherwise its alternates (the same document's path in each language).
 */
export function settleLocalizedDocument<T extends { slug: LocaleSlug }>(
  doc: SlugMatch<T>,
  { routeId, lang, slug, request, paramName = "slug" }: { routeId: RouteId; lang: Lang; slug: string; request: Request; paramName?: string },
): { doc: T; alternates: Alternates } {
  if (!doc) notFound();
  const alternates = alternatesFor(routeId, { en: { [paramName]: doc.slug.en }, es: { [paramName]: doc.slug.es } });
  if (doc.slug[lang] !== slug) {
    const url = new URL(request.url);
    throw redirect(alternates[lang] + url.search, 301);
  }
  return { doc, alternates };
}
