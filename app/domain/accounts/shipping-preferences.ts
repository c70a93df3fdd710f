/**
 * A customer's shipping preferences (docs/shipping.md#collect-carriers-and-shipper-numbers): the
 * domestic carrier and method checkout starts from, and the shipper (account) numbers of the collect
 * carriers, which checkout offers and requires when one of them is chosen.
 */

export const SHIPPER_NUMBER_MAX = 30;
/** Carrier account numbers: letters, digits, spaces and dashes. */
const SHIPPER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** What the preferences need to know of a carrier. */
export type PreferenceCarrier = { slug: string; isInternational: boolean; collect: boolean; methods: readonly { id: string }[] };

export type ShippingPreferences = {
  /** `null`: no preference (checkout starts on the shop's default carrier). */
  carrier: string | null;
  method: string | null;
  /** Shipper numbers by collect carrier slug. */
  shipperNumbers: Record<string, string>;
};

/** Every message the form can give (translation keys; a test checks they exist). */
export const PREFERENCE_MESSAGE_KEYS = [
  "accountShippingChoiceUnknown",
  "accountShippingNumberTooLong",
  "accountShippingNumberInvalid",
  "shipperNumberRequired",
] as const;
export type PreferenceMessageKey = (typeof PREFERENCE_MESSAGE_KEYS)[number];

/** The form's field for a collect carrier's shipper number. */
export const shipperField = (slug: string) => `shipper.${slug}`;

/** The choice field's value: `fedex:ground`, or empty for no preference. */
export const choiceValue = (carrier: string | null, method: string | null) => (carrier && method ? `${carrier}:${method}` : "");

/** Why a trimmed shipper number is refused (an empty one is not: whether it is required depends on the carrier), or null. */
export function shipperNumberError(trimmed: string): "accountShippingNumberTooLong" | "accountShippingNumberInvalid" | null {
  if (trimmed.length > SHIPPER_NUMBER_MAX) return "accountShippingNumberTooLong";
  if (trimmed !== "" && !SHIPPER_NUMBER.test(trimmed)) return "accountShippingNumberInvalid";
  return null;
}
