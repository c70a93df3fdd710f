import type { NavItem, NavLink } from "~/services/content/shell-data";

export type { NavItem, NavLink, ShellData, ShopColumn } from "~/services/content/shell-data";

/** Site paths start with one slash; anything else (`https:`, `mailto:`, `//host`) leaves the site. */
export const isExternal = (link: NavLink) => !/^\/(?!\/)/.test(link.to);

/** The entry's own link, when it is not just a heading. */
export function ownLink(item: NavItem): NavLink | null {
  return item.to === null ? null : { label: item.label, to: item.to };
}

/** Everything an entry leads to: itself (when linked), then its children. */
export function linksOf(item: NavItem): NavLink[] {
  const own = ownLink(item);
  return own ? [own, ...item.children] : item.children;
}
