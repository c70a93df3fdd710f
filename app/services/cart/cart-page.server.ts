/**
 * The cart page's data (docs/shipping.md#on-the-cart-page): the owner's cart quoted for the destination and carrier
 * chosen on the page, else the signed-in buyer's selected shipping address and carrier preference.
 */
import { countryName } from "~/domain/address/countries";
import { shippingStart, shipperPrefill, type CartShippingChoices, type DestinationValues, type SavedShipping } from "~/domain/cart-shipping";
import type { PriceListChoice } from "~/domain/price-list";
import type { Lang } from "~/i18n/lang";
import { DEFAULT_COUNTRY } from "~/services/accounts/address-book-page.server";
import { addressBook } from "~/services/accounts/address-book.server";
import { preferencesOf } from "~/services/accounts/shipping-preferences.server";
import type { SessionUser } from "~/services/auth/index.server";
import { cartContents, type CartOwner } from "./cart.server";
import { quoteCart } from "./quote.server";

export type CartPageRequest = { owner: CartOwner | null; buyer: SessionUser | null; priceList: PriceListChoice; choices: CartShippingChoices };

/**
 * The buyer's selected shipping address (the saved cart's choice, else the web user's default) and carrier
 * preference. An address book that cannot be read (already logged) leaves the destination to the buyer.
 */
async function savedShippingOf(buyer: SessionUser, selectedShippingId: string | null): Promise<SavedShipping> {
  const addressId = selectedShippingId ?? buyer.webUser.WebUserShippingContactId;
  const [contact, preferences] = await Promise.all([addressId ? addressBook.find(buyer, addressId).catch(() => null) : null, preferencesOf(buyer)]);
  const address = contact && { country: contact.addressCountry, state: contact.addressState, postalCode: contact.addressPostalCode, taxable: contact.taxable };
  return { address, preferences };
}

/**
 * The cart quoted as the page shows it, the destination its form starts with, the shipper numbers to prefill and the
 * saved cart's chosen addresses (the quote PDF prints them).
 */
export async function cartPageQuote(request: CartPageRequest, lang: Lang) {
  const { items, selectedBillingId, selectedShippingId } = await cartContents(request.owner);
  const saved = request.buyer && items.length > 0 ? await savedShippingOf(request.buyer, selectedShippingId) : null;
  const start = shippingStart(request.choices, saved);
  const quote = await quoteCart(
    {
      items,
      priceList: request.priceList,
      customer: request.buyer?.primaryCustomer ?? null,
      address: start.address,
      selection: start.selection,
      ifNotOffered: "default",
      shipperNumber: start.shipperNumber,
      shipToTaxable: start.shipToTaxable,
    },
    lang,
  );
  const address = start.address;
  const destination = { country: address?.country || DEFAULT_COUNTRY, state: address?.state ?? "", postalCode: address?.postalCode ?? "" };
  return {
    quote,
    destination,
    shipperNumbers: shipperPrefill(request.choices, saved),
    selected: { billingId: selectedBillingId, shippingId: selectedShippingId },
  };
}

/** A destination in words for the buyer: `PA 15222, United States`. */
export function destinationLabel(destination: DestinationValues, lang: Lang): string {
  const local = [destination.state, destination.postalCode].filter(Boolean).join(" ");
  return [local, countryName(destination.country, lang)].filter(Boolean).join(", ");
}
