/**
 * The menus' and footer's links are plain anchors (`data-client-nav`), a hundred and more on every page: each as a
 * Remix `<Link>` costs hooks, listeners and a route-discovery entry at hydration. One click listener on the document
 * gives them the same client navigation instead (`useMenuNavigation`); this decides which clicks it takes.
 */
export const CLIENT_NAV_ATTRIBUTE = "data-client-nav";

type Click = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">;
type Anchor = { href: string; target: string; hasDownload: boolean };

/** The path (with query and hash) to navigate to on the client, or null when the browser should follow the link itself. */
export function clientNavigationPath(click: Click, anchor: Anchor, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target !== "" && anchor.target !== "_self") || anchor.hasDownload) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}
