import "~/shared-chunk";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OrderView } from "~/components/orders/OrderView";
import { countryName } from "~/domain/address/countries";
import { addressLines } from "~/domain/orders/address-lines";
import { isOrderNumber } from "~/domain/orders/order";
import { CACHE, personalPageHeaders } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { langFromPath, type Lang } from "~/i18n/lang";
import { reorder } from "~/request/reorder.server";
import { requireBuyer, viewerHeaders } from "~/request/viewer.server";
import { personalPageMeta } from "~/root-data";
import type { SessionUser } from "~/services/auth/index.server";
import type { QuickOrderAnswer } from "~/services/cart/quick-order-report";
import { orderOf } from "~/services/orders/orders.server";

export const headers = personalPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => personalPageMeta(matches, "accountOrdersTitle");

/** One order of the buyer's customers; any other number (unknown, malformed, someone else's) is a 404 that reveals nothing. */
async function buyersOrder(buyer: SessionUser, number: string, lang: Lang, headers: Headers) {
  const order = isOrderNumber(number) ? await orderOf(buyer, number, lang) : null;
  if (!order) throw new Response("Not Found", { status: 404, headers });
  return order;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const viewer = await requireBuyer(request, context);
  const headers = viewerHeaders(viewer, CACHE.personalPage);
  const number = params.number ?? "";
  const order = await buyersOrder(viewer.buyer, number, lang, headers);
  return json(
    {
      order,
      billingLines: addressLines(order.billing, countryName(order.billing.addressCountry, lang)),
      shippingLines: addressLines(order.shipping, countryName(order.shipping.addressCountry, lang)),
      alternates: sameAlternates("accountOrder", { number }),
    },
    { headers },
  );
}

/**
 * "Order again" (docs/quick-order.md#reorder): the order's lines through quick order. All added: 303 to the cart
 * with a toast; otherwise the page again with quick order's report and its box of the lines not added, which posts
 * to the quick order page.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const viewer = await requireBuyer(request, context);
  const headers = viewerHeaders(viewer, CACHE.personalPage);
  return reorder(request, viewer, await buyersOrder(viewer.buyer, params.number ?? "", lang, headers), { lang, headers });
}

export default function AccountOrderRoute() {
  const { order, billingLines, shippingLines } = useLoaderData<typeof loader>();
  const reorder = useActionData<QuickOrderAnswer>() ?? null;
  return <OrderView order={order} billingLines={billingLines} shippingLines={shippingLines} reorder={reorder} />;
}
