/**
 * Checkout (docs/orders.md#checkout): the form's starting point, the review of the buyer's choices against a
 * fresh quote of their saved cart, and placing the order. Plain values in and out; the route reads the request.
 * The addresses offered are the active customer's (the company the buyer is buying for, whose prices apply).
 */
import { randomBytes } from "node:crypto";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { countryName } from "~/domain/address/countries";
import { newContactCountry } from "~/domain/address/ownership";
import { displayPhone } from "~/domain/address/phone";
import { isApprovedForTerms } from "~/domain/buyer";
import { selectionFromKey, selectionKey } from "~/domain/carriers";
import {
  carrierToShow,
  CHECKOUT_FIELDS,
  checkoutFormSchema,
  checkoutIntentSchema,
  problemErrors,
  type CheckoutChoices,
  type CheckoutIntent,
  type CheckoutRefusal,
} from "~/domain/orders/checkout-form";
import { contactSnapshot, paymentMethodFor } from "~/domain/orders/order";
import { decodeFingerprint, encodeFingerprint, fingerprintOf, quoteChanges, type QuoteChange, type QuoteFingerprint } from "~/domain/orders/quote-fingerprint";
import type { Lang } from "~/i18n/lang";
import { addressFormOptions, DEFAULT_COUNTRY, readAddressForm } from "~/services/accounts/address-book-page.server";
import { addressBook, type FieldErrors } from "~/services/accounts/address-book.server";
import { preferencesOf } from "~/services/accounts/shipping-preferences.server";
import type { SessionUser } from "~/services/auth/index.server";
import { cartContents, selectCartAddresses, type CartOwner } from "~/services/cart/cart.server";
import { quoteCart } from "~/services/cart/quote.server";
import { getSiteContent } from "~/services/content/site.server";
import type { CartQuote } from "~/services/cart/types";
import type { PriceListChoice } from "~/services/pricing.server";
export type { CheckoutAddress, CheckoutFormView, CheckoutReviewView } from "./checkout-view";
import type { CheckoutAddress, CheckoutFormView, CheckoutNewAddress, CheckoutPayment, CheckoutReviewView, CheckoutValues } from "./checkout-view";
import { findPlacedOrder, placeOrder, type PlacedOrder } from "./orders.server";

export type CheckoutViewer = { buyer: SessionUser; priceList: PriceListChoice; cartOwner: CartOwner | null };

export type CheckoutOutcome =
  | { kind: "emptyCart" }
  | { kind: "form"; status: 200 | 400 | 404; view: CheckoutFormView }
  | { kind: "review"; status: 200 | 409; view: CheckoutReviewView }
  | { kind: "placed"; order: PlacedOrder }
  | { kind: "addressAdded" };

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{22}$/;

/** A "Place order" that cannot be followed (no key, another buyer's key): the form again, to review afresh. */
const REVIEW_AGAIN: CheckoutRefusal = { formErrors: ["checkoutReviewAgain"] };

/** What a post to the checkout page asks for; a post that names nothing known is a "Review". */
export function checkoutIntent(form: FormData): CheckoutIntent {
  const parsed = checkoutIntentSchema.safeParse(form.get("intent"));
  return parsed.success ? parsed.data : "review";
}

/** A new review's idempotency key: 128 random bits. */
const newIdempotencyKey = () => randomBytes(16).toString("base64url");

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The buyer's cart and addresses, the saved choices, and the saved shipping preference. */
async function checkoutContext(viewer: CheckoutViewer, lang: Lang) {
  const { buyer } = viewer;
  const customer = buyer.primaryCustomer;
  const [cart, book, preferences, site] = await Promise.all([cartContents(viewer.cartOwner), addressBook.list(buyer), preferencesOf(buyer), getSiteContent()]);
  const addresses: CheckoutAddress[] = book.contacts
    .filter((contact) => contact.customerId === customer?.id)
    .map((contact) => ({ ...contact, phone1: displayPhone(contact.phone1, contact.addressCountry), countryName: countryName(contact.addressCountry, lang) }));
  const terms = customer?.ARTerm.name ?? "";
  const payment: CheckoutPayment = { method: paymentMethodFor(isApprovedForTerms(terms, site.settings)), terms };
  return { cart, addresses, book, preferences, payment, customerId: customer?.id ?? null };
}

type Context = Awaited<ReturnType<typeof checkoutContext>>;

