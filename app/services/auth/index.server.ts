/**
 * The sign-in service: codes, sessions' users, names and customers, with plain values in and out (the
 * request layer, app/request/, reads cookies and builds answers). Behind it the auth service is
 * embedded or Supabase (config `auth`).
 */
import { AuthError, type AuthErrorKey } from "~/domain/auth/errors";
import { hasWebUserName, joinFullName, syncNames, validateName, type NameErrors } from "~/domain/auth/names";
import { normalizeEmail } from "~/domain/auth/one-time-code";
import { primaryCustomer } from "~/domain/auth/primary-customer";
import { needsRefresh, type AuthTokens } from "~/domain/auth/tokens";
import { canAddCustomer } from "~/domain/accounts/new-customer";
import { customerNameAfterNaming, newCustomerFor } from "~/domain/customer-provisioning";
import type { Lang } from "~/i18n/lang";
import { priceListNameOf } from "~/services/pricing.server";
import type { NewContact } from "~/services/db/contacts.server";
import type { TokenUser } from "./provider";
import { createAuthStore } from "~/services/db/auth-store.server";
import { getDb } from "~/services/db/index.server";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/services/db/unavailable.server";
import { hitAuthLimit, signInLimits } from "./rate-limits.server";
import { createSignInGuard } from "./sign-in-guard.server";
import { accounts, getAuthProvider, provisioningSettings } from "./service.server";
import type { SessionUser, WebUserClaim } from "./types";
import { log } from "~/services/observability/log.server";

export type { AuthErrorKey } from "~/domain/auth/errors";
export type { AuthTokens } from "~/domain/auth/tokens";
export type { SessionUser, WebUserClaim, CustomerClaim } from "./types";
export type { NewContact } from "~/services/db/contacts.server";
export { createGoogleAuthenticator, isGoogleEnabled } from "./google.server";

export type RequestCodeResult = { ok: true; resendAvailableAt: number } | { ok: false; error: AuthErrorKey; retryAfterSeconds?: number };
export type VerifyCodeResult = { ok: true; tokens: AuthTokens } | { ok: false; error: AuthErrorKey; retryAfterSeconds?: number };
export type UpdateNameResult = { ok: true; tokens: AuthTokens | null } | { ok: false; error: AuthErrorKey; fieldErrors?: NameErrors };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function failure(error: unknown): { ok: false; error: AuthErrorKey; retryAfterSeconds?: number } {
  if (error instanceof AuthError) return { ok: false, error: error.key, ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}) };
  // The sign-in guard's database out of reach is the service down for a moment (503), not the visitor's mistake.
  if (isDatabaseUnavailable(error)) return { ok: false, error: "authServiceUnavailable", retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  log.error({ err: error }, "auth: unexpected failure");
  return { ok: false, error: "authUnknownError" };
}

async function signInGuard() {
  return createSignInGuard({ store: createAuthStore(await getDb()), provider: await getAuthProvider(), limits: signInLimits() });
}

/**
 * Sends a one-time code: rate limited per IP and per pending sign-in (more strictly when no captcha
 * vouched for the visitor: `withoutCaptcha`), then the sign-in guard's resend wait, daily cap and
 * failure bounds, whichever service sends.
 */
export async function requestCode(input: { email: string; lang: Lang; browserId: string; ip: string; withoutCaptcha?: boolean }): Promise<RequestCodeResult> {
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email)) return { ok: false, error: "authInvalidEmail" };
  const limit = await hitAuthLimit(input.withoutCaptcha ? ["authCode", "authCodeWithoutCaptcha"] : ["authCode"], input.ip, {
    browserId: input.browserId,
    email,
  });
  if (!limit.allowed) return { ok: false, error: "authRateLimited", retryAfterSeconds: limit.retryAfterSeconds };
  try {
    return { ok: true, ...(await (await signInGuard()).sendCode({ email, lang: input.lang, browserId: input.browserId, ip: input.ip })) };
  } catch (error) {
    return failure(error);
  }
}

/** Checks a code (only from a browser it was sent to; checks and failures bounded per pending sign-in and IP); the tokens go to `signIn`. */
export async function verifyCode(input: { email: string; code: string; browserId: string; ip: string }): Promise<VerifyCodeResult> {
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email)) return { ok: false, error: "authInvalidEmail" };
  const limit = await hitAuthLimit(["authVerify"], input.ip, { browserId: input.browserId, email });
  if (!limit.allowed) return { ok: false, error: "authRateLimited", retryAfterSeconds: limit.retryAfterSeconds };
  try {
    return { ok: true, tokens: await (await signInGuard()).verifyCode({ email, code: input.code, browserId: input.browserId, ip: input.ip }) };
  } catch (error) {
    return failure(error);
  }
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
    priceListName: await priceListNameOf(primary?.PriceList.name ?? null),
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

