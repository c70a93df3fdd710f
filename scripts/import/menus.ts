/**
 * Navigation menus: `main` (with the shop mega-menu item), `shop` (one column per top-level
 * category) and `footer`. Links reference documents, so titles and slugs stay right in both languages.
 */
import type { CategoryDoc, EditorialDoc, MenuDoc, MenuLink } from "../../app/services/content/types";
import { base, keyOf, localeString, ref } from "./documents";

type MenuItem = MenuDoc["menuItems"][number];

/** Pages the menus link to; a missing one is left out of the menus (the import warns). */
export const MENU_PAGES = ["page-shop", "page-about", "page-contact"] as const;

export function missingMenuPages(editorial: EditorialDoc[]): string[] {
  return MENU_PAGES.filter((id) => !editorial.some((d) => d._id === id));
}

const labels = {
  shop: { en: "Shop", es: "Tienda" },
  products: { en: "Products", es: "Productos" },
  industries: { en: "Industries", es: "Industrias" },
  resources: { en: "Resources", es: "Recursos" },
  whitePapers: { en: "White papers", es: "Documentos técnicos" },
  articles: { en: "Articles", es: "Artículos" },
  about: { en: "About", es: "Nosotros" },
  contact: { en: "Contact", es: "Contacto" },
  company: { en: "Company", es: "Empresa" },
  cart: { en: "Cart", es: "Carrito" },
  mainMenu: { en: "Main menu", es: "Menú principal" },
  footerMenu: { en: "Footer", es: "Pie de página" },
} as const;

function docLink(doc: EditorialDoc, title = doc.title): MenuLink {
  return { _key: keyOf(doc._id), title: localeString(title), reference: ref(doc._id) };
}

function routeLink(routeId: string, title: { en: string; es: string }): MenuLink {
  return { _key: keyOf(`route-${routeId}`), title: localeString(title), routeId };
}

/** A heading with links under it; none when there is nothing to list. */
function group(key: string, title: { en: string; es: string }, links: MenuLink[]): MenuItem[] {
  return links.length === 0 ? [] : [{ _key: key, title: localeString(title), submenuItems: links }];
}

/** Pages nested under a page by slug (`about/quality` under `about`), in document order. */
function childPages(parent: EditorialDoc, docs: EditorialDoc[]): EditorialDoc[] {
  return docs.filter((d) => d._type === "page" && d.slug.en.startsWith(`${parent.slug.en}/`));
}

export function menuDocuments(categories: CategoryDoc[], editorial: EditorialDoc[]): MenuDoc[] {
  const byId = new Map(editorial.map((d) => [d._id, d]));
  /** Zero or one link to a page, so a missing page drops out instead of dangling. */
  const pageLink = (id: (typeof MENU_PAGES)[number], title: { en: string; es: string }): MenuLink[] => {
    const doc = byId.get(id);
    return doc ? [docLink(doc, title)] : [];
  };
  const ofType = (type: EditorialDoc["_type"]) => editorial.filter((d) => d._type === type).map((d) => docLink(d));
  const about = byId.get("page-about");
  const aboutChildren = about ? childPages(about, editorial).map((d) => docLink(d)) : [];
  const shippingPolicy = editorial.filter((d) => d._type === "page" && d.slug.en === "help/shipping").map((d) => docLink(d));

  const main: MenuDoc = {
    ...base("menu-main", "menu"),
    menuSlug: "main",
    title: localeString(labels.mainMenu),
    menuItems: [
      ...pageLink("page-shop", labels.shop).map((link) => ({ ...link, shopMenu: true })),
      routeLink("products", labels.products),
      ...group("industries", labels.industries, ofType("industry")),
      ...group("resources", labels.resources, [...ofType("resource"), ...ofType("whitePaper")]),
      ...group("articles", labels.articles, ofType("article")),
      ...pageLink("page-about", labels.about).map((link) => ({ ...link, submenuItems: aboutChildren })),
      ...pageLink("page-contact", labels.contact),
    ],
  };

  const topLevel = categories.filter((c) => c.parent === null).sort((a, b) => a.sequence - b.sequence);
  const shop: MenuDoc = {
    ...base("menu-shop", "menu"),
    menuSlug: "shop",
    title: localeString(labels.shop),
    menuItems: [],
    columns: topLevel.map((c) => ({ _key: keyOf(c.slug.en), productCategory: ref(c._id) })),
  };

  const footer: MenuDoc = {
    ...base("menu-footer", "menu"),
    menuSlug: "footer",
    title: localeString(labels.footerMenu),
    menuItems: [
      ...group("company", labels.company, [...pageLink("page-about", labels.about), ...aboutChildren, ...pageLink("page-contact", labels.contact)]),
      ...group("shop", labels.shop, [
        ...pageLink("page-shop", labels.shop),
        routeLink("products", labels.products),
        routeLink("cart", labels.cart),
        ...shippingPolicy,
      ]),
      ...group("resources", labels.resources, ofType("resource")),
      ...group("white-papers", labels.whitePapers, ofType("whitePaper")),
    ],
  };

  return [main, shop, footer];
}
