import { Form, Link } from "@remix-run/react";
import { buttonClass } from "~/components/ui/Button";
import { formatMoney } from "~/domain/money";
import type { OrderSummary } from "~/domain/orders/order";
import { formatLongDate } from "~/i18n/dates";
import { href } from "~/i18n/href";
import { ORDER_STATUS_LABEL } from "~/i18n/order-labels";
import { useT } from "~/i18n/useT";

/** The account area's orders list: number (a link to the order), date, company, status and total. */
export function OrderList({ orders }: { orders: readonly OrderSummary[] }) {
  const { t, lang } = useT();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-neutral-900">{t("accountOrdersTitle")}</h1>
      <p className="text-sm text-neutral-600">{t("accountOrdersIntro")}</p>
      {orders.length === 0 ? (
        <p className="text-neutral-700">{t("accountOrdersEmpty")}</p>
      ) : (
        <div className="rounded-xl border border-neutral-200 bg-white max-sm:px-4 sm:overflow-x-auto">
          <table className="stack-table w-full text-left text-sm">
            <thead className="text-neutral-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("accountOrdersNumber")}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("accountOrdersDate")}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("accountOrdersCompany")}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t("accountOrdersStatus")}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  {t("accountOrdersTotal")}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  <span className="sr-only">{t("orderReorder")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.number} className="border-t border-neutral-100">
                  <td className="px-4 py-3">
                    <Link
                      to={href("accountOrder", { number: order.number }, lang)}
                      className="focus-ring whitespace-nowrap font-medium text-primary-700 underline"
                    >
                      {order.number}
                    </Link>
                  </td>
                  <td data-label={t("accountOrdersDate")} className="px-4 py-3">
                    {formatLongDate(order.createdAt, lang)}
                  </td>
                  <td data-label={t("accountOrdersCompany")} className="px-4 py-3">
                    {order.customerName}
                  </td>
                  <td data-label={t("accountOrdersStatus")} className="px-4 py-3">
                    {t(ORDER_STATUS_LABEL[order.status])}
                  </td>
                  <td data-label={t("accountOrdersTotal")} className="px-4 py-3 sm:text-right">
                    {formatMoney(order.totalCents, lang)}
                  </td>
                  <td className="px-4 py-3">
                    <Form method="post" action={href("accountOrder", { number: order.number }, lang)}>
                      <button type="submit" className={buttonClass("secondary", "sm", "whitespace-nowrap")}>
                        {t("orderReorder")}
                        <span className="sr-only"> {order.number}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
