import { docHref } from "~/i18n/doc-links";
import type { Lang } from "~/i18n/lang";
import type { LinkTarget, SiteContent } from "~/services/content/site.server";
import type { MenuLink } from "~/services/content/types";

/** One link of a menu, already localized. */
export type NavLink = { key: string; label: string; to: string; external: boolean };
export type NavItem = NavLink & { shop: boolean; children: NavLink[] };
export type ShopColumn = NavLink & { children: NavLink[] };

/** What the header, footer and trust strip render — and nothing more (it travels with every page). */
export type ShellData = {
  siteName: string;
  siteDescription: string;
  company: { name: string; addressLine: string; city: string; state: string; postalCode: string; phone: string; email: string } | null;
  mainMenu: NavItem[];
  shopColumns: ShopColumn[];
  footerMenu: NavLink[];
  social: { key: string; platform: string; url: string }[];
};

type CategoryView = SiteContent["categories"][number];
type LinkedItem = MenuLink & { link?: LinkTarget };
type MenuItemView = LinkedItem & { shopMenu?: boolean; submenuItems?: LinkedItem[] };
/** A menu as SITE_QUERY projects it (references resolved into `link` and `category`). */
type MenuView = {
  menuSlug: string;
  menuItems?: MenuItemView[];
  columns?: { _key: string; category: Pick<CategoryView, "_id" | "title" | "slug"> | null }[];
};

function localizeLink(item: LinkedItem, lang: Lang): NavLink | null {
  const label = item.title?.[lang] ?? item.link?.title?.[lang];
  const internal = docHref(item.link, lang);
  const to = internal ?? item.url;
  if (!label || !to) return null;
  return { key: item._key, label, to, external: internal === null };
}

function menuItem(item: MenuItemView, lang: Lang): NavItem | null {
  const link = localizeLink(item, lang);
  if (!link) return null;
  const children = (item.submenuItems ?? []).map((sub) => localizeLink(sub, lang)).filter((l): l is NavLink => l !== null);
  return { ...link, shop: item.shopMenu === true, children };
}

const byLinks = <T,>(list: (T | null)[]) => list.filter((x): x is T => x !== null);

/** Categories as mega-menu columns: the shop menu's columns, else every top-level category. */
function shopColumns(site: SiteContent, menus: MenuView[], lang: Lang): ShopColumn[] {
  const categoryLink = (c: Pick<CategoryView, "_id" | "title" | "slug">): NavLink => ({
    key: c._id,
    label: c.title[lang],
    to: docHref({ _type: "category", slug: c.slug }, lang)!,
    external: false,
  });
  const shopMenu = menus.find((m) => m.menuSlug === "shop");
  const tops = shopMenu?.columns?.length
    ? byLinks(shopMenu.columns.map((col) => col.category))
    : site.categories.filter((c) => !c.parent);
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
  const menus = (site.menus ?? []) as unknown as MenuView[];
  const menu = (slug: string) => menus.find((m) => m.menuSlug === slug)?.menuItems ?? [];
  const config = site.siteConfig;
  return {
    siteName: config?.title?.[lang] ?? config?.company?.name ?? "",
    siteDescription: config?.description?.[lang] ?? "",
    company: config?.company ?? null,
    mainMenu: byLinks(menu("main").map((item) => menuItem(item, lang))),
    shopColumns: shopColumns(site, menus, lang),
    footerMenu: byLinks(menu("footer").map((item) => localizeLink(item, lang))),
    social: (site.social?.links ?? []).map(({ _key, platform, url }) => ({ key: _key, platform, url })),
  };
}
