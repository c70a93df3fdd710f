/** The shapes of the checkout page (docs/orders.md#checkout), for the route and its components. */
import type { SubmissionResult } from "@conform-to/react";
import type { ContactField } from "~/domain/address/contact-schema";
import type { CheckoutField, CheckoutMessageKey } from "~/domain/orders/checkout-form";
import type { PaymentMethod } from "~/domain/orders/order";
import type { QuoteChange } from "~/domain/orders/quote-fingerprint";
import type { AddressFormOptions, AddressView } from "~/services/accounts/address-book-view";
import type { CartQuote } from "~/services/cart/types";

/** An address the buyer may choose, with its country named in the page's language. */
export type CheckoutAddress = AddressView;

/** The form's fields as shown (what was typed, or the defaults). */
export type CheckoutValues = Record<CheckoutField, string>;

export type CheckoutPayment = { method: PaymentMethod; terms: string };

/** The address book's form for a new address, open inside checkout (`?address=new`, or no address yet); a refused post brings back what was typed. */
export type CheckoutNewAddress = {
  options: AddressFormOptions;
  defaultValue: Partial<Record<ContactField, string>>;
  lastResult: SubmissionResult<string[]> | null;
};

/** The form, open: its addresses, the shipping options for the shown shipping address, and any messages. */
export type CheckoutFormView = {
  addresses: CheckoutAddress[];
  /** What the fields show: the starting choices, or what was posted with the carrier as the shown address offers it. */
  values: CheckoutValues;
  /** The server's answer to a post of the form (conform's reply: each field's messages, `values` as its values); null at the start. */
  lastResult: SubmissionResult<string[]> | null;
  /** The posted carrier is not offered for the shown shipping address: choose again (a note, not a refusal). */
  carrierNotice: Extract<CheckoutMessageKey, "checkoutCarrierChooseAgain"> | null;
  quote: CartQuote | null;
  payment: CheckoutPayment;
  newAddress: CheckoutNewAddress | null;
};

/** The review: the quote the buyer is about to accept, what "Place order" carries, and what changed since the last review. */
export type CheckoutReviewView = {
  billing: CheckoutAddress;
  shipping: CheckoutAddress;
  values: CheckoutValues;
  quote: CartQuote;
  idempotencyKey: string;
  fingerprint: string;
  changes: QuoteChange[];
  payment: CheckoutPayment;
};
