import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { isSafeRelativePath } from "~/client/url-safety";
import { CartPage } from "~/components/cart/CartPage";
import { sameAlternates } from "~/i18n/alternates";
import { href } from "~/i18n/href";
import { langFromPath, type Lang } from "~/i18n/lang";
import { translate } from "~/i18n/translate";
import { cartToast, quantityMessage, type Message } from "~/services/cart/cart-messages";
import { changeCart, loadCart } from "~/services/cart/cart.server";
import { parseCartPost } from "~/services/cart/cart-post.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { redirectWithToast } from "~/services/flash.server";

/** A cart shows the buyer's own lines and prices: never stored by any cache. */
const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  return json({ cart: await loadCart(request, lang), alternates: sameAlternates("cart") }, { headers: PRIVATE });
}

export const headers: HeadersFunction = () => PRIVATE;

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as { strings?: Record<string, string> } | undefined;
  const strings = root?.strings ?? {};
  return [
    { title: translate(strings, "cartTitle") },
    { name: "description", content: translate(strings, "cartMetaDescription") },
    { name: "robots", content: "noindex" },
  ];
};

/** A quantity the cart page refused, answered in place so its field keeps what the buyer typed. */
export type CartActionData = { pn: string; quantity: string; error: Message };

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
  const { result, setCookies } = await changeCart(request, { intent, pn, quantity }, lang);
  const headers = new Headers(PRIVATE);
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
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
