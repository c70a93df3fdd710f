import { docHref } from "~/i18n/doc-links";
import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";
import { routeTable, type RouteId } from "~/routes";
import type { LinkTarget, SiteContent } from "./site.server";
import type { MenuLink } from "./types";

/** One link of a menu, already localized: a path of the site, or an external address. */
export type NavLink = { label: string; to: string };
/** A top-level entry: a link, or a heading (`to` null) over its children; `shop` marks the mega-menu entry. */
export type NavItem = { label: string; to: string | null; shop?: true; children: NavLink[] };
export type ShopColumn = NavLink & { children: NavLink[] };

/**
 * What the header, footer and trust strip render — and nothing more: it travels with every page in the
 * serialized root loader data, so fields that can be derived (React keys, whether a link is external) are not stored.
 */
export type ShellData = {
  siteName: string;
  siteDescription: string;
  company: { name: string; addressLine: string; city: string; state: string; postalCode: string; phone: string; email: string } | null;
  mainMenu: NavItem[];
  shopColumns: ShopColumn[];
  footerMenu: NavItem[];
  social: { platform: string; url: string }[];
};

type CategoryView = SiteContent["categories"][number];
const byLinks = <T>(list: (T | null)[]) => list.filter((x): x is T => x !== null);
type LinkedItem = MenuLink & { link?: LinkTarget };
type MenuItemView = LinkedItem & { shopMenu?: boolean; submenuItems?: LinkedItem[] };
/** A menu as SITE_QUERY projects it (references resolved into `link` and `category`). */
type MenuView = {
  menuSlug: string;
  menuItems?: MenuItemView[];
  columns?: { _key: string; category: Pick<CategoryView, "_id" | "title" | "slug"> | null }[];
};

const isRouteId = (id: string | undefined): id is RouteId => id !== undefined && Object.hasOwn(routeTable, id);

/** A document reference, a route of the app (`products`, `cart`) or an external address. */
function linkTarget(item: LinkedItem, lang: Lang): string | null {
  return docHref(item.link, lang) ?? (isRouteId(item.routeId) ? href(item.routeId, {}, lang) : null) ?? item.url ?? null;
}

function localizeLink(item: LinkedItem, lang: Lang): NavLink | null {
  const label = item.title?.[lang] ?? item.link?.title?.[lang];
  const to = linkTarget(item, lang);
  return label && to ? { label, to } : null;
}

function menuItem(item: MenuItemView, lang: Lang): NavItem | null {
  const label = item.title?.[lang] ?? item.link?.title?.[lang];
  const to = linkTarget(item, lang);
  const children = byLinks((item.submenuItems ?? []).map((sub) => localizeLink(sub, lang)));
  if (!label || (!to && children.length === 0)) return null;
  return { label, to, ...(item.shopMenu ? { shop: true as const } : {}), children };
}

/** Categories as mega-menu columns: the shop menu's columns, else every top-level category. */
function shopColumns(site: SiteContent, menus: MenuView[], lang: Lang): ShopColumn[] {
  const categoryLink = (c: Pick<CategoryView, "title" | "slug">): NavLink => ({
    label: c.title[lang],
    to: docHref({ _type: "category", slug: c.slug }, lang)!,
  });
  const shopMenu = menus.find((m) => m.menuSlug === "shop");
  const tops = shopMenu?.columns?.length ? byLinks(shopMenu.columns.map((col) => col.category)) : site.categories.filter((c) => !c.parent);
  return tops.map((top) => ({
    ...categoryLink(top),
    children: site.categories
      .filter((c) => c.parent?._ref === top._id)
      .sort((a, b) => a.sequence - b.sequence)
      .map(categoryLink),
  }));
}

/** Projects the site-wide content onto the shell in one language. */
export function shellData(site: SiteContent, lang: Lang): ShellData {
  const menus: MenuView[] = site.menus ?? [];
  const menu = (slug: string) => menus.find((m) => m.menuSlug === slug)?.menuItems ?? [];
  const config = site.siteConfig;
  return {
    siteName: config?.title?.[lang] ?? config?.company?.name ?? "",
    siteDescription: config?.description?.[lang] ?? "",
    company: config?.company ?? null,
    mainMenu: byLinks(menu("main").map((item) => menuItem(item, lang))),
    shopColumns: shopColumns(site, menus, lang),
    footerMenu: byLinks(menu("footer").map((item) => menuItem(item, lang))),
    social: (site.social?.links ?? []).map(({ platform, url }) => ({ platform, url })),
  };
}
