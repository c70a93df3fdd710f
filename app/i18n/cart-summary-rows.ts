/** The cart's breakdown in words: the cart page and the quote PDF print the same rows, figures and notes. */
import type { Charges } from "~/domain/charges";
import { formatMoney } from "~/domain/money";
import type { Lang } from "./lang";
import { CHARGE_LABEL } from "./order-labels";
import { shippingPriceText } from "./shipping-price";
import { TBD_REASON_KEYS } from "./tbd-reasons";
import type { Translate } from "./translate";

export type SummaryRow = { label: string; testId: string; value: string; note: string | null; strong: boolean };

export type SummaryContext = {
  /** The chosen carrier ships on the buyer's own account. */
  collect: boolean;
  hasDestination: boolean;
  /** Visitors see tax as an estimate. */
  signedIn: boolean;
};

/** Every charge on its own row, shipping as an amount or TBD and why, the total last. */
export function cartSummaryRows(charges: Charges, context: SummaryContext, t: Translate, lang: Lang): SummaryRow[] {
  const money = (cents: number) => formatMoney(cents, lang);
  const shipping = charges.shipping;
  const row = (label: string, testId: string, value: string, note: string | null = null): SummaryRow => ({ label, testId, value, note, strong: false });
  return [
    row(t(CHARGE_LABEL.subtotal), "cart-subtotal", money(charges.subtotalCents)),
    row(
      t(CHARGE_LABEL.handling),
      "cart-handling",
      money(charges.handlingCents),
      charges.nonStandardFeeCents > 0 ? t("cartHandlingNonStandard", [money(charges.nonStandardFeeCents)]) : null,
    ),
    row(t(CHARGE_LABEL.tariff), "cart-tariff", money(charges.tariffCents)),
    row(t(CHARGE_LABEL.tariffSurcharge), "cart-tariff-surcharge", money(charges.tariffSurchargeCents)),
    row(t(CHARGE_LABEL.internationalFee), "cart-international-fee", money(charges.internationalFeeCents)),
    row(
      t(CHARGE_LABEL.shipping),
      "cart-shipping",
      shippingPriceText(shipping, t, lang),
      shipping.kind === "tbd" ? t(TBD_REASON_KEYS[shipping.reason]) : context.collect ? t("cartShippingCollect") : null,
    ),
    row(
      t(context.signedIn ? CHARGE_LABEL.tax : "cartTaxEstimate"),
      "cart-tax",
      money(charges.taxCents),
      context.hasDestination ? null : t("cartTaxNeedsDestination"),
    ),
    {
      ...row(
        t(charges.totalExcludesShipping ? "cartTotalWithoutShipping" : CHARGE_LABEL.total),
        "cart-total",
        money(charges.totalCents),
        charges.totalExcludesShipping ? t("cartTotalExcludesShipping") : null,
      ),
      strong: true,
    },
  ];
}
