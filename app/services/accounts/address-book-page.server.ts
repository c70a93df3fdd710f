/**
 * The address book page's data (docs/accounts.md#the-address-book-page) and the reading of its form posts. Kept on the
 * server: the countries' names, the schemas and zod stay out of the page's JavaScript, which loads them only with
 * the address form.
 */
import type { SubmissionResult } from "@conform-to/react";
import { addressPostSchema, contactFormValues, groupByCustomer, panelFor, typedContactValues, type AddressPost } from "~/domain/address/address-book-page";
import { countryName, countryOptions } from "~/domain/address/countries";
import { COUNTRIES_WITH_REGIONS, regionOptions } from "~/domain/address/regions";
import type { Lang } from "~/i18n/lang";
import { addressBook, type AddressBookOwner, type FieldErrors } from "./address-book.server";
import type { AddressFormOptions, AddressView, OpenAddressForm } from "./address-book-view";

/** A new address's country until the buyer chooses another (docs/accounts.md#contacts); also the cart's destination form's. */
export const DEFAULT_COUNTRY = "US";

/** The address form's countries (with calling codes) and the states of the countries that need one, named in `lang`. */
export function addressFormOptions(lang: Lang): AddressFormOptions {
  return { countries: countryOptions(lang), regions: Object.fromEntries(COUNTRIES_WITH_REGIONS.map((country) => [country, regionOptions(country, lang)])) };
}

/**
 * The buyer's addresses, grouped by their customers (named, in order), the default choices, and what the URL's
 * `address` / `remove` parameters open; `refused` says why an address they name opens nothing.
 */
export async function addressBookPage(
  owner: AddressBookOwner,
  customers: { id: string; name: string }[],
  lang: Lang,
  params: { address: string | null; remove: string | null },
) {
  const book = await addressBook.list(owner);
  const addresses: AddressView[] = book.contacts.map((contact) => ({ ...contact, countryName: countryName(contact.addressCountry, lang) }));
  const { panel, refused } = panelFor(params, addresses);
  const form: OpenAddressForm | null =
    panel?.kind === "add"
      ? { intent: "add", defaultValue: { addressCountry: DEFAULT_COUNTRY } }
      : panel?.kind === "edit"
        ? { intent: "update", id: panel.address.id, defaultValue: contactFormValues(panel.address) }
        : null;
  return {
    addresses,
    groups: groupByCustomer(addresses, customers),
    billingContactId: book.billingContactId,
    shippingContactId: book.shippingContactId,
    form,
    removing: panel?.kind === "remove" ? panel.address : null,
    refused,
    options: form ? addressFormOptions(lang) : null,
  };
}

/** A form post's intent and ids, or null for a post the page does not make. */
export function readAddressPost(posted: Record<string, unknown>): AddressPost | null {
  const parsed = addressPostSchema.safeParse(posted);
  return parsed.success ? parsed.data : null;
}

/** An editable address's fields as stored, for the edit form a refused post brings back (its names may keep their ERP marker). */
export async function storedFormValues(owner: AddressBookOwner, id: string) {
  const stored = await addressBook.find(owner, id);
  return stored ? contactFormValues(stored) : undefined;
}

/** The answer to a refused add or edit, for the form: what was typed and each field's errors. */
export function refusedFormReply(posted: Record<string, unknown>, fieldErrors: FieldErrors): SubmissionResult<string[]> {
  return { status: "error", initialValue: typedContactValues(posted), error: fieldErrors };
}
