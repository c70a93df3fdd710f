import { json, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { langFromPath } from "~/i18n/lang";
import type { RouteId } from "~/routes";
import { findEditorial } from "./editorial.server";
import { settleLocalizedDocument } from "./localized-document.server";
import type { EditorialType } from "./types";

/** Anonymous content pages are the same for everyone: shared caches may keep them briefly. */
export const PUBLIC_PAGE_CACHE = "public, max-age=60, stale-while-revalidate=600";

/** `headers` export of public content routes; keeps a `Vary` the loader set, never caches errors. */
export const publicPageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return { "Cache-Control": "no-store" };
  const headers = new Headers({ "Cache-Control": PUBLIC_PAGE_CACHE });
  const vary = loaderHeaders.get("Vary");
  if (vary) headers.set("Vary", vary);
  return headers;
};

/**
 * Loader of the single-document editorial routes: finds the document by its slug in either language,
 * 404 when unknown, 301 to this language's slug, else the document and its alternates.
 */
export async function loadEditorialDocument(
  type: Exclude<EditorialType, "page">,
  routeId: RouteId,
  { params, request }: Pick<LoaderFunctionArgs, "params" | "request">,
) {
  const lang = langFromPath(new URL(request.url).pathname);
  const slug = params.slug ?? "";
  const found = await findEditorial(type, slug, lang);
  const { doc, alternates } = settleLocalizedDocument(found, { routeId, lang, slug, request });
  return json({ doc, alternates });
}
