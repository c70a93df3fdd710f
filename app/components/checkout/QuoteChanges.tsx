import { formatMoney } from "~/domain/money";
import type { ChoiceKey, QuoteChange } from "~/domain/orders/quote-fingerprint";
import type { StringKey } from "~/i18n/string-keys";
import { useT } from "~/i18n/useT";

/** Each choice named as the form labels it. */
const CHOICE_LABELS: Record<ChoiceKey, StringKey> = {
  billing: "checkoutBillingHeading",
  shipping: "checkoutShippingHeading",
  carrier: "checkoutCarrierLabel",
  shipperNumber: "orderShipperNumber",
  poNumber: "orderPoNumber",
  notes: "orderNotes",
};

/** What changed between the review and "Place order": nothing was placed, the buyer checks and places again. */
export function QuoteChanges({ changes }: { changes: readonly QuoteChange[] }) {
  const { t, lang } = useT();
  const money = (cents: number | null) => (cents === null ? "—" : formatMoney(cents, lang));
  return (
    <div role="alert" data-testid="checkout-changes" className="rounded-xl border border-warning-300 bg-warning-50 p-4 text-sm text-warning-900">
      <h2 className="mb-1 text-base font-semibold">{t("checkoutChangedTitle")}</h2>
      <p className="mb-2">{t("checkoutChangedIntro")}</p>
      <ul className="list-disc pl-5">
        {changes.map((change, i) => {
          switch (change.kind) {
            case "price":
              return <li key={i}>{t("checkoutChangePrice", [change.pn, money(change.beforeCents), money(change.afterCents)])}</li>;
            case "quantity":
              return <li key={i}>{t("checkoutChangeQuantity", [change.pn, change.before, change.after])}</li>;
            case "gone":
              return <li key={i}>{t("checkoutChangeGone", [change.pn])}</li>;
            case "added":
              return <li key={i}>{t("checkoutChangeAdded", [change.pn])}</li>;
            case "totals":
              return change.before.totalCents === change.after.totalCents ? (
                <li key={i}>{t("checkoutChangeCharges", [money(change.after.totalCents)])}</li>
              ) : (
                <li key={i}>{t("checkoutChangeTotal", [money(change.before.totalCents), money(change.after.totalCents)])}</li>
              );
            case "choices":
              return change.keys.map((key) => <li key={key}>{t("checkoutChangeChoice", [t(CHOICE_LABELS[key])])}</li>);
          }
        })}
      </ul>
    </div>
  );
}
