import { safeRedirectPath } from "~/domain/auth/guard";
import type { AuthTokens } from "~/domain/auth/tokens";
import { CACHE } from "~/http/cache-policy";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { refreshTokens, settleNewSession } from "~/services/auth/index.server";
import { favoriteToast } from "~/i18n/favorite-messages";
import { translate } from "~/i18n/translate";
import { mergeCarts } from "~/services/cart/cart.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { keepFavorite } from "~/services/favorites/favorite-list.server";
import { clearCartToken, readCartToken } from "./cart-token.server";
import { clearPendingFavorite, readPendingFavorite } from "./pending-favorite.server";
import { commitSession, endServerSession, getSession, newSession, readRedirectPath, serializeRedirectPath, storeTokens } from "./session.server";
import { redirectWithToast } from "./toast.server";

/**
 * Signing in, as one use case: the newly appeared session is settled (web user created when new,
 * first customer provisioned, names copied; docs/sign-in.md#first-sign-in-customer-provisioning), the
 * browser's anonymous cart merges into the buyer's saved cart (docs/cart.md#merge-at-sign-in), a part
 * the visitor asked to keep as a favorite is kept (docs/accounts.md#favorites), and a brand-new session
 * starts (new id, its tokens on the server; nothing of the old one kept). Answers a 303 to `page`, the
 * page the sign-in was started from; without one (the login page the guard sent the visitor to) to the
 * path the redirect-path cookie remembers, else home (same-site paths only), with a toast in that
 * page's language saying the buyer is in (and what became of the favorite). A remembered path is
 * forgotten either way: it belongs to the one sign-in the guard started. `cookies` are set with the session's.
 */
export async function signIn(request: Request, tokens: AuthTokens, options: { page: string | null; cookies?: string[] }): Promise<Response> {
  const { email } = await settleNewSession(tokens);
  const remembered = await readRedirectPath(request);
  const target = safeRedirectPath(options.page ?? remembered, href("home", {}, langFromPath(new URL(request.url).pathname)));
  const lang = langFromPath(target);
  const cartToken = await readCartToken(request);
  if (cartToken) await mergeCarts(cartToken, email);
  const pendingFavorite = await readPendingFavorite(request);
  const kept = pendingFavorite ? favoriteToast(await keepFavorite(email, pendingFavorite, lang)) : null;
  // The claim must show what was just created or copied.
  const fresh = await refreshTokens(tokens);
  // A session this browser held before ends on the server; the new one gets its own id.
  await endServerSession(await getSession(request));
  const session = await newSession();
  const now = Date.now();
  await storeTokens(session, fresh, now);
  const headers = new Headers({ "Cache-Control": CACHE.noStore });
  headers.append("Set-Cookie", await commitSession(session, now));
  if (remembered !== null) headers.append("Set-Cookie", await serializeRedirectPath(null));
  if (cartToken) headers.append("Set-Cookie", await clearCartToken());
  if (pendingFavorite) headers.append("Set-Cookie", await clearPendingFavorite());
  for (const cookie of options.cookies ?? []) headers.append("Set-Cookie", cookie);
  const strings = stringsFor(await getSiteContent(), lang);
  const description = kept ? translate(strings, kept.key, kept.vars) : undefined;
  return redirectWithToast(target, { type: "success", title: translate(strings, "loginSuccess"), description }, { headers });
}
