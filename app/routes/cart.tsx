import "~/shared-chunk";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { cartToast, quantityMessage, type CartPageRefusal, type Message } from "~/components/cart/cart-messages";
import { CartPage, SHIPPING_PARAM } from "~/components/cart/CartPage";
import { selectionKey } from "~/domain/carriers";
import { cartLinesPage, cartPagePath } from "~/domain/cart-pages";
import { pageParam } from "~/domain/list-query-params.server";
import { isSafeRelativePath } from "~/domain/url-safety";
import { CACHE, personalPageHeaders } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { cartSummaryRows } from "~/i18n/cart-summary-rows";
import { href } from "~/i18n/href";
import { langFromPath, type Lang } from "~/i18n/lang";
import { translate } from "~/i18n/translate";
import { downloadQuote, parseCartPost } from "~/request/cart-post.server";
import { commitCartShipping, readCartShipping } from "~/request/cart-shipping.server";
import { readDestinationForm, readShippingForm } from "~/request/cart-shipping-forms.server";
import { clearCartToken, commitCartToken } from "~/request/cart-token.server";
import { redirectWithToast } from "~/request/toast.server";
import { punchOutOf } from "~/request/punchout.server";
import { latestUtm } from "~/request/tracking.server";
import { getViewer, viewerHeaders } from "~/request/viewer.server";
import { rootDataOf, stringsOf } from "~/root-data";
import { addressFormOptions } from "~/services/accounts/address-book-page.server";
import { cartPageQuote, destinationLabel } from "~/services/cart/cart-page.server";
import { changeCart } from "~/services/cart/cart.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { readForm } from "~/request/form-data.server";
import { shippingTitle } from "~/i18n/order-labels";

/**
 * The cart quoted for the destination and carrier chosen on the page (a cookie), else the buyer's selected shipping
 * address and carrier preference; `?shipping=open` opens the shipping slide-over.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const viewer = await getViewer(request, context);
  const choices = await readCartShipping(request);
  const punchOut = await punchOutOf(request, viewer);
  const { quote, destination, shipperNumbers } = await cartPageQuote(
    { owner: viewer.cartOwner, buyer: viewer.buyer, priceList: viewer.priceList, choices },
    lang,
  );
  const { cart, unknown: _unknown, ...pricing } = quote;
  const filled = cart.lines.length > 0;
  const shown = cartLinesPage(cart.lines, pageParam(url.searchParams));
  const strings = stringsFor(await getSiteContent(), lang);
  const chosen = pricing.options.find((option) => option.key === selectionKey(pricing.selection));
  // The breakdown in words is made here, as the quote PDF makes it, so the page's JavaScript carries none of it.
  const summaryContext = { collect: chosen?.collect ?? false, hasDestination: pricing.destination !== null, signedIn: viewer.buyer !== null };
  return json(
    {
      cart: { ...cart, lines: shown.lines },
      lineWindow: shown.window,
      pricing,
      summary: cartSummaryRows(pricing.charges, summaryContext, (key, vars) => translate(strings, key, vars), lang),
      destination,
      shipperNumbers,
      places: filled ? addressFormOptions(lang) : null,
      shippingOpen: url.searchParams.get(SHIPPING_PARAM) === "open",
      punchOut: punchOut && { inspect: punchOut.operation === "inspect" },
      alternates: sameAlternates("cart"),
    },
    { headers: viewerHeaders(viewer, CACHE.personalPage) },
  );
}

/** A cart shows the buyer's own lines and prices: never stored by any cache. */
export const headers = personalPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const strings = stringsOf(rootDataOf(matches));
  return [
    { title: translate(strings, "cartTitle") },
    { name: "description", content: translate(strings, "cartMetaDescription") },
    { name: "robots", content: "noindex" },
  ];
};

type Translator = (message: Message) => string;

/** Where the buyer was: a same-origin path they posted from, else the cart page (`cartPage`, the page of lines they were on). */
function backTo(redirectTo: string | undefined, cartPage: string): string {
  return redirectTo && isSafeRelativePath(redirectTo) ? redirectTo : cartPage;
}

/** The answer to a post the page takes back in place: 400, with what was typed and why. */
const refusedInPlace = (data: CartPageRefusal, headers: Headers) => json<CartPageRefusal>(data, { status: 400, headers });

/**
 * The destination form, checked by its schema: refused in place (400) with the typed fields, or kept in the cart-shipping cookie with a
 * 303 back to the cart. A new destination starts from its own default carrier (docs/shipping.md#alaska-and-hawaii).
 */
