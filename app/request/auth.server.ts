import { randomUUID } from "node:crypto";
import { redirect } from "@remix-run/node";
import type { Authenticator } from "remix-auth";
import { getConfig } from "~/config.server";
import { LOGIN_REASON_PARAM, type LoginReason } from "~/domain/auth/guard";
import type { AuthTokens } from "~/domain/auth/tokens";
import { CACHE } from "~/http/cache-policy";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { createGoogleAuthenticator, endSession, resolveSession, userForBearer, type SessionUser } from "~/services/auth/index.server";
import type { ToastMessage } from "~/domain/toast";
import { z } from "zod";
import { sessionStorageOf } from "./cookies.server";
import { typedCookie } from "./typed-cookie.server";
import { redirectWithToast } from "./toast.server";
import { commitSession, destroySession, getSession, hasSessionCookie, serializeRedirectPath, storeTokens, tokensOf } from "./session.server";

/** The signed-in buyer of a request (null for a visitor) and the Set-Cookie a renewed or ended session needs. */
export type AuthState = { user: SessionUser | null; setCookie?: string };

const authByRequest = new WeakMap<Request, Promise<AuthState>>();

/**
 * The signed-in buyer of a request, from the session cookie. Answers once per request object, so the
 * loaders of one request refresh an expiring session once.
 */
export function getAuth(request: Request): Promise<AuthState> {
  let state = authByRequest.get(request);
  if (!state) {
    state = readAuth(request);
    authByRequest.set(request, state);
  }
  return state;
}

async function readAuth(request: Request): Promise<AuthState> {
  if (!hasSessionCookie(request)) return { user: null };
  const session = await getSession(request);
  if (!session.has("sid")) return { user: null };
  const stored = await tokensOf(session);
  // Signed out (or expired) on the server: the cookie, however it was kept or copied, is dropped.
  if (!stored) return { user: null, setCookie: await destroySession(session) };
  const { user, tokens, renewed } = await resolveSession(stored);
  if (!tokens) return { user: null, setCookie: await destroySession(session) };
  if (!renewed) return { user };
  if (!(await storeTokens(session, tokens))) return { user: null, setCookie: await destroySession(session) };
  // The cookie itself is unchanged; committed again so it lives on while the buyer comes back.
  return { user, setCookie: await commitSession(session) };
}

/** The Set-Cookie that `getAuth` answered for this request, when it was asked and had one. */
export async function authCookieOf(request: Request): Promise<string | undefined> {
  return (await authByRequest.get(request))?.setCookie;
}

/**
 * The redirect to the login page of the request's language, remembering the attempted path + query
 * (or `remember`: the page an action was posted from) when the option is on, with an optional toast.
 * The login page explains a guard's `reason` from the remembered page; with the option off, the reason
 * travels in the address instead (`?for=checkout`).
 */
export async function redirectToLogin(
  request: Request,
  extraCookies: readonly string[],
  options: { remember?: string; toast?: Omit<ToastMessage, "id">; reason?: LoginReason } = {},
): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers({ "Cache-Control": CACHE.noStore });
  for (const cookie of extraCookies) headers.append("Set-Cookie", cookie);
  const remember = getConfig().AUTH_COOKIE_REDIRECT;
  if (remember) headers.append("Set-Cookie", await serializeRedirectPath(options.remember ?? url.pathname + url.search));
  const page = href("login", {}, langFromPath(url.pathname));
  const login = !remember && options.reason ? `${page}?${new URLSearchParams({ [LOGIN_REASON_PARAM]: options.reason })}` : page;
  return options.toast ? redirectWithToast(login, options.toast, { headers }) : redirect(login, { status: 303, headers });
}

const browserIdCookie = typedCookie("browser", z.string().uuid());

/**
 * The browser's id, in its own long-lived cookie (it outlives sessions and sign-outs): codes are bound
 * to it, and a browser that signed in as an address is known for it (docs/sign-in.md#one-time-codes).
 * `setCookie` is set when it was just created (the caller sends it with its answer).
 */
export async function getBrowserId(request: Request): Promise<{ browserId: string; setCookie?: string }> {
  const existing = await browserIdCookie.read(request);
  if (existing) return { browserId: existing };
  const browserId = randomUUID();
  return { browserId, setCookie: await browserIdCookie.serialize(browserId) };
}

/** The browser id's Set-Cookie, renewed at each sign-in so a browser in use stays known. */
export function renewBrowserId(browserId: string): Promise<string> {
  return browserIdCookie.serialize(browserId);
}

/**
 * The session's current tokens, when it holds a live signed-in session: read after `getAuth`, so a
 * refresh made on the way is the one answered, never the rotated-out tokens it replaced.
 */
export async function sessionTokens(request: Request): Promise<AuthTokens | null> {
  if (!(await getAuth(request)).user) return null;
  return tokensOf(await getSession(request));
}

/** Keeps `tokens` as the request's session's (after a change its claim must show) and answers the session's Set-Cookie. */
export async function sessionCookieWith(request: Request, tokens: AuthTokens): Promise<string> {
  const session = await getSession(request);
  await storeTokens(session, tokens);
  return commitSession(session);
}

/**
 * Ends the session on the server, so a copy of its cookie signs nobody in any more, then revokes it at
 * the auth service (its refresh token refused when possible); answers the Set-Cookie that removes the cookie.
 */
export async function endSignIn(request: Request): Promise<string> {
  const session = await getSession(request);
  const tokens = await tokensOf(session);
  const setCookie = await destroySession(session);
  if (tokens) await endSession(tokens);
  return setCookie;
}

/** Ends the session (`endSignIn`) and answers a 303 to `redirectTo`. */
export async function signOut(request: Request, redirectTo: string): Promise<Response> {
  return redirect(redirectTo, { status: 303, headers: { "Set-Cookie": await endSignIn(request), "Cache-Control": CACHE.noStore } });
}

/** `Authorization: Bearer <access token>`, when sent. */
export const bearerOf = (request: Request): string | null => /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1] ?? null;

/** The caller of `/api/private/*`: a bearer token (verified), else the session cookie. */
export async function authenticateApi(request: Request): Promise<SessionUser | null> {
  const bearer = bearerOf(request);
  if (bearer) return userForBearer(bearer);
  return (await getAuth(request)).user;
}

let google: Promise<Authenticator<AuthTokens> | null> | undefined;

/** Google sign-in (null when not configured), its OAuth state in its own short cookie. */
export function googleAuthenticator(): Promise<Authenticator<AuthTokens> | null> {
  google ??= sessionStorageOf("oauth").then(createGoogleAuthenticator);
  return google;
}
