import { Form, Link } from "@remix-run/react";
import { QuickOrderForm } from "~/components/cart/quick-order-on-demand";
import { buttonClass } from "~/components/ui/Button";
import type { Order } from "~/domain/orders/order";
import { formatLongDate } from "~/i18n/dates";
import { href } from "~/i18n/href";
import { ORDER_STATUS_LABEL, shippingTitle } from "~/i18n/order-labels";
import { useT } from "~/i18n/useT";
import type { QuickOrderAnswer } from "~/services/cart/quick-order-report";
import { AddressBlock } from "./AddressBlock";
import { OrderLines } from "./OrderLines";
import { OrderTotals } from "./OrderTotals";
import { PriceDifferences } from "./PriceDifferences";

/**
 * A placed order as the buyer sees it (its confirmation page): status and payment first, then what was ordered.
 * "Order again" posts to the page; the lines it could not add come back as quick order's report and box.
 */
export function OrderView({
  order,
  billingLines,
  shippingLines,
  reorder,
}: {
  order: Order;
  billingLines: string[];
  shippingLines: string[];
  reorder: QuickOrderAnswer | null;
}) {
  const { t, lang } = useT();
  const details = [
    { label: t("orderCarrier"), value: shippingTitle(t, { slug: order.carrier, title: order.carrierTitle }, order.method) },
    { label: t("orderShipperNumber"), value: order.shipperNumber ?? "" },
    { label: t("orderPoNumber"), value: order.poNumber },
    { label: t("orderNotes"), value: order.notes },
  ].filter((detail) => detail.value !== "");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm">
          <Link to={href("accountOrders", {}, lang)} className="focus-ring text-primary-700 underline">
            {t("orderBackToList")}
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-neutral-900">{t("orderTitle", [order.number])}</h1>
        <p className="text-sm text-neutral-700">{t("orderPlacedOn", [formatLongDate(order.createdAt, lang), order.customerName])}</p>
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass("secondary", "md")}>
            {t("orderReorder")}
          </button>
          <span className="text-sm text-neutral-600">{t("orderReorderHint")}</span>
        </Form>
      </div>
      {reorder ? (
        <section aria-labelledby="order-reorder" className="rounded-xl border border-neutral-200 bg-white p-6">
          <h2 id="order-reorder" className="mb-4 text-lg font-semibold text-neutral-900">
            {t("orderReorderNumber", [order.number])}
          </h2>
          <QuickOrderForm answer={reorder} action={href("quickOrder", {}, lang)} />
        </section>
      ) : null}
      <section aria-labelledby="order-payment" className="rounded-xl border border-neutral-200 bg-white p-6">
        <h2 id="order-payment" className="mb-2 text-lg font-semibold text-neutral-900">
          {t("checkoutPaymentHeading")}
        </h2>
        <p className="mb-1 text-sm font-semibold text-neutral-900" data-testid="order-status">
          {t(ORDER_STATUS_LABEL[order.status])}
        </p>
        <p className="text-sm text-neutral-700">
          {order.status === "awaiting_payment" ? t("checkoutPaymentCard") : t("checkoutPaymentOnAccount", [order.paymentTerms])}
        </p>
      </section>
      <OrderLines lines={order.lines} />
      <OrderTotals totals={order.totals} />
      <PriceDifferences differences={order.purchaseOrder?.priceDifferences ?? []} />
      <section className="grid gap-6 rounded-xl border border-neutral-200 bg-white p-6 sm:grid-cols-2">
        <AddressBlock heading={t("checkoutBillingHeading")} lines={billingLines} />
        <AddressBlock heading={t("checkoutShippingHeading")} lines={shippingLines} />
        {details.length > 0 ? (
          <dl className="flex flex-col gap-2 text-sm sm:col-span-2">
            {details.map((detail) => (
              <div key={detail.label}>
                <dt className="font-semibold text-neutral-900">{detail.label}</dt>
                <dd className="whitespace-pre-line text-neutral-700">{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>
    </div>
  );
}
