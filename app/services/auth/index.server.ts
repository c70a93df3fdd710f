/**
 * Sign-in API for routes (issue 3). Everything a route needs about codes, sessions, the guard and the
 * private API goes through here; the auth service behind it is embedded or Supabase (config `auth`).
 */
import { mergeAnonymousCart } from "~/services/cart/cart.server";
import { randomUUID } from "node:crypto";
import { redirect } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { AuthError, type AuthErrorKey } from "~/domain/auth/errors";
import { isGuarded, safeRedirectPath } from "~/domain/auth/guard";
import { hasWebUserName, joinFullName, syncNames, validateName, type NameErrors } from "~/domain/auth/names";
import { normalizeEmail } from "~/domain/auth/one-time-code";
import { primaryCustomer } from "~/domain/auth/primary-customer";
import { needsRefresh, type AuthTokens } from "~/domain/auth/tokens";
import { newCustomerFor } from "~/domain/customer-provisioning";
import { resolvePriceListName } from "~/domain/price-list";
import { langFromPath, type Lang } from "~/i18n/lang";
import { getPriceListNames } from "~/services/db/price-lists.server";
import type { NewContact } from "~/services/db/web-users-write.server";
import {
  commitSession,
  destroySession,
  getSession,
  hasSessionCookie,
  newSession,
  readRedirectPath,
  serializeRedirectPath,
  storeTokens,
  tokensOf,
} from "~/services/session.server";
import { AUTH_PATHS, OPEN_PATHS } from "./paths";
import type { TokenUser } from "./provider";
import { hitAuthLimit } from "./rate-limits.server";
import { accounts, getAuthProvider, provisioningSettings } from "./service.server";
import type { SessionUser, WebUserClaim } from "./types";

export type { AuthErrorKey } from "~/domain/auth/errors";
export type { AuthTokens } from "~/domain/auth/tokens";
export type { SessionUser, WebUserClaim, CustomerClaim } from "./types";
export type { NewContact } from "~/services/db/web-users-write.server";
export { safeRedirectPath, afterSignInPath } from "~/domain/auth/guard";
export { AUTH_PATHS } from "./paths";
export { google, isGoogleEnabled } from "./google.server";

export type RequestCodeResult = { ok: true; resendAvailableAt: number } | { ok: false; error: AuthErrorKey; retryAfterSeconds?: number };
export type VerifyCodeResult = { ok: true; tokens: AuthTokens } | { ok: false; error: AuthErrorKey; retryAfterSeconds?: number };
export type UpdateNameResult = { ok: true; setCookie: string } | { ok: false; error: AuthErrorKey; fieldErrors?: NameErrors };
export type AuthState = { user: SessionUser | null; setCookie?: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function failure(error: unknown): { ok: false; error: AuthErrorKey; retryAfterSeconds?: number } {
  if (error instanceof AuthError) return { ok: false, error: error.key, ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}) };
  console.error("auth: unexpected failure", error);
  return { ok: false, error: "authUnknownError" };
}

/** Sends a one-time code (rate limited per IP and per IP + address; resend throttled per browser). */
export async function requestCode(input: { email: string; lang: Lang; browserId: string; ip: string }): Promise<RequestCodeResult> {
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email)) return { ok: false, error: "authInvalidEmail" };
  const limit = hitAuthLimit("authCode", input.ip, email);
  if (!limit.allowed) return { ok: false, error: "authRateLimited", retryAfterSeconds: limit.retryAfterSeconds };
  try {
    return { ok: true, ...(await (await getAuthProvider()).sendCode({ email, lang: input.lang, browserId: input.browserId })) };
  } catch (error) {
    return failure(error);
  }
}

/** Checks a code; the tokens go to `signIn`. */
export async function verifyCode(input: { email: string; code: string; browserId: string; ip: string }): Promise<VerifyCodeResult> {
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email)) return { ok: false, error: "authInvalidEmail" };
  const limit = hitAuthLimit("authVerify", input.ip, email);
  if (!limit.allowed) return { ok: false, error: "authRateLimited", retryAfterSeconds: limit.retryAfterSeconds };
  try {
    return { ok: true, tokens: await (await getAuthProvider()).verifyCode({ email, code: input.code, browserId: input.browserId }) };
  } catch (error) {
    return failure(error);
  }
}

/**
 * The browser id codes are bound to, kept in the session cookie. `setCookie` is set when it was
 * just created (the caller sends it with its answer).
 */
export async function getBrowserId(request: Request): Promise<{ browserId: string; setCookie?: string }> {
  const session = await getSession(request);
  const existing = session.get("browser_id");
  if (existing) return { browserId: existing };
  const browserId = randomUUID();
  session.set("browser_id", browserId);
  return { browserId, setCookie: await commitSession(session) };
}

async function sessionUser(token: TokenUser): Promise<SessionUser> {
  let webUser: WebUserClaim | null = token.webUser;
  if (!webUser) {
    const store = await accounts();
    webUser = await store.claimFor(token.email);
    if (!webUser) {
      await store.ensureWebUser(token.email);
      webUser = (await store.claimFor(token.email))!;
    }
  }
  const primary = primaryCustomer(webUser);
  return {
    sub: token.sub,
    email: token.email,
    fullName: token.fullName,
    webUser,
    primaryCustomer: primary,
    priceListName: resolvePriceListName(primary?.PriceList.name ?? null, await getPriceListNames()),
    needsName: !hasWebUserName(webUser) && !token.fullName?.trim(),
  };
}

