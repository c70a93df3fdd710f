import type { AppLoadContext } from "@remix-run/node";
import type { LoginReason } from "~/domain/auth/guard";
import type { PriceListChoice } from "~/domain/price-list";
import { CACHE, type CachePolicy } from "~/http/cache-policy";
import type { SessionUser } from "~/services/auth/index.server";
import type { CartOwner } from "~/services/cart/cart.server";
import { getAuth, redirectToLogin } from "./auth.server";
import { readCartToken } from "./cart-token.server";

/**
 * Who is asking, resolved once per request from its cookies, as plain values for the services: the
 * signed-in buyer (null for a visitor), the price list their prices come from, and whose cart the
 * request works on (the buyer's saved cart, else the browser's anonymous cart, else none yet).
 * `setCookies` carry a session the lookup renewed or ended: an answer must send them on.
 */
export type Viewer = {
  buyer: SessionUser | null;
  priceList: PriceListChoice;
  cartOwner: CartOwner | null;
  setCookies: string[];
};

const viewers = new WeakMap<object, Promise<Viewer>>();

/**
 * The viewer of a request, resolved once. Remix hands each loader of a page a Request of its own but
 * one load context, so reads (GET, HEAD) given `context` share one resolution (and renew an expiring
 * session once); a change resolves afresh, and so do the loaders after it (Remix gives them a GET).
 */
export function getViewer(request: Request, context?: AppLoadContext): Promise<Viewer> {
  const key = context && (request.method === "GET" || request.method === "HEAD") ? context : request;
  let viewer = viewers.get(key);
  if (!viewer) {
    viewer = resolveViewer(request);
    viewers.set(key, viewer);
  }
  return viewer;
}

async function resolveViewer(request: Request): Promise<Viewer> {
  const { user, setCookie } = await getAuth(request);
  const setCookies = setCookie ? [setCookie] : [];
  if (user) return { buyer: user, priceList: user.priceListName, cartOwner: { kind: "email", email: user.email }, setCookies };
  const token = await readCartToken(request);
  return { buyer: null, priceList: null, cartOwner: token ? { kind: "anonymous", token } : null, setCookies };
}

/**
 * The viewer of a loader or action that needs a signed-in buyer; a visitor gets a thrown redirect to
 * the login page of the request's language, which remembers the page and explains `reason`. Every guarded loader and action
 * calls it: a client-side navigation runs only the loaders of the routes that change, so each guards itself.
 */
export async function requireBuyer(request: Request, context?: AppLoadContext, reason?: LoginReason): Promise<Viewer & { buyer: SessionUser }> {
  const viewer = await getViewer(request, context);
  if (viewer.buyer) return { ...viewer, buyer: viewer.buyer };
  throw await redirectToLogin(request, viewer.setCookies, { reason });
}

/** Catalogue pages carry prices: public for a visitor, personal for a signed-in buyer (their own list). */
export function pricedPageCache(viewer: Viewer): CachePolicy {
  return viewer.buyer ? CACHE.personalPage : CACHE.publicPage;
}

/** Headers of an answer to `viewer`: its cache policy and the session cookies the lookup renewed. */
export function viewerHeaders(viewer: Pick<Viewer, "setCookies">, cacheControl: CachePolicy): Headers {
  const headers = new Headers({ "Cache-Control": cacheControl });
  for (const cookie of viewer.setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
