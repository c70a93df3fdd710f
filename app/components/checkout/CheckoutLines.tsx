import { OrderLines } from "~/components/orders/OrderLines";
import { useT } from "~/i18n/useT";

/**
 * The order's lines on the checkout form: a closed disclosure on a phone, so the form comes first; from md up always
 * shown, without the summary (`.lines-disclosure` in tailwind.css). A plain `<details>`, so it opens without JavaScript.
 */
export function CheckoutLines({ lines }: { lines: Parameters<typeof OrderLines>[0]["lines"] }) {
  const { t } = useT();
  return (
    <details className="lines-disclosure group">
      <summary className="disclosure-summary focus-ring rounded-xl border border-neutral-200 bg-white px-6 py-4 font-semibold text-primary-700 group-open:mb-3">
        {t("checkoutLinesSummary", [lines.length])}
      </summary>
      <OrderLines lines={lines} />
    </details>
  );
}
