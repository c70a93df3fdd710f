import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { CACHE } from "~/http/cache-policy";
import { href } from "~/i18n/href";
import { DEFAULT_LANG, langFromPath } from "~/i18n/lang";
import { buildSitemapIndex, getSitemap } from "~/services/content/sitemap.server";

/**
 * `/sitemap.xml`: the sitemap index naming the files of both languages (/sitemaps/…). `/es/sitemap.xml`,
 * a sitemap of its own before the split, answers 301 to it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (langFromPath(new URL(request.url).pathname) !== DEFAULT_LANG) {
    return redirect(href("sitemap", {}, DEFAULT_LANG), { status: 301, headers: { "Cache-Control": CACHE.noStore } });
  }
  const { publicUrl } = getConfig();
  const xml = buildSitemapIndex((await getSitemap(publicUrl)).files, publicUrl);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE.sitemap } });
}
