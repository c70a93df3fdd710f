import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { pathnameOf } from "~/components/auth/login-urls";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { afterSignInPath, safeRedirectPath } from "~/domain/auth/guard";
import { googleAuthenticator } from "~/request/auth.server";
import { serializeRedirectPath } from "~/request/session.server";
import { readForm } from "~/request/form-data.server";

/** The button is a POST form; a GET (a link, a prefetch) never starts an OAuth round trip. */
export const loader = () => redirect(href("login", {}, "en"));

/**
 * Starts Google sign-in. The page the buyer came from is remembered in the redirect-path cookie the
 * callback's sign-in follows (home when they came from a login address; nothing new when they came
 * from the login page itself, so a path the guard remembered still wins).
 */
export async function action({ request }: ActionFunctionArgs) {
  const authenticator = await googleAuthenticator();
  if (!authenticator) throw json({ error: "Google sign-in is not configured" }, { status: 404 });
  const value = (await readForm(request.clone())).get("redirectTo");
  const page = safeRedirectPath(typeof value === "string" ? value : null, "") || null;
  try {
    return await authenticator.authenticate("google", request);
  } catch (thrown) {
    if (!(thrown instanceof Response) || !page) throw thrown;
    const home = href("home", {}, langFromPath(pathnameOf(page)));
    thrown.headers.append("Set-Cookie", await serializeRedirectPath(afterSignInPath(page, home)));
    throw thrown;
  }
}
