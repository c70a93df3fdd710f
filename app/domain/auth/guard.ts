import { isSafeRelativePath } from "../url-safety";

/** `value` when it is a path on this site (no `//host`, `/\host`, scheme or control characters), else `fallback`. */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  return typeof value === "string" && isSafeRelativePath(value) ? value : fallback;
}

/**
 * The login page's `?for=` says why a guard sent the visitor there, so the page can explain it whether or not
 * the attempted page is remembered (AUTH_COOKIE_REDIRECT).
 */
export const LOGIN_REASON_PARAM = "for";
export type LoginReason = "checkout";

/** Where to go after signing in or completing the name (docs/sign-in.md#login-flow): away from a login address, else stay. */
export function afterSignInPath(current: string, home: string): string {
  return current.includes("login") ? home : current;
}
