import "~/shared-chunk";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderView } from "~/components/orders/OrderView";
import { countryName } from "~/domain/address/countries";
import { addressLines } from "~/domain/orders/address-lines";
import { isOrderNumber } from "~/domain/orders/order";
import { CACHE, personalPageHeaders } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { langFromPath } from "~/i18n/lang";
import { requireBuyer, viewerHeaders } from "~/request/viewer.server";
import { personalPageMeta } from "~/root-data";
import { orderOf } from "~/services/orders/orders.server";

export const headers = personalPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => personalPageMeta(matches, "accountOrdersTitle");

/** One order of the buyer's customers; any other number (unknown, malformed, someone else's) is a 404 that reveals nothing. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const viewer = await requireBuyer(request, context);
  const headers = viewerHeaders(viewer, CACHE.personalPage);
  const number = params.number ?? "";
  const order = isOrderNumber(number) ? await orderOf(viewer.buyer, number) : null;
  if (!order) throw new Response("Not Found", { status: 404, headers });
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

export default function AccountOrderRoute() {
  const { order, billingLines, shippingLines } = useLoaderData<typeof loader>();
  return <OrderView order={order} billingLines={billingLines} shippingLines={shippingLines} />;
}
