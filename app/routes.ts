import type { Lang } from "./i18n/lang";

/**
 * The one route table: route id -> module and its path in each language.
 * Paths use Remix syntax (`:param`, `*` for a catch-all of several segments).
 * Registered in remix.config.js; links are built from it with `href()` (app/i18n/href.ts).
 */
export const routeTable = {
  home: { file: "routes/home.tsx", en: "/", es: "/es" },
  products: { file: "routes/products.tsx", en: "/products", es: "/es/productos" },
  product: { file: "routes/product.tsx", en: "/products/:slug", es: "/es/productos/:slug" },
  article: { file: "routes/article.tsx", en: "/article/:slug", es: "/es/articulo/:slug" },
  category: { file: "routes/category.tsx", en: "/category/:slug", es: "/es/categoria/:slug" },
  industry: { file: "routes/industry.tsx", en: "/industry/:slug", es: "/es/industria/:slug" },
  resource: { file: "routes/resource.tsx", en: "/resource/:slug", es: "/es/documento/:slug" },
  testimonial: { file: "routes/testimonial.tsx", en: "/testimonial/:slug", es: "/es/testimonial/:slug" },
  whitePaper: { file: "routes/white-paper.tsx", en: "/white-paper/:slug", es: "/es/documento-tecnico/:slug" },
  cart: { file: "routes/cart.tsx", en: "/cart", es: "/es/carrito" },
  account: { file: "routes/account.tsx", en: "/my-account/:slug", es: "/es/mi-cuenta/:slug" },
  // Both paths contain "login": after signing in there, the buyer goes home (docs/sign-in.md#login-flow).
  login: { file: "routes/login.tsx", en: "/login", es: "/es/login" },
  sitemap: { file: "routes/sitemap[.]xml.ts", en: "/sitemap.xml", es: "/es/sitemap.xml" },
  page: { file: "routes/page.tsx", en: "/*", es: "/es/*" },
} as const satisfies Record<string, { file: string } & Record<Lang, string>>;

/** Routes with one path for both languages (resource routes, APIs). */
export const plainRoutes = {
  robots: { file: "routes/robots[.]txt.ts", path: "/robots.txt" },
  revalidate: { file: "routes/api.revalidate.ts", path: "/api/revalidate" },
  switchLanguage: { file: "routes/switch-language.ts", path: "/switch-language" },
  buildVersion: { file: "routes/build-version.ts", path: "/build-version" },
  testLayout: { file: "routes/test-layout.tsx", path: "/__test/layout" },
  logout: { file: "routes/logout.ts", path: "/logout" },
  googleAuth: { file: "routes/auth.google.ts", path: "/auth/google" },
  googleCallback: { file: "routes/auth.google.callback.ts", path: "/auth/google/callback" },
  privateUser: { file: "routes/api.private.user.ts", path: "/api/private/user" },
  privateCustomer: { file: "routes/api.private.customer.ts", path: "/api/private/customer" },
} as const;

export type RouteId = keyof typeof routeTable;

/** The Remix route id of a localized route, e.g. `article.es`. */
export function remixRouteId(id: RouteId, lang: Lang): string {
  return `${id}.${lang}`;
}

type DefineRoute = (path: string, file: string, options: { id: string; index?: boolean }) => void;

export function defineLocalizedRoutes(route: DefineRoute): void {
  for (const [id, entry] of Object.entries(routeTable) as [RouteId, (typeof routeTable)[RouteId]][]) {
    for (const lang of ["en", "es"] as const) {
      route(entry[lang], entry.file, { id: remixRouteId(id, lang) });
    }
  }
  for (const [id, entry] of Object.entries(plainRoutes)) {
    route(entry.path, entry.file, { id });
  }
}
