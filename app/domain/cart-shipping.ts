/**
 * The cart page's shipping forms (docs/shipping.md#on-the-cart-page): where the cart goes (country, state, postal
 * code) and the carrier choice with a collect carrier's shipper number; and what the quote starts from when the
 * buyer has chosen nothing on the cart page yet (their selected shipping address and saved carrier preference).
 * Messages are translation keys.
 */
import { z } from "zod";
import { shipperField, shipperNumberError, type PreferenceMessageKey, type ShippingPreferences } from "./accounts/shipping-preferences";
import { isCountryCode } from "./address/country-codes";
import { normalizePostalCode, type PostalCodeError } from "./address/postal-code";
import { findRegionCode, regionsOf } from "./address/regions";
import { selectionFromKey, type CarrierSelection } from "./carriers";
import type { Address } from "./destination";

/** What the cart page keeps of the buyer's choices (a signed cookie): each null until chosen there. */
export type CartShippingChoices = {
  destination: { country: string; state: string; postalCode: string } | null;
  /** The chosen option's form value (`fedex:ground`, `ups-standard`). */
  choice: string | null;
  /** The shipper number of the chosen collect carrier. */
  shipperNumber: string | null;
};

export const NO_CHOICES: CartShippingChoices = { destination: null, choice: null, shipperNumber: null };

export const DESTINATION_FIELDS = ["country", "state", "postalCode"] as const;
export type DestinationField = (typeof DESTINATION_FIELDS)[number];
export type DestinationValues = Record<DestinationField, string>;

export type DestinationMessageKey =
  "thisFieldIsRequired" | "accountCountryUnknown" | "accountStateRequired" | "accountStateUnknown" | "accountFieldTooLong100" | PostalCodeError;

/** A refused form: what was typed (kept in the fields) and each field's message. */
export type Refused<V, E> = { ok: false; values: V; errors: E };

/** Form fields are strings of bounded length; anything else (a repeated field, a file) counts as empty. */
const field = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value.trim() : ""))
  .pipe(z.string());

const destinationSchema = z.object({ country: field, state: field, postalCode: field });

const STATE_MAX = 100;

/**
 * Reads the destination form: a country of ISO 3166-1; for the United States, Canada and Mexico a state or province
 * of their list and a postal code in the country's form (the zone needs it); elsewhere a free-text region and code.
 */
export function parseDestination(
  form: Record<string, unknown>,
): { ok: true; value: DestinationValues } | Refused<DestinationValues, Partial<Record<DestinationField, DestinationMessageKey>>> {
  const typed = destinationSchema.parse(form);
  const country = typed.country.toUpperCase();
  const errors: Partial<Record<DestinationField, DestinationMessageKey>> = {};
  if (country === "") errors.country = "thisFieldIsRequired";
  else if (!isCountryCode(country)) errors.country = "accountCountryUnknown";
  if (errors.country) return { ok: false, values: typed, errors };
  let state = typed.state;
  if (regionsOf(country)) {
    const code = findRegionCode(country, state);
    if (code) state = code;
    else errors.state = state === "" ? "accountStateRequired" : "accountStateUnknown";
  } else if (state.length > STATE_MAX) errors.state = "accountFieldTooLong100";
  const postal = normalizePostalCode(country, typed.postalCode);
  if (!postal.ok) errors.postalCode = postal.error;
  if (Object.keys(errors).length > 0 || !postal.ok) return { ok: false, values: typed, errors };
  return { ok: true, value: { country, state, postalCode: postal.value } };
}

/** An option of the shipping slide-over, as far as reading its form needs. */
export type ChoiceOption = { key: string; carrier: string; collect: boolean };

export type ShippingChoiceMessageKey = "cartShippingChoiceUnknown" | PreferenceMessageKey;
/** Errors by form field: `choice`, or `shipper.{carrier}`. */
export type ShippingChoiceErrors = Partial<Record<string, ShippingChoiceMessageKey>>;

/** The typed values of the slide-over's fields: `choice` and each collect carrier's `shipper.{carrier}`. */
export type ShippingChoiceValues = Record<string, string>;

/**
 * Reads the shipping slide-over: the choice must be one of the options offered now; a collect carrier needs the
 * buyer's shipper number in its own field (spec section 5), letters, digits, spaces and dashes, at most 30.
 */
export function parseShippingChoice(
  form: Record<string, unknown>,
  options: readonly ChoiceOption[],
): { ok: true; value: { choice: string; shipperNumber: string | null } } | Refused<ShippingChoiceValues, ShippingChoiceErrors> {
  const collectFields = [...new Set(options.filter((option) => option.collect).map((option) => shipperField(option.carrier)))];
  const values: ShippingChoiceValues = Object.fromEntries(["choice", ...collectFields].map((name) => [name, field.parse(form[name])]));
  const option = options.find((candidate) => candidate.key === values.choice);
  if (!option) return { ok: false, values, errors: { choice: "cartShippingChoiceUnknown" } };
  if (!option.collect) return { ok: true, value: { choice: option.key, shipperNumber: null } };
  const name = shipperField(option.carrier);
  const typed = values[name] ?? "";
  const error = typed === "" ? "shipperNumberRequired" : shipperNumberError(typed);
  return error ? { ok: false, values, errors: { [name]: error } } : { ok: true, value: { choice: option.key, shipperNumber: typed } };
}

/** A signed-in buyer's saved shipping facts: their selected shipping address and carrier preference. */
export type SavedShipping = {
  address: (Address & { taxable: boolean }) | null;
  preferences: ShippingPreferences | null;
};

export type ShippingStart = {
  address: Address | null;
  /** An address typed on the cart page counts as taxable; a saved one has its own flag. */
  shipToTaxable: boolean;
  /** Null: the destination's default. */
  selection: CarrierSelection | null;
  shipperNumber: string | null;
};

/** What the quote starts from: the cart page's choices first, else the buyer's saved ones, else nothing. */
export function shippingStart(choices: CartShippingChoices, saved: SavedShipping | null): ShippingStart {
  const preferences = saved?.preferences ?? null;
  const address = choices.destination ?? saved?.address ?? null;
  const shipToTaxable = choices.destination ? true : (saved?.address?.taxable ?? true);
  if (choices.choice) return { address, shipToTaxable, selection: selectionFromKey(choices.choice), shipperNumber: choices.shipperNumber };
  if (preferences?.carrier && preferences.method) {
    const carrier = preferences.carrier;
    return { address, shipToTaxable, selection: { carrier, method: preferences.method }, shipperNumber: preferences.shipperNumbers[carrier] ?? null };
  }
  return { address, shipToTaxable, selection: null, shipperNumber: null };
}

/** The shipper numbers the slide-over's fields start with: the one typed on the cart page, else the saved ones. */
export function shipperPrefill(choices: CartShippingChoices, saved: SavedShipping | null): Record<string, string> {
  const prefill: Record<string, string> = { ...saved?.preferences?.shipperNumbers };
  const chosen = selectionFromKey(choices.choice).carrier;
  if (chosen && choices.shipperNumber) prefill[chosen] = choices.shipperNumber;
  return prefill;
}
