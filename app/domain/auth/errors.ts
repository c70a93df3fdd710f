/**
 * What went wrong, as translation keys (content/strings/auth-mail.json): the login forms show
 * `t(error)` in red under the step. Both auth services map their failures onto these.
 */
export const AUTH_ERROR_KEYS = [
  "authInvalidEmail",
  "authEmailTooLong",
  "authCodeInvalid",
  "authCodeExpired",
  "authCodeVoid",
  "authTooManyFailures",
  "authResendTooSoon",
  "authDailyCodeLimit",
  "authRateLimited",
  "authMailFailed",
  "authCaptchaMissing",
  "authCaptchaRefused",
  "authCaptchaScriptFailed",
  "authSessionMissing",
  "authServiceUnavailable",
  "authUnknownError",
  "thisFieldIsRequired",
  // The name step's free-text rule (app/domain/auth/names.ts).
  "accountFieldTooLong100",
  "accountFieldInvalidCharacters",
] as const;

export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];

export function isAuthErrorKey(value: string): value is AuthErrorKey {
  return (AUTH_ERROR_KEYS as readonly string[]).includes(value);
}

/** The HTTP status a refused login step answers with its error. */
export function authErrorStatus(error: AuthErrorKey): number {
  if (error === "authRateLimited" || error === "authResendTooSoon" || error === "authDailyCodeLimit" || error === "authTooManyFailures") return 429;
  if (error === "authMailFailed" || error === "authServiceUnavailable") return 503;
  if (error === "authSessionMissing") return 401;
  return 400;
}

/** A failure of an auth service: `retryable` ones (502/503/504, network) keep the session. */
export class AuthError extends Error {
  constructor(
    readonly key: AuthErrorKey,
    readonly status: number,
    readonly retryable = false,
    readonly retryAfterSeconds?: number,
  ) {
    super(key);
    this.name = "AuthError";
  }
}
