import "~/shared-chunk";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderList } from "~/components/orders/OrderList";
import { CACHE, personalPageHeaders } from "~/http/cache-policy";
import { sameAlternates } from "~/i18n/alternates";
import { requireBuyer, viewerHeaders } from "~/request/viewer.server";
import { personalPageMeta } from "~/root-data";
import { ordersOf } from "~/services/orders/orders.server";

export const headers = personalPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => personalPageMeta(matches, "accountOrdersTitle");

/** The orders of all the buyer's customers, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireBuyer(request, context);
  return json({ orders: await ordersOf(viewer.buyer), alternates: sameAlternates("accountOrders") }, { headers: viewerHeaders(viewer, CACHE.personalPage) });
}

export default function AccountOrdersRoute() {
  const { orders } = useLoaderData<typeof loader>();
  return <OrderList orders={orders} />;
}
