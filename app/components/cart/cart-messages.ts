/** The words for what a cart post did: translation keys with their variables (pure, shared by toasts and forms). */
import type { SubmissionResult } from "@conform-to/react";
import type { IgnoredQuantityReason } from "~/domain/cart-lines";
import type { ToastType } from "~/domain/toast";
import type { StringKey } from "~/i18n/string-keys";
import type { CartResult } from "~/services/cart/types";

export type Message = { key: StringKey; vars?: (string | number)[] };
/** A quantity the cart page refused, answered in place so its field keeps what the buyer typed. */
export type CartActionData = { pn: string; quantity: string; error: Message };

/** A refused destination form: the schema's reply, with the typed fields and each one's message. */
export type DestinationRefused = { form: "destination"; lastResult: SubmissionResult<string[]> };
/** A refused shipping slide-over: the schema's reply, with the typed fields and each one's message. */
export type ShippingRefused = { form: "shipping"; lastResult: SubmissionResult<string[]> };

/** The fetchers of the destination form and the shipping slide-over: the cart page reads their answers. */
export const DESTINATION_FETCHER = "cart-destination";
export const SHIPPING_FETCHER = "cart-shipping";

/** Every answer the cart page gives in place (400) instead of a redirect. */
export type CartPageRefusal = CartActionData | DestinationRefused | ShippingRefused;

export const quantityRefusal = (data: CartPageRefusal | null | undefined): CartActionData | null => (data && "pn" in data ? data : null);
export const destinationRefusal = (data: CartPageRefusal | null | undefined): DestinationRefused | null =>
  data && "form" in data && data.form === "destination" ? data : null;
export const shippingRefusal = (data: CartPageRefusal | null | undefined): ShippingRefused | null =>
  data && "form" in data && data.form === "shipping" ? data : null;

export type CartToast = { type: ToastType; title: Message; description?: Message };

const REASON_KEYS: Record<IgnoredQuantityReason, StringKey> = {
  empty: "cartQuantityEmpty",
  notNumeric: "cartQuantityNotNumeric",
  notWhole: "cartQuantityNotWhole",
  belowOne: "cartQuantityBelowOne",
  tooLarge: "cartQuantityTooLarge",
};

/** Why a typed quantity was not used; `typed` is quoted back so the buyer sees what was refused. */
export function quantityMessage(reason: IgnoredQuantityReason, typed: string): Message {
  return { key: REASON_KEYS[reason], vars: [typed.trim()] };
}

const notChanged = (description: Message): CartToast => ({ type: "error", title: { key: "cartToastNotChanged" }, description });

export function cartToast(result: CartResult, typedQuantity: string): CartToast {
  switch (result.kind) {
    case "changed":
      switch (result.intent) {
        case "add":
          return {
            type: "success",
            title: { key: "cartToastAdded", vars: [result.added ?? "", result.pn] },
            description: { key: "cartToastAddedDescription", vars: [result.quantity ?? "", result.title] },
          };
        case "remove":
          return { type: "success", title: { key: "cartToastRemoved", vars: [result.pn] } };
        default:
          return { type: "success", title: { key: "cartToastUpdated", vars: [result.pn, result.quantity ?? ""] } };
      }
    case "cleared":
      return { type: "success", title: { key: "cartToastCleared" } };
    case "ignored":
      return notChanged(quantityMessage(result.reason, typedQuantity));
    case "unknownProduct":
      return notChanged({ key: "cartUnknownProduct", vars: [result.pn] });
    case "notInCart":
      return notChanged({ key: "cartNotInCart", vars: [result.pn] });
  }
}
