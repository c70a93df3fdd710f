import type { Lang } from "./i18n/lang";

/**
 * The one route table, shaped like the site. Layout routes without a path hold the shell around their
 * children; localized routes have a path in each language (Remix syntax: `:param`, `*` for a catch-all of
 * several segments) and name their parent. Registered in remix.config.js; links are built from it with
 * `href()` (app/i18n/href.ts).
 */
export const layoutTable = {
  /** The storefront: header, footer, the login and name modals. */
  shop: { file: "routes/layout.shop.tsx" },
  /** The sign-in pages: the storefront's header and footer, without modals over the flow. */
  auth: { file: "routes/layout.auth.tsx" },
  /** A bare page for test-only routes; registered only in builds made with TEST_ROUTES=true. */
  test: { file: "routes/layout.test.tsx", testOnly: true },
} as const;

export type LayoutId = keyof typeof layoutTable;

/** `parent` is a layout, another localized route, or `root` for a route outside every layout. */
type LocalizedRoute = { file: string; parent: string; index?: true } & Record<Lang, string>;

export const routeTable = {
  home: { file: "routes/home.tsx", parent: "shop", en: "/", es: "/es" },
  products: { file: "routes/products.tsx", parent: "shop", en: "/products", es: "/es/productos" },
  product: { file: "routes/product.tsx", parent: "shop", en: "/products/:slug", es: "/es/productos/:slug" },
  category: { file: "routes/category.tsx", parent: "shop", en: "/category/:slug", es: "/es/categoria/:slug" },
  /** Search by part number and words, from the database's index (docs/search.md); the header's GET form lands here. */
  search: { file: "routes/search.tsx", parent: "shop", en: "/search", es: "/es/buscar" },
  /** A series' datasheet: its common specifications and its variants, from the catalogue's attributes. */
  series: { file: "routes/series.tsx", parent: "shop", en: "/series/:slug", es: "/es/serie/:slug" },
  article: { file: "routes/editorial.tsx", parent: "shop", en: "/article/:slug", es: "/es/articulo/:slug" },
  industry: { file: "routes/editorial.tsx", parent: "shop", en: "/industry/:slug", es: "/es/industria/:slug" },
  resource: { file: "routes/editorial.tsx", parent: "shop", en: "/resource/:slug", es: "/es/documento/:slug" },
  testimonial: { file: "routes/editorial.tsx", parent: "shop", en: "/testimonial/:slug", es: "/es/testimonial/:slug" },
  whitePaper: { file: "routes/editorial.tsx", parent: "shop", en: "/white-paper/:slug", es: "/es/documento-tecnico/:slug" },
  cart: { file: "routes/cart.tsx", parent: "shop", en: "/cart", es: "/es/carrito" },
  /** A bill of materials pasted or uploaded as CSV, added to the cart in one post (docs/quick-order.md). */
  quickOrder: { file: "routes/quick-order.tsx", parent: "shop", en: "/quick-order", es: "/es/pedido-rapido" },
  /** A quote PDF the cart page's button made, for its owner only (docs/quote.md); any other viewer gets 404. */
  quote: { file: "routes/quote.ts", parent: "root", en: "/quote/:number", es: "/es/cotizacion/:number" },
  /** Signed-in buyers only: the form, its review and "Place order" are posts to this one page. */
  checkout: { file: "routes/checkout.tsx", parent: "shop", en: "/checkout", es: "/es/finalizar-compra" },
  /** The account area: its layout requires a signed-in buyer and shows the account navigation. */
  account: { file: "routes/account.tsx", parent: "shop", en: "/my-account", es: "/es/mi-cuenta" },
  accountHome: { file: "routes/account._index.tsx", parent: "account", index: true, en: "/my-account", es: "/es/mi-cuenta" },
  accountProfile: { file: "routes/account.profile.tsx", parent: "account", en: "/my-account/profile", es: "/es/mi-cuenta/perfil" },
  accountCompany: { file: "routes/account.company.tsx", parent: "account", en: "/my-account/company", es: "/es/mi-cuenta/empresa" },
  accountAddresses: { file: "routes/account.addresses.tsx", parent: "account", en: "/my-account/addresses", es: "/es/mi-cuenta/direcciones" },
  accountShipping: { file: "routes/account.shipping.tsx", parent: "account", en: "/my-account/shipping", es: "/es/mi-cuenta/envio" },
  accountOrders: { file: "routes/account.orders.tsx", parent: "account", en: "/my-account/orders", es: "/es/mi-cuenta/pedidos" },
  accountOrder: { file: "routes/account.order.tsx", parent: "account", en: "/my-account/orders/:number", es: "/es/mi-cuenta/pedidos/:number" },
  accountFavorites: { file: "routes/account.favorites.tsx", parent: "account", en: "/my-account/favorites", es: "/es/mi-cuenta/favoritos" },
  // Both paths contain "login": after signing in there, the buyer goes home (docs/sign-in.md#login-flow).
  login: { file: "routes/login.tsx", parent: "auth", en: "/login", es: "/es/login" },
  /** The visitor's prices as a CSV download, `?category=<slug>` for one category (docs/price-file.md). */
  priceFile: { file: "routes/price-file.ts", parent: "root", en: "/price-file.csv", es: "/es/lista-de-precios.csv" },
  /** The sitemap index of both languages; `/es/sitemap.xml` answers 301 to it. */
  sitemap: { file: "routes/sitemap[.]xml.ts", parent: "root", en: "/sitemap.xml", es: "/es/sitemap.xml" },
  /** A PunchOut session's one-time start URL (docs/punchout.md#flow): signs the buyer in and opens the cart. */
  punchoutStart: { file: "routes/punchout.start.tsx", parent: "shop", en: "/punchout/start/:token", es: "/es/punchout/inicio/:token" },
  /** "Return to procurement": the cart's post, answered with the form that carries it to the procurement system. */
  punchoutReturn: { file: "routes/punchout.return.tsx", parent: "shop", en: "/punchout/return", es: "/es/punchout/volver" },
  page: { file: "routes/page.tsx", parent: "shop", en: "/*", es: "/es/*" },
} as const satisfies Record<string, LocalizedRoute>;

