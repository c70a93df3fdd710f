import { formatMoney } from "~/domain/money";
import type { OrderLine } from "~/domain/orders/order";
import { useT } from "~/i18n/useT";

type Line = Pick<OrderLine, "pn" | "title" | "quantity" | "listPriceCents" | "saleCents" | "subTotalSaleCents" | "nonStandard" | "leadTime10Days" | "tariff">;

/** The products of a reviewed or placed order, with their prices and marks. */
export function OrderLines({ lines }: { lines: readonly Line[] }) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="order-lines" className="rounded-xl border border-neutral-200 bg-white p-6">
      <h2 id="order-lines" className="mb-3 text-lg font-semibold text-neutral-900">
        {t("orderLinesHeading")}
      </h2>
      <table className="stack-table w-full text-left text-sm">
        <thead className="text-neutral-600">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">
              {t("orderLineProduct")}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t("orderLineQuantity")}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {t("orderLineUnitPrice")}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {t("orderLineSubtotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.pn} className="border-t border-neutral-100 align-top">
              <td className="py-2 pr-2">
                <p className="font-medium text-neutral-900">{line.title}</p>
                <p className="text-xs text-neutral-600">{t("orderLinePart", [line.pn])}</p>
                {line.listPriceCents !== line.saleCents ? (
                  <p className="text-xs text-neutral-600">{t("orderLineListPrice", [formatMoney(line.listPriceCents, lang)])}</p>
                ) : null}
                {line.nonStandard ? <p className="text-xs text-warning-800">{t("orderLineNonStandard")}</p> : null}
                {line.leadTime10Days ? <p className="text-xs text-neutral-700">{t("orderLineLeadTime")}</p> : null}
                {line.tariff ? <p className="text-xs text-neutral-700">{t("orderLineTariff")}</p> : null}
              </td>
              <td data-label={t("orderLineQuantity")} className="px-2 py-2 sm:text-right">
                {line.quantity}
              </td>
              <td data-label={t("orderLineUnitPrice")} className="px-2 py-2 sm:text-right">
                {formatMoney(line.saleCents, lang)}
              </td>
              <td data-label={t("orderLineSubtotal")} className="py-2 pl-2 sm:text-right">
                {formatMoney(line.subTotalSaleCents, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
