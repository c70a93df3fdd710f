import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { CACHE } from "~/http/cache-policy";
import { getSitemap, renderSitemapFile } from "~/services/content/sitemap.server";

/** `/sitemaps/{lang}-{n}.xml`: one file of the sitemap named in the index; any other name is not found. */
export async function loader({ params }: LoaderFunctionArgs) {
  const { publicUrl } = getConfig();
  const sitemap = await getSitemap(publicUrl);
  const file = sitemap.files.find((f) => f.name === params.file);
  if (!file) throw new Response("Not Found", { status: 404 });
  return new Response(renderSitemapFile(await sitemap.entriesOf(file), file, publicUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE.sitemap },
  });
}
