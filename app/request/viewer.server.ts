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

const viewers = new WeakMap<Request, Promise<Viewer>>();

export function getViewer(request: Request): Promise<Viewer> {
  let viewer = viewers.get(request);
  if (!viewer) {
    viewer = resolveViewer(request);
    viewers.set(request, viewer);
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
 * the login page of the request's language, which remembers the page. Every guarded loader and action
 * calls it: a client-side navigation runs only the loaders of the routes that change, so each guards itself.
 */
export async function requireBuyer(request: Request): Promise<Viewer & { buyer: SessionUser }> {
  const viewer = await getViewer(request);
  if (viewer.buyer) return { ...viewer, buyer: viewer.buyer };
  throw await redirectToLogin(request, viewer.setCookies);
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