/** A saved number for the chosen collect carrier fills an empty shipper number field. */
function shipperNumberFor(choices: Pick<CheckoutChoices, "shipperNumber">, carrier: string | null, context: Context): string | null {
  return choices.shipperNumber ?? (carrier ? (context.preferences?.shipperNumbers[carrier] ?? null) : null);
}

async function quoteFor(
  viewer: CheckoutViewer,
  context: Context,
  shipTo: CheckoutAddress | null,
  choices: Pick<CheckoutChoices, "selection" | "shipperNumber">,
  ifNotOffered: "default" | "report",
  lang: Lang,
): Promise<CartQuote> {
  return quoteCart(
    {
      items: context.cart.items,
      priceList: viewer.priceList,
      customer: viewer.buyer.primaryCustomer,
      address: shipTo && { country: shipTo.addressCountry, state: shipTo.addressState, postalCode: shipTo.addressPostalCode },
      selection: choices.selection,
      ifNotOffered,
      shipperNumber: shipperNumberFor(choices, choices.selection?.carrier ?? null, context),
      shipToTaxable: shipTo?.taxable ?? true,
    },
    lang,
  );
}

/**
 * The address book's form inside checkout: open when asked for (`?address=new`), when the company has no address
 * yet, or again with what was typed and its messages after a refused post.
 */
function newAddressForm(
  context: Pick<Context, "addresses" | "customerId">,
  lang: Lang,
  asked: boolean,
  refused?: SubmissionResult<string[]>,
): CheckoutNewAddress | null {
  if (!asked && !refused && context.addresses.length > 0) return null;
  const addressCountry = newContactCountry(context.addresses, context.customerId, DEFAULT_COUNTRY);
  return { options: addressFormOptions(lang), defaultValue: { addressCountry }, lastResult: refused ?? null };
}

const pick = (addresses: CheckoutAddress[], ...ids: (string | null | undefined)[]) =>
  ids.map((id) => addresses.find((address) => address.id === id)).find(Boolean) ?? addresses[0] ?? null;

/**
 * The form as the buyer first sees it: the saved cart's addresses (else the defaults), the saved carrier and shipper
 * number; `newAddress` opens the form for a new address in it.
 */
export async function startCheckout(
  viewer: CheckoutViewer,
  lang: Lang,
  opened: { newAddress: boolean } = { newAddress: false },
): Promise<Extract<CheckoutOutcome, { kind: "emptyCart" | "form" }>> {
  const context = await checkoutContext(viewer, lang);
  if (context.cart.items.length === 0) return { kind: "emptyCart" };
  return startingForm(viewer, context, lang, 200, newAddressForm(context, lang, opened.newAddress));
}

async function startingForm(viewer: CheckoutViewer, context: Context, lang: Lang, status: 200 | 400, newAddress: CheckoutNewAddress | null) {
  const { addresses, cart, book, preferences } = context;
  const billing = pick(addresses, cart.selectedBillingId, book.billingContactId);
  const shipping = pick(addresses, cart.selectedShippingId, book.shippingContactId);
  const preferred = preferences?.carrier ? { carrier: preferences.carrier, method: preferences.method } : null;
  const quote = await quoteFor(viewer, context, shipping, { selection: preferred, shipperNumber: null }, "default", lang);
  const carrier = quote.selection.carrier;
  const values: CheckoutValues = {
    billingContactId: billing?.id ?? "",
    shippingContactId: shipping?.id ?? "",
    shipping: selectionKey(quote.selection) ?? "",
    shipperNumber: (carrier && preferences?.shipperNumbers[carrier]) || Object.values(preferences?.shipperNumbers ?? {})[0] || "",
    poNumber: "",
    notes: "",
  };
  const view: CheckoutFormView = { addresses, values, lastResult: null, carrierNotice: null, quote, payment: context.payment, newAddress };
  return { kind: "form" as const, status, view };
}

/** A post of the form read by its schema (the browser's): the choices, or each field's messages; what was typed either way. */
type CheckoutSubmission = Submission<unknown, string[], CheckoutChoices>;

const readSubmission = (form: FormData): CheckoutSubmission => parseWithZod(form, { schema: checkoutFormSchema });

/** The posted fields as typed, for a form shown again. */
function typedValues(payload: CheckoutSubmission["payload"]): CheckoutValues {
  return Object.fromEntries(CHECKOUT_FIELDS.map((field) => [field, text(payload[field])])) as CheckoutValues;
}

