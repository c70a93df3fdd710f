/**
 * The checkout form (docs/orders.md#checkout): the buyer's choices, checked the same way for "Review" and
 * "Place order". Messages are translation keys; whether the carrier, method and shipper number suit the
 * destination is the quote's to say (its problems), not the form's.
 */
import { z } from "zod";
import { shipperNumberError } from "../accounts/shipping-preferences";
import { selectionFromKey, selectionKey, type CarrierSelection } from "../carriers";
import type { CheckoutProblem } from "../checkout-readiness";
import { normalizeText } from "../forms/text";
import { textField } from "../forms/text-field";
import { NOTES_MAX, PO_NUMBER_MAX } from "./checkout-limits";

/**
 * What a post to the checkout page asks for: "Review", "Place order", "Change the details", a new address, or
 * "Update shipping options" (`quote`: the form again, quoted for the chosen shipping address).
 */
export const checkoutIntentSchema = z.enum(["review", "place", "edit", "addAddress", "quote"]);

export const CHECKOUT_FIELDS = ["billingContactId", "shippingContactId", "shipping", "shipperNumber", "poNumber", "notes"] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export type CheckoutMessageKey =
  | "checkoutBillingRequired"
  | "checkoutShippingAddressRequired"
  | "checkoutAddressUnknown"
  | "checkoutPoNumberTooLong"
  | "checkoutPoNumberInvalid"
  | "checkoutNotesTooLong"
  | "checkoutNotesInvalid"
  | "checkoutCarrierRequired"
  | "checkoutCarrierNotOffered"
  | "checkoutCarrierChooseAgain"
  | "checkoutMethodNotOffered"
  | "checkoutNoDestination"
  | "checkoutCallForPrice"
  | "checkoutReviewAgain"
  | "shipperNumberRequired"
  | "accountShippingNumberTooLong"
  | "accountShippingNumberInvalid";

/** Field errors; `form` holds what belongs to no one field (a call-for-price line). */
export type CheckoutErrors = Partial<Record<CheckoutField | "form", CheckoutMessageKey>>;

export type CheckoutChoices = {
  billingContactId: string;
  shippingContactId: string;
  /** The posted option (`fedex:ground`); null: none chosen, the destination's default applies. */
  selection: CarrierSelection | null;
  /** Trimmed; null when empty. Kept only for a collect carrier when the order is placed. */
  shipperNumber: string | null;
  poNumber: string;
  notes: string;
};

const text = (value: unknown) => normalizeText(value);
const formSchema = z.object({
  billingContactId: z.preprocess(text, z.string().min(1, "checkoutBillingRequired").max(50, "checkoutAddressUnknown")),
  shippingContactId: z.preprocess(text, z.string().min(1, "checkoutShippingAddressRequired").max(50, "checkoutAddressUnknown")),
  shipping: z.preprocess(text, z.string().max(100, "checkoutCarrierNotOffered")),
  shipperNumber: z.preprocess(
    text,
    z.string().superRefine((value, ctx) => {
      const error = shipperNumberError(value);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
  ),
  poNumber: textField({ max: PO_NUMBER_MAX }, { tooLong: "checkoutPoNumberTooLong", invalidCharacters: "checkoutPoNumberInvalid" }),
  // Notes may span lines.
  notes: textField({ max: NOTES_MAX, multiline: true }, { tooLong: "checkoutNotesTooLong", invalidCharacters: "checkoutNotesInvalid" }),
});

/** Reads the posted form: the choices, or every field's message. */
export function parseCheckoutForm(form: Record<string, unknown>): { ok: true; value: CheckoutChoices } | { ok: false; errors: CheckoutErrors } {
  const parsed = formSchema.safeParse(form);
  if (!parsed.success) {
    const errors: CheckoutErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CheckoutField;
      errors[field] ??= issue.message as CheckoutMessageKey;
    }
    return { ok: false, errors };
  }
  const { billingContactId, shippingContactId, shipping, shipperNumber, poNumber, notes } = parsed.data;
  return {
    ok: true,
    value: {
      billingContactId,
      shippingContactId,
      selection: shipping === "" ? null : selectionFromKey(shipping),
      shipperNumber: shipperNumber || null,
      poNumber,
      notes,
    },
  };
}

const PROBLEMS: Record<Exclude<CheckoutProblem, "emptyCart">, [CheckoutField | "form", CheckoutMessageKey]> = {
  noDestination: ["shippingContactId", "checkoutNoDestination"],
  callForPrice: ["form", "checkoutCallForPrice"],
  carrierRequired: ["shipping", "checkoutCarrierRequired"],
  carrierNotOffered: ["shipping", "checkoutCarrierNotOffered"],
  methodNotOffered: ["shipping", "checkoutMethodNotOffered"],
  shipperNumberRequired: ["shipperNumber", "shipperNumberRequired"],
};

/** The quote's problems as messages on the fields they concern (an empty cart is no field's: the page redirects). */
export function problemErrors(problems: readonly CheckoutProblem[]): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const problem of problems) {
    if (problem === "emptyCart") continue;
    const [field, key] = PROBLEMS[problem];
    errors[field] ??= key;
  }
  return errors;
}

/**
 * The carrier option the form shows again for the options of the chosen shipping address: the posted one when the
 * address offers it, else none, with a message saying to choose again (nothing posted stays nothing, unremarked).
 */
export function carrierToShow(posted: string, offered: readonly string[]): { shipping: string; error: CheckoutMessageKey | null } {
  const key = selectionKey(selectionFromKey(posted)) ?? "";
  if (key === "" || offered.includes(key)) return { shipping: key, error: null };
  return { shipping: "", error: "checkoutCarrierChooseAgain" };
}
