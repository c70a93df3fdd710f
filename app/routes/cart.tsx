import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { cartToast, quantityMessage, type CartActionData, type Message } from "~/components/cart/cart-messages";
import { CartPage } from "~/components/cart/CartPage";
import { isSafeRelativePath } from "~/domain/url-safety";
import { CACHE, personalPageHeaders } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { href } from "~/i18n/href";
import { langFromPath, type Lang } from "~/i18n/lang";
import { translate } from "~/i18n/translate";
import { parseCartPost } from "~/request/cart-post.server";
import { clearCartToken, commitCartToken } from "~/request/cart-token.server";
import { redirectWithToast } from "~/request/toast.server";
import { latestUtm } from "~/request/tracking.server";
import { getViewer } from "~/request/viewer.server";
import { rootDataOf } from "~/root-data";
import { changeCart, loadCart } from "~/services/cart/cart.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const viewer = await getViewer(request);
  const headers = new Headers({ "Cache-Control": CACHE.personalPage });
  for (const cookie of viewer.setCookies) headers.append("Set-Cookie", cookie);
  return json({ cart: await loadCart(viewer.cartOwner, viewer.priceList, lang), alternates: sameAlternates("cart") }, { headers });
}

/** A cart shows the buyer's own lines and prices: never stored by any cache. */
export const headers = personalPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const strings = rootDataOf(matches)?.strings ?? {};
  return [
    { title: translate(strings, "cartTitle") },
    { name: "description", content: translate(strings, "cartMetaDescription") },
    { name: "robots", content: "noindex" },
  ];
};

/** Where the buyer was: a same-origin path they posted from, else the cart page. */
function backTo(redirectTo: string | undefined, lang: Lang): string {
  return redirectTo && isSafeRelativePath(redirectTo) ? redirectTo : href("cart", {}, lang);
}

/**
 * Every cart change (add, set, increment, decrement, remove, clear) answers with a 303 back to where
 * the buyer was and a toast saying what happened; a refused quantity typed on the cart page itself is
 * answered in place (400) with the typed value and the reason.
 */
export async function action({ request }: ActionFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const strings = stringsFor(await getSiteContent(), lang);
  const t = (message: Message) => translate(strings, message.key, message.vars);
  const post = parseCartPost(await request.formData());
  if (!post) {
    return redirectWithToast(href("cart", {}, lang), { type: "error", title: t({ key: "cartToastNotChanged" }), description: t({ key: "cartBadRequest" }) });
  }
  const { intent, pn, quantity = "", redirectTo } = post;
  const target = backTo(redirectTo, lang);
  const viewer = await getViewer(request);
  const { result, anonymous } = await changeCart(viewer.cartOwner, { intent, pn, quantity }, lang, latestUtm(request));
  const headers = new Headers({ "Cache-Control": CACHE.personalPage });
  for (const cookie of viewer.setCookies) headers.append("Set-Cookie", cookie);
  if (anonymous) headers.append("Set-Cookie", anonymous.state === "kept" ? await commitCartToken(anonymous.token) : await clearCartToken());
  if (result.kind === "ignored" && target === href("cart", {}, lang)) {
    return json<CartActionData>({ pn, quantity, error: quantityMessage(result.reason, quantity) }, { status: 400, headers });
  }
  const toast = cartToast(result, quantity);
  return redirectWithToast(target, { type: toast.type, title: t(toast.title), description: toast.description && t(toast.description) }, { headers });
}

export default function CartRoute() {
  const { cart } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as CartActionData | undefined;
  return <CartPage cart={cart} refused={refused ?? null} />;
}
