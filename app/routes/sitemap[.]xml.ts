import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { langFromPath } from "~/i18n/lang";
import { buildSitemap, getSitemapEntries } from "~/services/content/sitemap.server";
import { CACHE } from "~/http/cache-policy";

/** `/sitemap.xml` lists the English URLs, `/es/sitemap.xml` the Spanish ones; both carry alternates. */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const xml = buildSitemap(await getSitemapEntries(), lang, getConfig().publicUrl);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE.sitemap } });
}
