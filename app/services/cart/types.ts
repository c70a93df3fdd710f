/** What the cart service answers: plain shapes that pages and components share. */
import type { CarrierSelection } from "~/domain/carriers";
import type { CartLine, IgnoredQuantityReason } from "~/domain/cart-lines";
import type { Charges } from "~/domain/charges";
import type { CheckoutProblem } from "~/domain/checkout-readiness";
import type { Destination } from "~/domain/destination";
import type { LineIntent } from "~/domain/cart-line-change";
import type { NotOffered } from "~/domain/quote";
import type { ShippingCharge } from "~/domain/shipping-charge";
import type { ImageField, LocaleSlug, LocaleString } from "~/services/content/types";

export type CartLineView = CartLine & { title: string; slug: LocaleSlug; image: ImageField | null };
export type CartView = { lines: CartLineView[]; subtotalCents: number; callForPrice: boolean };

export type CartIntent = LineIntent | "clear";
export type CartRequest = { intent: CartIntent; pn: string; quantity: string | undefined };

/** What a post did, for the message the buyer sees. */
export type CartResult =
  | { kind: "changed"; intent: LineIntent; pn: string; title: string; quantity: number | null; added: number | null }
  | { kind: "ignored"; pn: string; reason: IgnoredQuantityReason }
  | { kind: "unknownProduct"; pn: string }
  | { kind: "notInCart"; pn: string }
  | { kind: "cleared" };

/** One shipping option the buyer may choose, as the shipping slide-over lists it. */
export type ShippingOptionView = {
  /** The form value (`carrier:method`, or the carrier alone for international carriers). */
  key: string;
  carrier: string;
  carrierTitle: string;
  method: string | null;
  collect: boolean;
  /** What choosing it would charge for shipping (the quote's own rule). */
  shipping: ShippingCharge;
};

/** The cart priced for a destination, a buyer and a carrier choice (app/domain/quote.ts). */
export type CartQuote = {
  cart: CartView;
  /** Part numbers asked for that the catalogue does not sell (they are not in `cart.lines`). */
  unknown: string[];
  priceList: string;
  destination: Destination | null;
  selection: CarrierSelection;
  /** The buyer's choice that `selection` replaced because it is not offered (`ifNotOffered: "default"`). */
  notOffered: NotOffered | null;
  options: ShippingOptionView[];
  /** The destination's shipping note. */
  note: LocaleString | null;
  charges: Charges;
  /** What each non-standard wire-duct line adds to handling (a site setting), for the line to say so. */
  nonStandardFeeCents: number;
  problems: CheckoutProblem[];
};
