import { formatMoney } from "~/domain/money";
import type { PriceDifference } from "~/domain/punchout-flow/purchase-order";
import { useT } from "~/i18n/useT";

/**
 * The prices a PunchOut purchase order stated that are not the shop's (docs/punchout.md#purchase-order-prices): the
 * order was placed at the shop's prices for a partner set to place such orders, and the buyer is told what differed.
 */
export function PriceDifferences({ differences }: { differences: readonly PriceDifference[] }) {
  const { t, lang } = useT();
  if (differences.length === 0) return null;
  return (
    <section aria-labelledby="order-price-differences" className="rounded-xl border border-warning-300 bg-warning-50 p-6" data-testid="order-price-differences">
      <h2 id="order-price-differences" className="mb-2 text-lg font-semibold text-neutral-900">
        {t("orderPriceDifferencesHeading")}
      </h2>
      <p className="mb-2 text-sm text-neutral-700">{t("orderPriceDifferencesHint")}</p>
      <ul className="list-disc pl-5 text-sm text-neutral-800">
        {differences.map((d) => (
          <li key={d.kind === "total" ? "total" : `line-${d.lineNumber}`}>
            {d.kind === "total"
              ? t("orderPriceDifferenceTotal", [formatMoney(d.orderedCents, lang), formatMoney(d.shopCents, lang)])
              : t("orderPriceDifferenceLine", [String(d.lineNumber), d.pn, formatMoney(d.orderedCents, lang), formatMoney(d.shopCents, lang)])}
          </li>
        ))}
      </ul>
    </section>
  );
}