/** Parallel requests of one browser share a refresh instead of racing to rotate the token. */
const refreshing = new Map<string, Promise<AuthTokens>>();

function sharedRefresh(refreshToken: string): Promise<AuthTokens> {
  let pending = refreshing.get(refreshToken);
  if (!pending) {
    pending = getAuthProvider().then((p) => p.refresh(refreshToken));
    refreshing.set(refreshToken, pending);
    const forget = () => setTimeout(() => refreshing.delete(refreshToken), 10_000).unref();
    pending.then(forget, forget);
  }
  return pending;
}

const authByRequest = new WeakMap<Request, Promise<AuthState>>();

/**
 * The signed-in user of a request, refreshing the tokens within 90 s of expiry (the new cookie in
 * `setCookie`). A session whose refresh fails for good, or whose token is invalid, is dropped.
 * Answers once per request object, so several loaders of one request refresh once.
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
  let tokens = tokensOf(session);
  if (!tokens) return { user: null };
  let setCookie: string | undefined;
  if (needsRefresh(tokens.expires_at, Date.now())) {
    try {
      tokens = await sharedRefresh(tokens.refresh_token);
      storeTokens(session, tokens);
      setCookie = await commitSession(session);
    } catch (error) {
      const retryable = error instanceof AuthError && error.retryable;
      if (!retryable) return { user: null, setCookie: await destroySession(session) };
      if (tokens.expires_at * 1000 <= Date.now()) return { user: null };
    }
  }
  const token = await (await getAuthProvider()).readToken(tokens.access_token, true);
  if (!token) return { user: null, setCookie: await destroySession(session) };
  return { user: await sessionUser(token), ...(setCookie ? { setCookie } : {}) };
}

/** Makes sure the web user exists and has a customer, and copies names between it and the auth user. */
async function settleNewSession(tokens: AuthTokens): Promise<{ email: string }> {
  const provider = await getAuthProvider();
  const token = await provider.readToken(tokens.access_token, true);
  if (!token) throw new AuthError("authSessionMissing", 400);
  const store = await accounts();
  const webUser = await store.ensureWebUser(token.email);
  const full = (await store.getWebUserWithCustomers(webUser.id))!;
  const sync = syncNames({ nameFirst: webUser.nameFirst, nameLast: webUser.nameLast, fullName: token.fullName });
  if (sync.setFullName) await provider.setFullName(tokens.access_token, sync.setFullName);
  if (sync.setWebUserNames) await store.setNames(webUser.id, sync.setWebUserNames.nameFirst, sync.setWebUserNames.nameLast);
  if (full.customers.length === 0 && !full.primaryCustomer) {
    const names = sync.setWebUserNames ?? { nameFirst: webUser.nameFirst, nameLast: webUser.nameLast };
    await store.addCustomer(webUser.id, newCustomerFor({ email: webUser.email, ...names }, await provisioningSettings()), null);
  }
  return { email: webUser.email };
}

/**
 * Starts a session with `tokens` (from verifyCode or Google) and answers a 303: a brand-new cookie
 * session (new id; nothing of the old one kept), after the "newly appeared session" work of docs/sign-in.md#first-sign-in-customer-provisioning
 * (web user created when new, first customer provisioned, names copied, the anonymous cart merged
 * into the saved one). Goes to the remembered
 * path when the redirect-path cookie holds one, else `redirectTo` (same-site paths only, else home).
 */
export async function signIn(request: Request, tokens: AuthTokens, options: { redirectTo: string }): Promise<Response> {
  const { email } = await settleNewSession(tokens);
  const cart = await mergeAnonymousCart(request, email);
  // The claim must show what was just created or copied.
  const fresh = await (await getAuthProvider()).refresh(tokens.refresh_token);
  const session = await newSession();
  session.set("sid", randomUUID());
  storeTokens(session, fresh);
  const lang = langFromPath(new URL(request.url).pathname);
  const remembered = await readRedirectPath(request);
  const target = safeRedirectPath(remembered ?? options.redirectTo, lang === "es" ? "/es" : "/");
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await commitSession(session));
  if (remembered !== null) headers.append("Set-Cookie", await serializeRedirectPath(null));
  if (cart.setCookie) headers.append("Set-Cookie", cart.setCookie);
  return redirect(target, { status: 303, headers });
}

/** Ends the session (the service's refresh token revoked when possible) and answers a 303 to `redirectTo` (default home). */
export async function signOut(request: Request, options: { redirectTo?: string } = {}): Promise<Response> {
  const session = await getSession(request);
  const tokens = tokensOf(session);
  if (tokens) await (await getAuthProvider()).signOut(tokens).catch((error: unknown) => console.warn("auth: sign-out at the service failed", error));
  const lang = langFromPath(new URL(request.url).pathname);
  const target = safeRedirectPath(options.redirectTo, lang === "es" ? "/es" : "/");
  return redirect(target, { status: 303, headers: { "Set-Cookie": await destroySession(session), "Cache-Control": "no-store" } });
}

