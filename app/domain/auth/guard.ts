/**
 * Which paths need a signed-in user (docs/sign-in.md#the-guard). Patterns are paths where `*`
 * matches any run of characters (including `/`); `/my-account/*` also guards `/my-account` itself.
 */
import { isSafeRelativePath } from "~/client/url-safety";

export type GuardRules = {
  /** When non-empty, only paths matching one of these are guarded. */
  include: readonly string[];
  /** Never guarded. */
  exclude: readonly string[];
  /** The login and callback paths: never guarded, whatever the lists say. */
  open: readonly string[];
};

/** Guarded when no include list is configured. */
export const DEFAULT_GUARD_INCLUDE = ["/my-account/*", "/es/mi-cuenta/*"] as const;

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".*")}$`);
}

/** `pattern` with `*` wildcards matches the whole path; a trailing `/*` also matches the bare prefix. */
export function matchesPattern(pathname: string, pattern: string): boolean {
  if (pattern.endsWith("/*") && pathname === pattern.slice(0, -2)) return true;
  return patternToRegExp(pattern).test(pathname);
}

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

export function isGuarded(pathname: string, rules: GuardRules): boolean {
  const path = trimTrailingSlash(pathname);
  const any = (patterns: readonly string[]) => patterns.some((p) => matchesPattern(path, p));
  if (any(rules.open) || any(rules.exclude)) return false;
  const include = rules.include.length > 0 ? rules.include : DEFAULT_GUARD_INCLUDE;
  return any(include);
}

/** `value` when it is a path on this site (no `//host`, `/\host`, scheme or control characters), else `fallback`. */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  return typeof value === "string" && isSafeRelativePath(value) ? value : fallback;
}

/** Where to go after signing in or completing the name (docs/sign-in.md#login-flow): away from a login address, else stay. */
export function afterSignInPath(current: string, home: string): string {
  return current.includes("login") ? home : current;
}
