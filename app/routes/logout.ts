import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { pathnameOf } from "~/components/auth/login-urls";
import { clearPendingLogin } from "~/components/auth/pending-login.server";
import { appendCookies, withToast } from "~/components/auth/responses.server";
import { langFromPath } from "~/i18n/lang";
import { isGuardedPath, safeRedirectPath, signOut } from "~/services/auth/index.server";

/** Signing out changes state, so it is a POST only; a GET (a link, a prefetch) just goes home. */
export const loader = () => redirect("/", { headers: { "Cache-Control": "no-store" } });

/** Ends the session and returns to the page, or home when that page needs a signed-in buyer. */
export async function action({ request }: ActionFunctionArgs) {
  const value = (await request.formData()).get("redirectTo");
  const page = safeRedirectPath(typeof value === "string" ? value : null, "/");
  const pathname = pathnameOf(page);
  const lang = langFromPath(pathname);
  const redirectTo = isGuardedPath(pathname) ? (lang === "es" ? "/es" : "/") : page;
  const response = await signOut(request, { redirectTo });
  return withToast(appendCookies(response, await clearPendingLogin()), lang, "info", "loginSignedOut");
}
