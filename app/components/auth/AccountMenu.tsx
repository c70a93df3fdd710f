import { Form, Link, useLocation } from "@remix-run/react";
import { UserIcon } from "~/components/layout/icons";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { useRootData } from "~/root-data";
import { plainRoutes } from "~/routes";
import { withSearchParam } from "~/components/ui/url-state";
import { preloadSignIn } from "./forms-on-demand";
import { LOGIN_PARAM, withoutLoginParam } from "./login-urls";

const trigger =
  "inline-flex items-center gap-2 rounded-md p-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600";
const item =
  "block w-full rounded px-3 py-2 text-left text-sm text-neutral-800 hover:bg-neutral-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600";

/**
 * The header's account entry: 'Sign in' (opens the login modal over this page) for visitors; for a
 * signed-in buyer their name, opening a menu with the profile and sign-out (a POST, never a link).
 */
export function AccountMenu() {
  const { t, lang } = useT();
  const location = useLocation();
  const user = useRootData()?.user ?? null;

  if (!user) {
    return (
      <Link
        to={withSearchParam(location, LOGIN_PARAM, "1")}
        preventScrollReset
        rel="nofollow"
        className={trigger}
        onMouseEnter={preloadSignIn}
        onFocus={preloadSignIn}
        onTouchStart={preloadSignIn}
      >
        <UserIcon />
        <span className="sr-only sm:not-sr-only">{t("loginSignIn")}</span>
      </Link>
    );
  }
  const label = user.name ?? user.email;
  return (
    <details className="relative" data-menu-root>
      <summary className={`${trigger} cursor-pointer list-none select-none [&::-webkit-details-marker]:hidden`} aria-label={t("loginAccountMenu", [label])}>
        <UserIcon />
        <span className="hidden max-w-[10rem] truncate sm:inline">{label}</span>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-56 rounded-md border border-neutral-200 bg-white p-1 shadow-lg">
        <p className="truncate px-3 py-2 text-xs text-neutral-500">{user.email}</p>
        <Link to={href("accountProfile", {}, lang)} className={item}>
          {t("loginMyProfile")}
        </Link>
        <Form method="post" action={plainRoutes.logout.path}>
          <input type="hidden" name="redirectTo" value={withoutLoginParam(location)} />
          <button type="submit" className={item}>
            {t("loginSignOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}
