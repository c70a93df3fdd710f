import type { Lang } from "~/i18n/lang";

/**
 * The sign-in addresses the guard never protects. Both contain "login", which the after-sign-in
 * rule (go home from a login address) relies on.
 */
export const AUTH_PATHS = {
  login: { en: "/login", es: "/es/login" } satisfies Record<Lang, string>,
  googleCallback: "/auth/google/callback",
};

export const OPEN_PATHS = [AUTH_PATHS.login.en, AUTH_PATHS.login.es, AUTH_PATHS.googleCallback, "/auth/google"];