export type RouteId = keyof typeof routeTable;

type Parent = LayoutId | RouteId | "root";

/** Routes with one path for both languages (resource routes, APIs), directly under the root. */
export const plainRoutes = {
  robots: { file: "routes/robots[.]txt.ts", path: "/robots.txt" },
  /** One file of the sitemap, named in the index: `en-1.xml`, `es-1.xml`, … */
  sitemapFile: { file: "routes/sitemap-file.ts", path: "/sitemaps/:file" },
  /** The search modal's results as the buyer types: `?q=…&lang=en|es`, JSON. */
  searchSuggestions: { file: "routes/search-suggestions.ts", path: "/search/suggestions" },
  revalidate: { file: "routes/api.revalidate.ts", path: "/api/revalidate" },
  switchLanguage: { file: "routes/switch-language.ts", path: "/switch-language" },
  buildVersion: { file: "routes/build-version.ts", path: "/build-version" },
  strings: { file: "routes/strings.ts", path: "/strings/:file" },
  logout: { file: "routes/logout.ts", path: "/logout" },
  googleAuth: { file: "routes/auth.google.ts", path: "/auth/google" },
  googleCallback: { file: "routes/auth.google.callback.ts", path: "/auth/google/callback" },
  privateUser: { file: "routes/api.private.user.ts", path: "/api/private/user" },
  privateCustomer: { file: "routes/api.private.customer.ts", path: "/api/private/customer" },
  // One module serves the list and each contact.
  privateContacts: { file: "routes/api.private.contacts.ts", path: "/api/private/contacts" },
  privateContact: { file: "routes/api.private.contacts.ts", path: "/api/private/contacts/:id" },
  publicPrice: { file: "routes/api.public.price.ts", path: "/api/public/price" },
  publicSearch: { file: "routes/api.public.elastic-search.search.ts", path: "/api/public/elastic-search/search" },
  // `{prefix}.json` is one segment: a Remix path cannot put a parameter and a suffix in one.
  icons: { file: "routes/api.icons.ts", path: "/api/_nuxt_icon/:file" },
  privateHubKv: { file: "routes/api.private.hubKV.ts", path: "/api/private/hubKV" },
  publicQuote: { file: "routes/api.public.quote.ts", path: "/api/public/quote" },
  /** PunchOut's cXML entry point: setup and order requests from procurement systems' servers (docs/punchout.md#flow). */
  punchoutCxml: { file: "routes/punchout.cxml.ts", path: "/punchout/cxml" },
  /** PunchOut's OCI entry point: SAP's login form post (or link), sent on to the start URL. */
  punchoutOci: { file: "routes/punchout.oci.tsx", path: "/punchout/oci" },
} as const;

