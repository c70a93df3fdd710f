/** A shipping charge as the buyer reads it: the amount, or "TBD" (the breakdown says why under the total). */
import { formatMoney } from "~/domain/money";
import type { ShippingCharge } from "~/domain/shipping-charge";
import type { Lang } from "./lang";
import type { Translate } from "./translate";

export function shippingPriceText(charge: ShippingCharge, t: Translate, lang: Lang): string {
  return charge.kind === "amount" ? formatMoney(charge.cents, lang) : t("cartShippingTbd");
}
