import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { pathnameOf } from "~/components/auth/login-urls";
import { safeRedirectPath } from "~/domain/auth/guard";
import { CACHE } from "~/http/cache-policy";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { signOut } from "~/request/auth.server";
import { clearPendingLogin } from "~/request/pending-login.server";
import { appendCookies, withToast } from "~/request/responses.server";
import { isAccountPath } from "~/routes";

/** Signing out changes state, so it is a POST only; a GET (a link, a prefetch) just goes home. */
export const loader = () => redirect("/", { headers: { "Cache-Control": CACHE.noStore } });

/** Ends the session and returns to the page, or home when that page needs a signed-in buyer. */
export async function action({ request }: ActionFunctionArgs) {
  const value = (await request.formData()).get("redirectTo");
  const page = safeRedirectPath(typeof value === "string" ? value : null, "/");
  const pathname = pathnameOf(page);
  const lang = langFromPath(pathname);
  const response = await signOut(request, isAccountPath(pathname) ? href("home", {}, lang) : page);
  return withToast(appendCookies(response, await clearPendingLogin()), lang, "info", "loginSignedOut");
}