/** What a stored session comes to: its user (null when it ended) and, when they were renewed, the new tokens. */
export type ResolvedSession = { user: SessionUser | null; tokens: AuthTokens | null; renewed: boolean };

/**
 * The user of a session's tokens, refreshing them within 90 s of expiry. A session whose refresh
 * fails for good, or whose token is invalid, has ended (`tokens` null); a refresh that fails for a
 * passing reason keeps the session while its access token is still valid.
 */
export async function resolveSession(stored: AuthTokens, now = Date.now()): Promise<ResolvedSession> {
  let tokens = stored;
  let renewed = false;
  if (needsRefresh(tokens.expires_at, now)) {
    try {
      tokens = await sharedRefresh(tokens.refresh_token);
      renewed = true;
    } catch (error) {
      const retryable = error instanceof AuthError && error.retryable;
      if (!retryable) return { user: null, tokens: null, renewed: true };
      if (tokens.expires_at * 1000 <= now) return { user: null, tokens: stored, renewed: false };
    }
  }
  const token = await (await getAuthProvider()).readToken(tokens.access_token, true);
  if (!token) return { user: null, tokens: null, renewed: true };
  return { user: await sessionUser(token), tokens, renewed };
}

/** Makes sure the web user exists and has a customer, and copies names between it and the auth user. */
export async function settleNewSession(tokens: AuthTokens): Promise<{ email: string }> {
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

/** Tokens for an address a PunchOut partner vouched for; `signIn` settles the session as for any other. */
export async function vouchedTokens(email: string): Promise<AuthTokens> {
  return (await getAuthProvider()).signInVouched({ email });
}

/** Fresh tokens for a session (after changes its claim must show). */
export async function refreshTokens(tokens: AuthTokens): Promise<AuthTokens> {
  return (await getAuthProvider()).refresh(tokens.refresh_token);
}

/** Revokes the session's refresh token at the auth service; a failure there is logged, the session still ends here. */
export async function endSession(tokens: AuthTokens): Promise<void> {
  await (await getAuthProvider()).signOut(tokens).catch((error: unknown) => log.warn({ err: error }, "auth: sign-out at the service failed"));
}

/**
 * The name step: saves trimmed first and last name on the web user and `full_name` on the auth user;
 * a customer provisioned before the name was known, named after the address, takes the person's name.
 * With the session's tokens (a cookie session) it answers refreshed tokens whose claim carries the
 * names; a bearer caller (`tokens` null) keeps its own, and `bearer` authorizes the full-name change.
 */
export async function updateName(
  user: SessionUser,
  auth: { tokens: AuthTokens } | { bearer: string },
  input: { firstName: string; lastName: string },
): Promise<UpdateNameResult> {
  const valid = validateName(input);
  if (!valid.ok) return { ok: false, error: "thisFieldIsRequired", fieldErrors: valid.errors };
  try {
    const { firstName, lastName } = valid.value;
    const provider = await getAuthProvider();
    const store = await accounts();
    await store.setNames(user.webUser.id, firstName, lastName);
    const customer = user.primaryCustomer;
    const customerName = customer && customerNameAfterNaming(customer.name, user.email, { nameFirst: firstName, nameLast: lastName });
    if (customerName) await store.renameSelfServiceCustomer(customer.id, customerName);
    const accessToken = "tokens" in auth ? auth.tokens.access_token : auth.bearer;
    await provider.setFullName(accessToken, joinFullName(firstName, lastName));
    return { ok: true, tokens: "tokens" in auth ? await provider.refresh(auth.tokens.refresh_token) : null };
  } catch (error) {
    return failure(error);
  }
}

/**
 * POST /api/private/customer: a customer for the user (with its contact as primary contact), rep and
 * territory chosen from the contact. Answers the new customer id, or null when the user already holds
 * the most customers a web user may; the caller refreshes the session.
 */
export async function addCustomer(user: SessionUser, contact: NewContact | null, nameCompany?: string): Promise<string | null> {
  const customer = newCustomerFor(
    // The name given for the customer wins over the contact's company (which the body may leave empty).
    { email: user.email, nameFirst: user.webUser.nameFirst, nameLast: user.webUser.nameLast, ...contact, nameCompany: nameCompany ?? contact?.nameCompany },
    await provisioningSettings(),
  );
  return await (await accounts()).addCustomer(user.webUser.id, customer, contact, canAddCustomer);
}

/** The user of an access token sent as a bearer token (verified), or null. */
export async function userForBearer(accessToken: string): Promise<SessionUser | null> {
  const token = await (await getAuthProvider()).readToken(accessToken, false);
  return token ? sessionUser(token) : null;
}
