import { formatMoney } from "~/domain/money";
import type { OrderTotals as Totals } from "~/domain/orders/order";
import { totalsRows } from "~/i18n/order-labels";
import { useT } from "~/i18n/useT";

/** An order's money breakdown (the review and the order page alike), each amount with a stable `order-…` test hook. */
export function OrderTotals({ totals }: { totals: Totals }) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="order-totals" className="rounded-xl border border-neutral-200 bg-white p-6">
      <h2 id="order-totals" className="mb-3 text-lg font-semibold text-neutral-900">
        {t("orderTotalsHeading")}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        {totalsRows(totals).map((row) => (
          <div
            key={row.testId}
            className={`flex justify-between gap-4 ${row.testId === "total" ? "border-t border-neutral-200 pt-2 text-base font-semibold" : ""}`}
          >
            <dt className="text-neutral-700">{t(row.label)}</dt>
            <dd data-testid={`order-${row.testId}`} className="text-right text-neutral-900">
              {row.value.kind === "amount" ? formatMoney(row.value.cents, lang) : t("orderShippingTbd", [t(row.value.reason)])}
            </dd>
          </div>
        ))}
      </dl>
      {totals.shipping.kind === "tbd" ? <p className="mt-3 text-xs text-neutral-600">{t("orderTotalExcludesShipping")}</p> : null}
    </section>
  );
}
