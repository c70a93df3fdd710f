import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { href } from "~/i18n/href";
import { CACHE } from "~/http/cache-policy";
import { googleAuthenticator } from "~/request/auth.server";
import { signIn } from "~/request/sign-in.server";
import { log } from "~/services/observability/log.server";

/**
 * Google sends the buyer back here. Their tokens start a session that returns to the remembered page
 * (see auth.google.ts), else home; a refused or failed sign-in goes back to the login page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const authenticator = await googleAuthenticator();
  if (!authenticator) throw json({ error: "Google sign-in is not configured" }, { status: 404 });
  let tokens;
  try {
    tokens = await authenticator.authenticate("google", request);
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    log.warn({ err: thrown }, "auth: Google sign-in failed");
    return redirect(href("login", {}, "en"), { headers: { "Cache-Control": CACHE.noStore } });
  }
  return signIn(request, tokens, { page: null });
}