/** Test-only pages under the test layout; registered only in builds made with TEST_ROUTES=true. */
export const testRoutes = {
  testLayout: { file: "routes/test.layout.tsx", path: "/__test/layout" },
} as const;

/** The Remix route id of a localized route, e.g. `article.es`. */
export function remixRouteId(id: RouteId, lang: Lang): string {
  return `${id}.${lang}`;
}

/** Paths under the account area's layout (they need a signed-in buyer), in either language. */
export function isAccountPath(pathname: string): boolean {
  return (["en", "es"] as const).some((lang) => {
    const base = routeTable.account[lang];
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}

type RouteOptions = { id: string; index?: boolean };
type DefineRoute = (path: string | undefined, file: string, options: RouteOptions, children?: () => void) => void;

/** A child's path relative to its parent's (Remix nests paths); children of pathless layouts keep theirs. */
function relativePath(path: string, parentPath: string | undefined): string {
  if (!parentPath || parentPath === "/") return path;
  return path === parentPath ? "" : path.slice(parentPath.length + 1);
}

/**
 * Registers the tree: the layouts with their localized children (each language its own route, id
 * `<id>.<lang>`), then the plain routes, and the test layout and its pages when `withTestRoutes`.
 */
export function defineRouteTree(route: DefineRoute, { withTestRoutes }: { withTestRoutes: boolean }): void {
  const entries = Object.entries(routeTable) as [RouteId, LocalizedRoute][];
  const defineChildren = (parent: Parent, lang: Lang, parentPath: string | undefined) => {
    for (const [id, entry] of entries.filter(([, e]) => e.parent === parent)) {
      const hasChildren = entries.some(([, e]) => e.parent === id);
      const path = entry.index ? undefined : relativePath(entry[lang], parentPath);
      const options = { id: remixRouteId(id, lang), ...(entry.index ? { index: true } : {}) };
      route(path, entry.file, options, hasChildren ? () => defineChildren(id, lang, entry[lang]) : undefined);
    }
  };
  for (const [id, layout] of Object.entries(layoutTable) as [LayoutId, (typeof layoutTable)[LayoutId]][]) {
    if (id === "test") continue;
    route(undefined, layout.file, { id: `layout.${id}` }, () => {
      for (const lang of ["en", "es"] as const) defineChildren(id, lang, undefined);
    });
  }
  for (const lang of ["en", "es"] as const) defineChildren("root", lang, undefined);
  for (const [id, entry] of Object.entries(plainRoutes)) route(entry.path, entry.file, { id });
  if (withTestRoutes) {
    route(undefined, layoutTable.test.file, { id: "layout.test" }, () => {
      for (const [id, entry] of Object.entries(testRoutes)) route(entry.path, entry.file, { id });
    });
  }
}
