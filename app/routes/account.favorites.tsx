import "~/shared-chunk";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FavoritesList } from "~/components/favorites/FavoritesList";
import { favoritesPostSchema, type FavoritesPost } from "~/domain/favorites-post";
import { isSafeRelativePath } from "~/domain/url-safety";
import { CACHE, personalPageHeaders } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { favoriteToast } from "~/i18n/favorite-messages";
import { href } from "~/i18n/href";
import { langFromPath, type Lang } from "~/i18n/lang";
import { translate } from "~/i18n/translate";
import { redirectToLogin } from "~/request/auth.server";
import { savePendingFavorite } from "~/request/pending-favorite.server";
import { redirectWithToast } from "~/request/toast.server";
import { latestUtm } from "~/request/tracking.server";
import { getViewer, requireBuyer, viewerHeaders } from "~/request/viewer.server";
import { personalPageMeta } from "~/root-data";
import type { Utm } from "~/services/cart/cart.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import {
  addAllFavoritesToCart,
  dropFavorite,
  favoritesPage,
  keepFavorite,
  logFavoritesFailure,
  moveFavoriteToCart,
  type FavoriteItem,
} from "~/services/favorites/favorite-list.server";
import { readForm } from "~/request/form-data.server";

export const headers = personalPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => personalPageMeta(matches, "favoritesTitle");

/** The buyer's favorites priced on their list; a store that cannot be read says so (503) instead of failing the page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireBuyer(request, context);
  const lang = langFromPath(new URL(request.url).pathname);
  let items: FavoriteItem[] | null = null;
  try {
    items = await favoritesPage(viewer.buyer.email, viewer.priceList, lang);
  } catch (error) {
    logFavoritesFailure(error, "fetch");
  }
  return json({ items, alternates: sameAlternates("accountFavorites") }, { status: items ? 200 : 503, headers: viewerHeaders(viewer, CACHE.personalPage) });
}

/** Where the buyer was: a same-origin path they posted from, else this page. */
function backTo(redirectTo: string | undefined, lang: Lang): string {
  return redirectTo && isSafeRelativePath(redirectTo) ? redirectTo : href("accountFavorites", {}, lang);
}

/**
 * Add, remove, move to cart and add all to cart, each a plain post answered with a 303 back to where
 * the buyer was and a toast. A visitor who asks to keep a part signs in first: the part waits in a
 * cookie and is kept by the sign-in itself, which then returns to the page they were on.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const strings = stringsFor(await getSiteContent(), lang);
  const parsed = favoritesPostSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return redirectWithToast(href("accountFavorites", {}, lang), { type: "error", title: translate(strings, "favoritesToastNotChanged") });
  }
  const post = parsed.data;
  const target = backTo(post.redirectTo, lang);
  const viewer = await getViewer(request, context);
  if (!viewer.buyer) {
    const pending = post.intent === "add" ? [await savePendingFavorite(post.pn)] : [];
    const toast = post.intent === "add" ? { type: "info" as const, title: translate(strings, "favoritesSignInFirst", [post.pn]) } : undefined;
    throw await redirectToLogin(request, [...viewer.setCookies, ...pending], { remember: target, toast });
  }
  const headers = viewerHeaders(viewer, CACHE.personalPage);
  try {
    const toast = favoriteToast(await applyPost(post, viewer.buyer.email, lang, latestUtm(request)));
    return redirectWithToast(target, { type: toast.type, title: translate(strings, toast.key, toast.vars) }, { headers });
  } catch (error) {
    logFavoritesFailure(error, post.intent);
    return redirectWithToast(
      target,
      { type: "error", title: translate(strings, "favoritesToastNotChanged"), description: translate(strings, "favoritesUnavailable") },
      { headers },
    );
  }
}

function applyPost(post: FavoritesPost, email: string, lang: Lang, utm: Utm) {
  switch (post.intent) {
    case "add":
      return keepFavorite(email, post.pn, lang);
    case "remove":
      return dropFavorite(email, post.pn, lang);
    case "moveToCart":
      return moveFavoriteToCart(email, post.pn, lang, utm);
    case "addAllToCart":
      return addAllFavoritesToCart(email, lang, utm);
  }
}

export default function AccountFavoritesRoute() {
  const { items } = useLoaderData<typeof loader>();
  return <FavoritesList items={items} />;
}
