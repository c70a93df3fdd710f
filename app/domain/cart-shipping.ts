/**
 * The cart page's shipping choices (docs/shipping.md#on-the-cart-page): where the cart goes (country, state, postal
 * code) and the carrier choice with a collect carrier's shipper number, as the cart page keeps them; and what the
 * quote starts from when the buyer has chosen nothing on the cart page yet (their selected shipping address and
 * saved carrier preference). The forms' schemas: ./cart-shipping-forms.ts.
 */
import type { ShippingPreferences } from "./accounts/shipping-preferences";
import { selectionFromKey, type CarrierSelection } from "./carriers";
import type { Address } from "./destination";

/** What the cart page keeps of the buyer's choices (a signed cookie): each null until chosen there. */
export type CartShippingChoices = {
  destination: DestinationValues | null;
  /** The chosen option's form value (`fedex:ground`, `ups-standard`). */
  choice: string | null;
  /** The shipper number of the chosen collect carrier. */
  shipperNumber: string | null;
};

export const NO_CHOICES: CartShippingChoices = { destination: null, choice: null, shipperNumber: null };

/** Where the cart goes, as its form holds it and the cart page keeps it. */
export type DestinationValues = { country: string; state: string; postalCode: string };

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
