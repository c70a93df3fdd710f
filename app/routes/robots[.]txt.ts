import { getConfig } from "~/config.server";
import { href } from "~/i18n/href";
import { DEFAULT_LANG, LANGS } from "~/i18n/lang";
import { CACHE } from "~/http/cache-policy";

/** Crawlers may read everything public; personal areas and APIs are kept out. The sitemap index is named. */
export function robotsTxt(publicUrl: string): string {
  const privatePaths = LANGS.flatMap((lang) => [href("cart", {}, lang), href("checkout", {}, lang), href("account", { slug: "" }, lang)]);
  return [
    "User-agent: *",
    "Allow: /",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    "Disallow: /api/",
    "",
    `Sitemap: ${publicUrl}${href("sitemap", {}, DEFAULT_LANG)}`,
    "",
  ].join("\n");
}

export async function loader() {
  return new Response(robotsTxt(getConfig().publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE.publicFile },
  });
}
