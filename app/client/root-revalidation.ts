import { langFromPath } from "~/i18n/lang";

export type RevalidationArgs = { currentUrl: URL; nextUrl: URL; formMethod?: string; defaultShouldRevalidate: boolean };

/**
 * Whether the root (site data, strings, toast) reloads on a client navigation. Site data changes
 * rarely, so: always when the language changes; after a form submission as Remix would (the action
 * may have left a toast); never when only the query string changes (filters, search); otherwise as
 * Remix decides — true only on an explicit revalidation, a same-URL navigation or a redirect that
 * asks for it (`X-Remix-Revalidate`, set by redirectWithToast).
 */
export function shouldRevalidateRoot({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: RevalidationArgs): boolean {
  if (langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname)) return true;
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
