import { createCookie, createCookieSessionStorage, type Cookie, type SessionData, type SessionStorage } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { CODE_TTL_MS } from "~/domain/auth/one-time-code";
import { ANONYMOUS_CART_LIFETIME_S, BROWSER_ID_LIFETIME_S } from "~/domain/lifetimes";
import { getSecrets } from "~/services/auth/secrets.server";

/**
 * Every cookie the shop sets, in one place. All are HttpOnly, SameSite=Lax, path `/`, Secure when the
 * shop is served over https (its public URL), and signed with the session secrets: SESSION_SECRET as a
 * comma list (the first signs, all verify, so secrets rotate without signing anybody out), else the
 * one generated into DATA_DIR/secrets.json. Catalogue pages set none of them, so they stay cacheable.
 */
export const COOKIES = {
  /** The sign-in session's id (docs/sign-in.md#sessions-and-cookies); each answer gives it the session's time left instead. */
  session: { name: "__session", maxAgeS: BROWSER_ID_LIFETIME_S },
  /** The browser's id: codes work only in the browser that asked, which is known once it signed in (docs/sign-in.md#one-time-codes). */
  browser: { name: "__browser", maxAgeS: BROWSER_ID_LIFETIME_S },
  /** The page a signed-out visitor tried to open, reopened after signing in. */
  redirectPath: { name: "redirect-path", maxAgeS: 60 * 60 },
  /**
   * The PunchOut session the signed-in buyer shops in (docs/punchout.md#flow); it ends with the cart's return, or with
   * the sign-in, whose lifetime the cookie is given when it is set.
   */
  punchout: { name: "__punchout", maxAgeS: BROWSER_ID_LIFETIME_S },
  /** The e-mail waiting for its code between the e-mail and code steps; lives as long as the code. */
  pendingLogin: { name: "__login", maxAgeS: CODE_TTL_MS / 1000 },
  /** The anonymous cart's token (docs/cart.md#anonymous-cart-cookie). */
  cart: { name: "cart", maxAgeS: ANONYMOUS_CART_LIFETIME_S },
  /** The destination and carrier chosen on the cart page (docs/shipping.md#on-the-cart-page); as long as a cart. */
  cartShipping: { name: "cart-shipping", maxAgeS: ANONYMOUS_CART_LIFETIME_S },
  /** The part a visitor tried to keep as a favorite, added once they have signed in (docs/accounts.md#favorites). */
  pendingFavorite: { name: "__favorite", maxAgeS: 60 * 60 },
  /** Google's OAuth state during the round trip. */
  oauth: { name: "__oauth", maxAgeS: 10 * 60 },
  /** The visitor's language choice, which only `/` reads. */
  language: { name: "lng", maxAgeS: 365 * 24 * 60 * 60 },
  /** The newest message for the next page (docs/site.md#toasts): one cookie, however many posts came before it. */
  toast: { name: "__toast", maxAgeS: 120 },
} as const;

export type CookieKind = keyof typeof COOKIES;
/** The cookies that hold one value (read through typed-cookie.server.ts), not a session. */
export type ValueCookieKind = Exclude<CookieKind, "session" | "oauth" | "language">;

function options(maxAgeS: number, secrets: string[]) {
  return { httpOnly: true, sameSite: "lax" as const, secure: getConfig().publicUrl.startsWith("https://"), path: "/", maxAge: maxAgeS, secrets };
}

async function sessionSecrets(): Promise<string[]> {
  return (await getSecrets()).session;
}

const made = new Map<string, Promise<Cookie>>();

/** The signed cookie of `kind`. */
export function cookieOf(kind: Exclude<CookieKind, "session" | "oauth">): Promise<Cookie> {
  const { name, maxAgeS } = COOKIES[kind];
  let cookie = made.get(name);
  if (!cookie) {
    cookie = sessionSecrets().then((secrets) => createCookie(name, options(maxAgeS, secrets)));
    made.set(name, cookie);
    cookie.catch(() => made.delete(name));
  }
  return cookie;
}

/** Cookie-backed session storage for `session` or `oauth`. */
export async function sessionStorageOf<Data extends SessionData>(kind: "session" | "oauth"): Promise<SessionStorage<Data>> {
  const { name, maxAgeS } = COOKIES[kind];
  return createCookieSessionStorage<Data>({ cookie: { name, ...options(maxAgeS, await sessionSecrets()) } });
}

/**
 * A Set-Cookie of the shop made for a page inside the procurement system's frame (docs/punchout.md#framing): a framed
 * page is a third-party context, which gets only `SameSite=None; Secure` cookies, and `Partitioned` (CHIPS) keeps them,
 * apart per top-level site, where browsers block third-party cookies. Browsers treat localhost as secure.
 */
export function framedCookie(setCookie: string): string {
  const [pair, ...attributes] = setCookie.split(/;\s*/);
  const kept = attributes.filter((attribute) => !/^(samesite|secure|partitioned)\b/i.test(attribute));
  return [pair, ...kept, "Secure", "SameSite=None", "Partitioned"].join("; ");
}

/** Whether the request carries a cookie of that name at all (cheap, before any signature check). */
export function carriesCookie(request: Request, name: string): boolean {
  return (request.headers.get("Cookie") ?? "").includes(`${name}=`);
}
