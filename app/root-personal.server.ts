import type { AppLoadContext } from "@remix-run/node";
import { leanUser } from "~/components/auth/lean-user";
import { LOGIN_PARAM } from "~/components/auth/login-urls";
import { CACHE } from "~/http/cache-policy";
import type { RootData } from "~/root-data";
import { cartLineCount } from "~/services/cart/cart.server";
import { favoritePartNumbers } from "~/services/favorites/favorite-list.server";
import { href } from "~/i18n/href";
import { shouldRedirectRootToSpanish } from "./request/detect-locale.server";
import { pendingSummary } from "./request/pending-login.server";
import { readToast } from "./request/toast.server";
import { getViewer } from "./request/viewer.server";
import { log } from "~/services/observability/log.server";

/** The root data that belongs to the visitor. */
export type PersonalRootData = Pick<RootData, "toast" | "user" | "pendingLogin" | "cartCount" | "favorites">;

/**
 * Who is asking, as every page shows it: their root data, the headers their answer must carry (a
 * renewed session, a spent toast, a personal page's cache policy), and the audience they share the
 * rest of a catalogue page with: visitors (with a cart, or without), or the buyers of one price list. A page
 * with a toast, a pending sign-in or the name form, or the English home for a visitor it sends to
 * Spanish, is theirs alone (audience null).
 */
export type Personal = { data: PersonalRootData; headers: Headers; audience: string | null };

/** The hearts are a nicety: a favorites store that cannot be read leaves them empty, not the page broken. */
async function heartsOf(email: string): Promise<string[] | null> {
  try {
    return await favoritePartNumbers(email);
  } catch (error) {
    log.error({ err: error }, "Failed to fetch favorites");
    return null;
  }
}

export async function resolvePersonal(request: Request, context: AppLoadContext): Promise<Personal> {
  const url = new URL(request.url);
  const [flash, viewer] = await Promise.all([readToast(request), getViewer(request, context)]);
  // The code step of the login modal shows the e-mail waiting for its code.
  const [cartCount, favorites, pendingLogin] = await Promise.all([
    cartLineCount(viewer.cartOwner),
    viewer.buyer ? heartsOf(viewer.buyer.email) : null,
    url.searchParams.get(LOGIN_PARAM) === "code" ? pendingSummary(request) : null,
  ]);
  const headers = new Headers(flash.headers ?? undefined);
  for (const cookie of viewer.setCookies) headers.append("Set-Cookie", cookie);
  // A page naming the buyer, their cart count or a pending sign-in is never shared.
  if (viewer.buyer || pendingLogin || cartCount !== null) headers.set("Cache-Control", CACHE.personalPage);
  const user = leanUser(viewer.buyer);
  const data: PersonalRootData = { toast: flash.toast, user, pendingLogin, cartCount, favorites };
  // The English home sends a visitor who prefers Spanish to /es: that answer is theirs, not the page's.
  const leavesForSpanish = url.pathname === href("home", {}, "en") && (await shouldRedirectRootToSpanish(request));
  const alone = flash.toast !== null || pendingLogin !== null || user?.needsName === true || leavesForSpanish;
  // Signed in, the header names the buyer (or shows their e-mail when they have no name); a visitor's
  // page is public until they have a cart, so the two kinds of visitor keep their own cache policies.
  const audience = alone
    ? null
    : user
      ? `buyer:${user.name === null ? "e-mail" : "name"}:${viewer.priceList ?? ""}`
      : cartCount === null
        ? "visitor"
        : "visitor:cart";
  return { data, headers, audience };
}
