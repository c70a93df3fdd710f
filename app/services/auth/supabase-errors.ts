import { AuthError } from "~/domain/auth/errors";

/** What supabase-js errors carry (AuthApiError, AuthRetryableFetchError, AuthSessionMissingError, …). */
export type SupabaseErrorLike = { name?: string; message?: string; status?: number; code?: string };

const RETRYABLE_STATUS = new Set([502, 503, 504]);

/**
 * Supabase's failures in the shop's terms (docs/sign-in.md#sessions-and-cookies): 'Auth session missing!' (400) and
 * failed refreshes end the session; 502/503/504 and network failures are retryable.
 */
export function mapSupabaseError(error: SupabaseErrorLike, during: "send" | "verify" | "vouch" | "refresh" | "user"): AuthError {
  const status = error.status ?? 0;
  const code = error.code ?? "";
  if (error.name === "AuthRetryableFetchError" || RETRYABLE_STATUS.has(status) || (status === 0 && error.name !== "AuthSessionMissingError"))
    return new AuthError("authServiceUnavailable", status || 503, true);
  if (error.name === "AuthSessionMissingError" || error.message === "Auth session missing!" || code === "session_not_found")
    return new AuthError("authSessionMissing", 400);
  if (status === 429 || code === "over_email_send_rate_limit" || code === "over_request_rate_limit")
    return new AuthError(during === "send" ? "authResendTooSoon" : "authRateLimited", 429, false, 60);
  if (code === "email_address_invalid" || code === "validation_failed") return new AuthError("authInvalidEmail", 400);
  if (during === "verify" && (code === "otp_expired" || status === 401 || status === 403)) return new AuthError("authCodeInvalid", 400);
  if (during === "refresh" || during === "user") return new AuthError("authSessionMissing", 400);
  return new AuthError("authUnknownError", status >= 400 ? status : 500);
}
