/**
 * The checkout form (docs/orders.md#checkout): the buyer's choices, one zod schema for the browser (conform checks
 * the form before "Review order") and the server (every post of the form, "Review" and "Place order" alike).
 * Messages are translation keys; whether the addresses are the buyer's and whether the carrier, method and shipper
 * number suit the destination are the server's to say (the address book, the quote's problems), not the schema's.
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
export type CheckoutIntent = z.infer<typeof checkoutIntentSchema>;

/** The form's fields, in the order the page shows them (the first with a message takes the focus). */
export const CHECKOUT_FIELDS = ["billingContactId", "shippingContactId", "shipping", "shipperNumber", "poNumber", "notes"] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** Every message the form shows on a field or over it. */
export const CHECKOUT_MESSAGE_KEYS = [
  "checkoutBillingRequired",
  "checkoutShippingAddressRequired",
  "checkoutAddressUnknown",
  "checkoutPoNumberTooLong",
  "checkoutPoNumberInvalid",
  "checkoutNotesTooLong",
  "checkoutNotesInvalid",
  "checkoutCarrierRequired",
  "checkoutCarrierNotOffered",
  "checkoutCarrierChooseAgain",
  "checkoutMethodNotOffered",
  "checkoutNoDestination",
  "checkoutCallForPrice",
  "checkoutReviewAgain",
  "shipperNumberRequired",
  "accountShippingNumberTooLong",
  "accountShippingNumberInvalid",
] as const;
export type CheckoutMessageKey = (typeof CHECKOUT_MESSAGE_KEYS)[number];

/** The server's messages in conform's reply: each field's, and the form's own (what belongs to no one field). */
export type CheckoutRefusal = { formErrors?: CheckoutMessageKey[]; fieldErrors?: Partial<Record<CheckoutField, CheckoutMessageKey[]>> };

export type CheckoutChoices = {
  billingContactId: string;
  shippingContactId: string;
  /** The posted option (`fedex:ground`); null: none chosen, which checkout refuses (`carrierRequired`). */
  selection: CarrierSelection | null;
  /** Trimmed; null when empty. Kept only for a collect carrier when the order is placed. */
  shipperNumber: string | null;
  poNumber: string;
  notes: string;
};

/** An address radio: required; an id no address has is the address book's to refuse ("not found"). */
const addressId = (required: CheckoutMessageKey) =>
  textField<CheckoutMessageKey>({ max: 50, required: true }, { required, tooLong: "checkoutAddressUnknown", invalidCharacters: "checkoutAddressUnknown" });

export const checkoutFormSchema = z
  .object({
    billingContactId: addressId("checkoutBillingRequired"),
    shippingContactId: addressId("checkoutShippingAddressRequired"),
    shipping: textField<CheckoutMessageKey>({ max: 100 }, { tooLong: "checkoutCarrierNotOffered", invalidCharacters: "checkoutCarrierNotOffered" }),
    shipperNumber: z
      .string({ invalid_type_error: "accountShippingNumberInvalid" satisfies CheckoutMessageKey })
      .optional()
      .transform((value) => normalizeText(value))
      .superRefine((value, ctx) => {
        const error = shipperNumberError(value);
        if (error) ctx.addIssue({ code: "custom", message: error });
      }),
    poNumber: textField<CheckoutMessageKey>({ max: PO_NUMBER_MAX }, { tooLong: "checkoutPoNumberTooLong", invalidCharacters: "checkoutPoNumberInvalid" }),
    // Notes may span lines.
    notes: textField<CheckoutMessageKey>({ max: NOTES_MAX, multiline: true }, { tooLong: "checkoutNotesTooLong", invalidCharacters: "checkoutNotesInvalid" }),
  })
  .transform(({ shipping, shipperNumber, ...rest }): CheckoutChoices => ({
    ...rest,
    selection: shipping === "" ? null : selectionFromKey(shipping),
    shipperNumber: shipperNumber || null,
  }));

const PROBLEMS: Record<Exclude<CheckoutProblem, "emptyCart">, [CheckoutField | "form", CheckoutMessageKey]> = {
  noDestination: ["shippingContactId", "checkoutNoDestination"],
  callForPrice: ["form", "checkoutCallForPrice"],
  carrierRequired: ["shipping", "checkoutCarrierRequired"],
  carrierNotOffered: ["shipping", "checkoutCarrierNotOffered"],
  methodNotOffered: ["shipping", "checkoutMethodNotOffered"],
  shipperNumberRequired: ["shipperNumber", "shipperNumberRequired"],
};

/** The quote's problems as messages on the fields they concern (an empty cart is no field's: the page redirects). */
export function problemErrors(problems: readonly CheckoutProblem[]): CheckoutRefusal {
  const fieldErrors: NonNullable<CheckoutRefusal["fieldErrors"]> = {};
  const formErrors: CheckoutMessageKey[] = [];
  for (const problem of problems) {
    if (problem === "emptyCart") continue;
    const [field, key] = PROBLEMS[problem];
    if (field === "form") formErrors.push(key);
    else fieldErrors[field] ??= [key];
  }
  return formErrors.length > 0 ? { fieldErrors, formErrors } : { fieldErrors };
}

/**
 * The carrier option the form shows again for the options of the chosen shipping address: the posted one when the
 * address offers it, else none, with a message saying to choose again (nothing posted stays nothing, unremarked).
 */
export function carrierToShow(posted: string, offered: readonly string[]): { shipping: string; error: "checkoutCarrierChooseAgain" | null } {
  const key = selectionKey(selectionFromKey(posted)) ?? "";
  if (key === "" || offered.includes(key)) return { shipping: key, error: null };
  return { shipping: "", error: "checkoutCarrierChooseAgain" };
}