/**
 * The form again with the posted values: its options and totals follow the posted shipping address. The posted
 * carrier stays where that address offers it (the totals are then its own); elsewhere the select starts empty and
 * says to choose again, and the totals are the destination's default, as a review without a carrier would quote.
 * `refusal` null: shown again as asked (no message, whatever the fields hold); else the submission's reply with
 * the schema's messages and the refusal's.
 */
async function formAgain(
  viewer: CheckoutViewer,
  context: Context,
  submission: CheckoutSubmission,
  refusal: CheckoutRefusal | null,
  status: 200 | 400 | 404,
  lang: Lang,
) {
  const typed = typedValues(submission.payload);
  const shipTo = context.addresses.find((address) => address.id === typed.shippingContactId) ?? null;
  const selection = typed.shipping.trim() === "" ? null : selectionFromKey(typed.shipping);
  const quote = await quoteFor(viewer, context, shipTo, { selection, shipperNumber: null }, "default", lang);
  const offered = quote.options.map((option) => option.key);
  const carrier = carrierToShow(typed.shipping, offered);
  const values = { ...typed, shipping: carrier.shipping };
  // The fields show `values`, which differ from what was posted where the carrier is dropped.
  const lastResult = { ...(refusal ? submission.reply(refusal) : {}), initialValue: values };
  const newAddress = newAddressForm(context, lang, false);
  const view: CheckoutFormView = {
    addresses: context.addresses,
    values,
    lastResult,
    carrierNotice: carrier.error,
    quote,
    payment: context.payment,
    newAddress,
  };
  return { kind: "form" as const, status, view };
}

/** The choices checked: the form's rules, the addresses the buyer's own, and the quote's problems. */
async function checkedChoices(viewer: CheckoutViewer, context: Context, submission: CheckoutSubmission, lang: Lang) {
  if (submission.status !== "success") return { ok: false as const, outcome: await formAgain(viewer, context, submission, {}, 400, lang) };
  const choices = submission.value;
  const billing = context.addresses.find((address) => address.id === choices.billingContactId);
  const shipping = context.addresses.find((address) => address.id === choices.shippingContactId);
  if (!billing || !shipping) {
    const unknown: ["checkoutAddressUnknown"] = ["checkoutAddressUnknown"];
    const fieldErrors = { ...(billing ? {} : { billingContactId: unknown }), ...(shipping ? {} : { shippingContactId: unknown }) };
    return { ok: false as const, outcome: await formAgain(viewer, context, submission, { fieldErrors }, 404, lang) };
  }
  const quote = await quoteFor(viewer, context, shipping, choices, "report", lang);
  if (quote.problems.length > 0) {
    return { ok: false as const, outcome: await formAgain(viewer, context, submission, problemErrors(quote.problems), 400, lang) };
  }
  return { ok: true as const, choices, billing, shipping, quote };
}

type Checked = { choices: CheckoutChoices; billing: CheckoutAddress; shipping: CheckoutAddress; quote: CartQuote };

/** What the review shows and "Place order" carries back, and its fingerprint (the quote and those choices). */
function reviewed(context: Context, { choices, billing, shipping, quote }: Checked): { values: CheckoutValues; fingerprint: QuoteFingerprint } {
  const carrier = selectionKey(quote.selection) ?? "";
  const collect = quote.options.find((option) => option.key === carrier)?.collect ?? false;
  const shipperNumber = collect ? (shipperNumberFor(choices, quote.selection.carrier, context) ?? "") : "";
  const { poNumber, notes } = choices;
  return {
    values: { billingContactId: billing.id, shippingContactId: shipping.id, shipping: carrier, shipperNumber, poNumber, notes },
    fingerprint: fingerprintOf(quote.cart.lines, quote.charges, {
      billing: contactSnapshot(billing),
      shipping: contactSnapshot(shipping),
      carrier,
      shipperNumber,
      poNumber,
      notes,
    }),
  };
}

function reviewView(context: Context, checked: Checked, idempotencyKey: string, changes: QuoteChange[]): CheckoutReviewView {
  const { values, fingerprint } = reviewed(context, checked);
  const { billing, shipping, quote } = checked;
  return { billing, shipping, quote, idempotencyKey, fingerprint: encodeFingerprint(fingerprint), changes, payment: context.payment, values };
}

/** "Review": the choices checked against a fresh quote; the review carries a new idempotency key. */
export async function reviewCheckout(viewer: CheckoutViewer, form: FormData, lang: Lang): Promise<CheckoutOutcome> {
  const context = await checkoutContext(viewer, lang);
  if (context.cart.items.length === 0) return { kind: "emptyCart" };
  const checked = await checkedChoices(viewer, context, readSubmission(form), lang);
  if (!checked.ok) return checked.outcome;
  return { kind: "review", status: 200, view: reviewView(context, checked, newIdempotencyKey(), []) };
}

