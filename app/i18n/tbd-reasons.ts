/** Why shipping is TBD, in words: the cart page and the quote API say the same. */
import type { TbdReason } from "~/domain/shipping-charge";
import type { StringKey } from "./string-keys";

export const TBD_REASON_KEYS: Record<TbdReason, StringKey> = {
  quoteAfterOrder: "cartTbdQuoteAfterOrder",
  unknownZone: "cartTbdUnknownZone",
  airFrom500: "cartTbdAirFrom500",
  noRateBand: "cartTbdNoRateBand",
  noSelection: "cartTbdNoSelection",
  noDestination: "cartTbdNoDestination",
};
