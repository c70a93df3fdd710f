const ALLOWED_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);

export type SafeHref = { href: string; external: boolean };

/**
 * Checks an editor-entered link: same-site paths and http(s)/mailto/tel addresses pass; anything
 * else (javascript:, data:, protocol-relative...) is refused (docs/site.md#safe-links).
 * `external` is true for an absolute http(s) address on another host than `siteOrigin`.
 */
export function safeHref(raw: string, siteOrigin?: string): SafeHref | null {
  const href = raw.trim();
  if (href.startsWith("/") && !href.startsWith("//")) return { href, external: false };
  if (href.startsWith("#")) return { href, external: false };
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null;
  const web = url.protocol === "http:" || url.protocol === "https:";
  const external = web && (!siteOrigin || url.origin !== siteOrigin);
  return { href: url.href, external };
}
