import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { LOGIN_PARAM, loginPageUrl, pathnameOf } from "~/components/auth/login-urls";
import { safeRedirectPath } from "~/domain/auth/guard";
import { CACHE } from "~/http/cache-policy";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { signOut } from "~/request/auth.server";
import { clearPendingLogin } from "~/request/pending-login.server";
import { appendCookies, withToast } from "~/request/responses.server";
import { isAccountPath } from "~/routes";
import { readForm } from "~/request/form-data.server";

/** Signing out changes state, so it is a POST only; a GET (a link, a prefetch) just goes home. */
export const loader = () => redirect("/", { headers: { "Cache-Control": CACHE.noStore } });

/**
 * Ends the session and returns to the page. An account page needs a signed-in buyer: from there the
 * buyer goes home, or, when the sign-out came with the login modal's parameter (a private call answered
 * 401), to the login page, which brings them back to that account page.
 */
export async function action({ request }: ActionFunctionArgs) {
  // A POST without any body (`curl -X POST`, a client's bare sign-out) is an empty form: it signs out too.
  const form = request.method === "POST" && request.body === null ? new FormData() : await readForm(request);
  const value = form.get("redirectTo");
  const page = safeRedirectPath(typeof value === "string" ? value : null, "/");
  const pathname = pathnameOf(page);
  const lang = langFromPath(pathname);
  const url = new URL(page, "http://same-site.invalid");
  const reopen = url.searchParams.has(LOGIN_PARAM);
  url.searchParams.delete(LOGIN_PARAM);
  const accountTarget = reopen ? loginPageUrl(lang, { redirectTo: url.pathname + url.search }) : href("home", {}, lang);
  const response = await signOut(request, isAccountPath(pathname) ? accountTarget : page);
  return withToast(appendCookies(response, await clearPendingLogin()), lang, "info", "loginSignedOut");
}
