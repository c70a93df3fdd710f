import type { LoaderFunctionArgs } from "@remix-run/node";
import { CACHE } from "~/http/cache-policy";
import { isLang } from "~/i18n/lang";
import { languageFileHref } from "~/i18n/language-file";
import { callRefused, methodNotAllowed } from "~/request/public-api.server";
import { publishedLanguageFile } from "~/services/content/language-file.server";
import { getSiteContent } from "~/services/content/site.server";

/**
 * GET /strings/{lang}.{version}.json: a language's file (its strings and the shell's data), loaded by the browser before it
 * hydrates a page. The current version is kept for good; a page rendered before the strings were
 * edited gets today's strings, never stored, rather than nothing to hydrate with.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const [lang, version] = /^([a-z]{2})\.([0-9a-f]{16})\.json$/.exec(params.file ?? "")?.slice(1) ?? [];
  if (!isLang(lang) || !version) return callRefused(404, "No such strings file: /strings/{en|es}.{version}.json");
  const published = publishedLanguageFile(await getSiteContent(), lang);
  const current = published.href === languageFileHref(lang, version);
  return new Response(published.body, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": current ? CACHE.immutableAsset : CACHE.noStore },
  });
}

export const action = () => methodNotAllowed("GET");