async function chooseDestination(request: Request, form: FormData, lang: Lang, headers: Headers, t: Translator) {
  const submission = readDestinationForm(form);
  if (submission.status !== "success") return refusedInPlace({ form: "destination", lastResult: submission.reply() }, headers);
  const destination = submission.value;
  headers.append("Set-Cookie", await commitCartShipping({ ...(await readCartShipping(request)), destination, choice: null, shipperNumber: null }));
  const title = t({ key: "cartToastDestination", vars: [destinationLabel(destination, lang)] });
  return redirectWithToast(href("cart", {}, lang), { type: "success", title }, { headers });
}

/**
 * The shipping slide-over: the choice is checked against the options the quote offers now (destination, customer,
 * subtotal); refused in place (400, still open), or kept in the cookie with a 303 back to the cart (closed).
 */
async function chooseShipping(request: Request, form: FormData, lang: Lang, headers: Headers, t: Translator) {
  const viewer = await getViewer(request);
  const choices = await readCartShipping(request);
  const { quote } = await cartPageQuote({ owner: viewer.cartOwner, buyer: viewer.buyer, priceList: viewer.priceList, choices }, lang);
  const options = quote.destination ? quote.options : [];
  const submission = readShippingForm(form, options);
  if (submission.status !== "success") return refusedInPlace({ form: "shipping", lastResult: submission.reply() }, headers);
  headers.append("Set-Cookie", await commitCartShipping({ ...choices, ...submission.value }));
  const option = options.find((candidate) => candidate.key === submission.value.choice)!;
  const chosen = shippingTitle((key, vars) => t({ key, vars: vars && [...vars] }), { slug: option.carrier, title: option.carrierTitle }, option.method);
  const title = t({ key: "cartToastShipping", vars: [chosen] });
  return redirectWithToast(href("cart", {}, lang), { type: "success", title }, { headers });
}

/**
 * Every cart change (add, set, increment, decrement, remove, clear) answers with a 303 back to where the buyer was
 * and a toast saying what happened; a refused quantity typed on the cart page itself is answered in place (400) with
 * the typed value and the reason. The destination, shipping and quote forms post here too (`intent` says which).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const strings = stringsFor(await getSiteContent(), lang);
  const t: Translator = (message) => translate(strings, message.key, message.vars);
  const formData = await readForm(request);
  const viewer = await getViewer(request, context);
  const headers = viewerHeaders(viewer, CACHE.personalPage);
  const intent = formData.get("intent");
  if (intent === "destination") return chooseDestination(request, formData, lang, headers, t);
  if (intent === "shipping") return chooseShipping(request, formData, lang, headers, t);
  if (intent === "quote") return downloadQuote(request, viewer, lang, headers, t({ key: "cartQuoteEmpty" }));
  // A cart reopened for inspection (docs/punchout.md#flow) is the procurement system's to change, not the buyer's.
  if ((await punchOutOf(request, viewer))?.operation === "inspect") {
    return redirectWithToast(href("cart", {}, lang), { type: "error", title: t({ key: "cartPunchOutInspect" }) }, { headers });
  }
  const post = parseCartPost(formData);
  if (!post) {
    return redirectWithToast(
      href("cart", {}, lang),
      { type: "error", title: t({ key: "cartToastNotChanged" }), description: t({ key: "cartBadRequest" }) },
      { headers },
    );
  }
  const { pn, quantity = "", redirectTo } = post;
  const cartPage = cartPagePath(href("cart", {}, lang), pageParam(url.searchParams));
  const target = backTo(redirectTo, cartPage);
  const { result, anonymous } = await changeCart(viewer.cartOwner, { intent: post.intent, pn, quantity }, lang, latestUtm(request));
  if (anonymous) headers.append("Set-Cookie", anonymous.state === "kept" ? await commitCartToken(anonymous.token) : await clearCartToken());
  if (result.kind === "ignored" && target === cartPage) {
    return refusedInPlace({ pn, quantity, error: quantityMessage(result.reason, quantity) }, headers);
  }
  const toast = cartToast(result, quantity);
  return redirectWithToast(target, { type: toast.type, title: t(toast.title), description: toast.description && t(toast.description) }, { headers });
}

export default function CartRoute() {
  const { cart, lineWindow, pricing, summary, destination, shipperNumbers, places, shippingOpen, punchOut } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as CartPageRefusal | undefined;
  return (
    <CartPage
      cart={cart}
      lineWindow={lineWindow}
      pricing={pricing}
      summary={summary}
      destination={destination}
      shipperNumbers={shipperNumbers}
      places={places}
      shippingOpen={shippingOpen}
      refused={refused ?? null}
      punchOut={punchOut}
    />
  );
}