/**
 * The name step: saves trimmed first and last name on the web user and `full_name` on the auth user,
 * then refreshes the session so the token carries them (Set-Cookie in `setCookie`).
 */
export async function updateName(request: Request, input: { firstName: string; lastName: string }): Promise<UpdateNameResult> {
  const valid = validateName(input);
  if (!valid.ok) return { ok: false, error: "thisFieldIsRequired", fieldErrors: valid.errors };
  const session = await getSession(request);
  const tokens = tokensOf(session);
  const { user } = await getAuth(request);
  if (!tokens || !user) return { ok: false, error: "authSessionMissing" };
  try {
    const { firstName, lastName } = valid.value;
    await (await accounts()).setNames(user.webUser.id, firstName, lastName);
    await (await getAuthProvider()).setFullName(tokens.access_token, joinFullName(firstName, lastName));
    storeTokens(session, await (await getAuthProvider()).refresh(tokens.refresh_token));
    return { ok: true, setCookie: await commitSession(session) };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Names saved for a private-API caller without a cookie session: the web user's and, when a bearer
 * token authorized the call, the auth user's full name with that token.
 */
export async function updateApiUserName(
  request: Request,
  user: SessionUser,
  names: { firstName: string; lastName: string },
): Promise<{ ok: true } | { ok: false; error: AuthErrorKey }> {
  try {
    await (await accounts()).setNames(user.webUser.id, names.firstName, names.lastName);
    const token = bearerOf(request);
    if (token) await (await getAuthProvider()).setFullName(token, joinFullName(names.firstName, names.lastName));
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/**
 * POST /api/private/customer: a customer for the user (with its contact as primary contact), rep and
 * territory chosen from the contact. Answers the new customer id; the caller refreshes the session.
 */
export async function addCustomer(user: SessionUser, contact: NewContact | null, nameCompany?: string): Promise<string> {
  const customer = newCustomerFor(
    { email: user.email, nameFirst: user.webUser.nameFirst, nameLast: user.webUser.nameLast, nameCompany: nameCompany ?? contact?.nameCompany, ...contact },
    await provisioningSettings(),
  );
  return (await accounts()).addCustomer(user.webUser.id, customer, contact);
}

/** A new cookie for the request's session with refreshed tokens (after changes the claim must show). */
export async function refreshSession(request: Request): Promise<string | null> {
  const session = await getSession(request);
  const tokens = tokensOf(session);
  if (!tokens) return null;
  storeTokens(session, await (await getAuthProvider()).refresh(tokens.refresh_token));
  return commitSession(session);
}

function guardRules() {
  const config = getConfig();
  return { include: config.AUTH_GUARD_INCLUDE, exclude: config.AUTH_GUARD_EXCLUDE, open: OPEN_PATHS };
}

/** Whether the path needs a signed-in user (configured lists; login and callback never). */
export function isGuardedPath(pathname: string): boolean {
  return isGuarded(pathname, guardRules());
}

/** The redirect to the login page in `lang`, remembering the attempted path + query when the option is on. */
async function toLogin(request: Request, lang: Lang, extraCookie?: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (extraCookie) headers.append("Set-Cookie", extraCookie);
  if (getConfig().AUTH_COOKIE_REDIRECT) headers.append("Set-Cookie", await serializeRedirectPath(url.pathname + url.search));
  return redirect(AUTH_PATHS.login[lang], { status: 303, headers });
}

/** The signed-in user, or a thrown redirect to the login page (language of the request's path unless given). */
export async function requireUser(request: Request, lang?: Lang): Promise<{ user: SessionUser; setCookie?: string }> {
  const { user, setCookie } = await getAuth(request);
  if (user) return { user, ...(setCookie ? { setCookie } : {}) };
  throw await toLogin(request, lang ?? langFromPath(new URL(request.url).pathname), setCookie);
}

/** For the root loader: a redirect to login when the path is guarded and nobody is signed in, else null. */
export async function guardRequest(request: Request): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (!isGuardedPath(pathname)) return null;
  const { user, setCookie } = await getAuth(request);
  return user ? null : toLogin(request, langFromPath(pathname), setCookie);
}

/** The remembered path (same-site only) and the Set-Cookie that forgets it. */
export async function consumeRedirectPath(request: Request): Promise<{ path: string | null; setCookie: string }> {
  const value = await readRedirectPath(request);
  return { path: value === null ? null : safeRedirectPath(value, "") || null, setCookie: await serializeRedirectPath(null) };
}

/** `/api/private/*`: `Authorization: Bearer <access token>` (verified), else the session cookie. */
const bearerOf = (request: Request) => /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1] ?? null;

export async function authenticateApi(request: Request): Promise<SessionUser | null> {
  const bearer = bearerOf(request);
  if (bearer) {
    const token = await (await getAuthProvider()).readToken(bearer, false);
    return token ? sessionUser(token) : null;
  }
  return (await getAuth(request)).user;
}