/**
 * "Change the details" (intent=edit, from the review) and "Update shipping options" (intent=quote, with JavaScript also
 * sent when the shipping address changes): the form again with every posted value, quoted for the posted shipping
 * address. Nothing is saved, as for a review: the saved cart's choices change only with the address book or a new address.
 */
export async function editCheckout(viewer: CheckoutViewer, form: FormData, lang: Lang): Promise<CheckoutOutcome> {
  const context = await checkoutContext(viewer, lang);
  if (context.cart.items.length === 0) return { kind: "emptyCart" };
  return formAgain(viewer, context, readSubmission(form), null, 200, lang);
}

/**
 * "Add this address" (intent=addAddress): the address book's own add, for the active customer (the same checks and
 * messages), then the new address chosen for shipping, and for billing too when the company had no address before.
 * Refused: the form again, the new address's form open with what was typed and its messages (400).
 */
export async function addCheckoutAddress(viewer: CheckoutViewer, form: FormData, lang: Lang): Promise<CheckoutOutcome> {
  const context = await checkoutContext(viewer, lang);
  if (context.cart.items.length === 0) return { kind: "emptyCart" };
  const submission = readAddressForm(form);
  const refuse = (reply: SubmissionResult<string[]>) => startingForm(viewer, context, lang, 400, newAddressForm(context, lang, true, reply));
  if (submission.status !== "success") return refuse(submission.reply());
  const added = await addressBook.add(viewer.buyer, submission.value, viewer.buyer.primaryCustomer?.id);
  if (!added.ok) {
    const fieldErrors: FieldErrors = added.reason === "invalid" ? added.fieldErrors : { customerId: ["accountFieldInvalid"] };
    return refuse(submission.reply({ fieldErrors }));
  }
  if (viewer.cartOwner) {
    const billingId = context.addresses.length === 0 ? added.contact.id : context.cart.selectedBillingId;
    await selectCartAddresses(viewer.cartOwner, { billingId, shippingId: added.contact.id });
  }
  return { kind: "addressAdded" };
}

/**
 * "Place order": an idempotency key that already placed an order answers that order; otherwise the choices are
 * checked again and the cart re-quoted, and only a quote equal to the reviewed one (its fingerprint) is placed.
 * A changed one comes back as a review saying what changed (409), nothing placed.
 */
export async function placeCheckout(viewer: CheckoutViewer, form: FormData, lang: Lang): Promise<CheckoutOutcome> {
  const key = text(form.get("idempotencyKey"));
  const submission = readSubmission(form);
  const context = await checkoutContext(viewer, lang);
  if (!IDEMPOTENCY_KEY.test(key)) return formAgain(viewer, context, submission, REVIEW_AGAIN, 400, lang);
  const earlier = await placedBefore(viewer, context, submission, key, lang);
  if (earlier) return earlier;
  if (context.cart.items.length === 0) return { kind: "emptyCart" };
  const checked = await checkedChoices(viewer, context, submission, lang);
  if (!checked.ok) return checked.outcome;
  const fresh = reviewed(context, checked);
  const before = decodeFingerprint(form.get("fingerprint"));
  const changes = before ? quoteChanges(before, fresh.fingerprint) : null;
  if (changes === null || changes.length > 0) return { kind: "review", status: 409, view: reviewView(context, checked, key, changes ?? []) };
  const order = await placeOrder({
    viewer,
    idempotencyKey: key,
    billing: contactSnapshot(checked.billing),
    shipping: contactSnapshot(checked.shipping),
    quote: checked.quote,
    shipperNumber: fresh.values.shipperNumber || null,
    poNumber: checked.choices.poNumber,
    notes: checked.choices.notes,
    payment: context.payment,
    lang,
  });
  return { kind: "placed", order };
}

/** The order an idempotency key already placed for this buyer (a double post, a reload); another buyer's key reviews again. */
async function placedBefore(
  viewer: CheckoutViewer,
  context: Context,
  submission: CheckoutSubmission,
  key: string,
  lang: Lang,
): Promise<CheckoutOutcome | null> {
  const found = await findPlacedOrder(viewer.buyer, key);
  if (found?.kind === "foreign") return formAgain(viewer, context, submission, REVIEW_AGAIN, 400, lang);
  return found && { kind: "placed", order: found.order };
}
