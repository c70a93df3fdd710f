import { AuthClient, type EmailOtpType, type Session } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { AuthError } from "~/domain/auth/errors";
import { RESEND_INTERVAL_MS, normalizeEmail } from "~/domain/auth/one-time-code";
import type { AuthTokens } from "~/domain/auth/tokens";
import type { AuthProvider, TokenUser } from "./provider";
import { mapSupabaseError, type SupabaseErrorLike } from "./supabase-errors";
import type { WebUserClaim } from "./types";
import { log } from "~/services/observability/log.server";

/** Life an access token needs left to sign out with it. */
const LOGOUT_MARGIN_MS = 10_000;

/** `serviceRoleKey`: the project's service-role key, which only the admin API (PunchOut's vouched sign-in) uses. */
export type SupabaseDeps = { url: string; anonKey: string; serviceRoleKey?: string; fetch?: typeof fetch; now?: () => number };

function toTokens(session: Session | null): AuthTokens {
  if (!session) throw new AuthError("authSessionMissing", 400);
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: session.expires_in,
    expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
    token_type: "bearer",
  };
}

type Claims = { sub?: unknown; email?: unknown; user_metadata?: { full_name?: unknown }; webUser?: WebUserClaim };

/** The payload without any check: only for tokens that arrived through a signed cookie or a verified call. */
function claimsOf(token: string): Claims | null {
  try {
    return decodeJwt<Claims>(token);
  } catch {
    return null;
  }
}

function userOfClaims(c: Claims | null): TokenUser | null {
  if (!c || typeof c.sub !== "string" || typeof c.email !== "string") return null;
  const fullName = typeof c.user_metadata?.full_name === "string" && c.user_metadata.full_name.trim() ? c.user_metadata.full_name : null;
  // The webUser custom claim comes from a Supabase access-token hook when one is installed.
  return { sub: c.sub, email: c.email, fullName, webUser: c.webUser ?? null };
}

/** Supabase auth (docs/sign-in.md) through supabase-js's auth client: one per call, nothing persisted in the process. */
export function createSupabaseAuth(deps: SupabaseDeps): AuthProvider {
  const now = deps.now ?? Date.now;
  // Only the auth client: the full supabase-js client would also start realtime, which needs WebSocket.
  const authUrl = `${deps.url.replace(/\/$/, "")}/auth/v1`;
  const clientWith = (key: string) => ({
    auth: new AuthClient({
      url: authUrl,
      headers: { apikey: key, Authorization: `Bearer ${key}` },
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    }),
  });
  const client = () => clientWith(deps.anonKey);

  function fail(error: SupabaseErrorLike, during: Parameters<typeof mapSupabaseError>[1]): never {
    throw mapSupabaseError(error, during);
  }

  async function refresh(refreshToken: string): Promise<AuthTokens> {
    const { data, error } = await client().auth.refreshSession({ refresh_token: refreshToken });
    if (error) fail(error, "refresh");
    return toTokens(data.session);
  }

  return {
    async sendCode({ email }) {
      const { error } = await client().auth.signInWithOtp({ email: normalizeEmail(email), options: { shouldCreateUser: true } });
      if (error) fail(error, "send");
      return { resendAvailableAt: now() + RESEND_INTERVAL_MS };
    },

    async verifyCode({ email, code }) {
      const { data, error } = await client().auth.verifyOtp({ email: normalizeEmail(email), token: code.replace(/\D/g, ""), type: "email" });
      if (error) fail(error, "verify");
      return toTokens(data.session);
    },

    async signInWithGoogle({ idToken }) {
      if (!idToken) throw new AuthError("authUnknownError", 400);
      const { data, error } = await client().auth.signInWithIdToken({ provider: "google", token: idToken });
      if (error) fail(error, "verify");
      return toTokens(data.session);
    },

    // The partner proved the address, so no code is mailed: the admin API makes a magic link (creating the user on
    // first use, sending nothing) and its hashed token is verified at once, which answers the session.
    async signInVouched({ email }) {
      if (!deps.serviceRoleKey) throw new AuthError("authUnknownError", 501);
      const link = await clientWith(deps.serviceRoleKey).auth.admin.generateLink({ type: "magiclink", email: normalizeEmail(email) });
      if (link.error) fail(link.error, "vouch");
      const { hashed_token, verification_type } = link.data.properties;
      const { data, error } = await client().auth.verifyOtp({ token_hash: hashed_token, type: verification_type as EmailOtpType });
      if (error) fail(error, "vouch");
      return toTokens(data.session);
    },

    refresh,

    async readToken(accessToken, trusted) {
      const claims = claimsOf(accessToken);
      if (trusted) return userOfClaims(claims);
      const { data, error } = await client().auth.getUser(accessToken);
      if (error || !data.user) return null;
      const metadataName = data.user.user_metadata?.full_name as unknown;
      return {
        sub: data.user.id,
        email: data.user.email ?? "",
        fullName: typeof metadataName === "string" && metadataName.trim() ? metadataName : null,
        webUser: claims?.webUser ?? null,
      };
    },

    // GoTrue's PUT /user directly: supabase-js only updates through a full session, refresh token included.
    async setFullName(accessToken, fullName) {
      const response = await (deps.fetch ?? fetch)(`${authUrl}/user`, {
        method: "PUT",
        headers: { apikey: deps.anonKey, Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" },
        body: JSON.stringify({ data: { full_name: fullName } }),
      }).catch(() => null);
      if (response?.ok) return;
      const body = ((await response?.json().catch(() => null)) ?? {}) as { error_code?: string; code?: string; msg?: string; message?: string };
      const error = {
        name: response ? "AuthApiError" : "AuthRetryableFetchError",
        status: response?.status ?? 0,
        code: body.error_code ?? body.code,
        message: body.msg ?? body.message ?? "",
      };
      log.error(error, "auth: failed to update the user");
      fail(error, "user");
    },

    // GoTrue's logout of the session the access token belongs to: its refresh tokens are refused from then on.
    // An access token too close to its expiry for the call is first renewed (which rotates the refresh token).
    async signOut(tokens) {
      const jwt = tokens.expires_at * 1000 - now() > LOGOUT_MARGIN_MS ? tokens.access_token : (await refresh(tokens.refresh_token)).access_token;
      const { error } = await client().auth.admin.signOut(jwt, "local");
      if (error) fail(error, "user");
    },
  };
}
