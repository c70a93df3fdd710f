/**
 * The address book page's data (docs/accounts.md#the-address-book-page) and the reading of its form posts. Kept on the
 * server: the countries' names, the schemas and zod stay out of the page's JavaScript, which loads them only with
 * the address form.
 */
import { parseWithZod } from "@conform-to/zod";
import { addressPostSchema, contactFormValues, groupByCustomer, panelFor, type AddressPost } from "~/domain/address/address-book-page";
import { contactSchemaFor } from "~/domain/address/contact-schema";
import type { ContactNames } from "~/domain/address/read-only";
import { customerForNewContact, newContactCountry } from "~/domain/address/ownership";
import { countryName, countryOptions } from "~/domain/address/countries";
import { displayPhone } from "~/domain/address/phone";
import { COUNTRIES_WITH_REGIONS, regionOptions } from "~/domain/address/regions";
import type { Lang } from "~/i18n/lang";
import { addressBook, type AddressBookOwner } from "./address-book.server";
import type { AddressFormOptions, AddressView, OpenAddressForm } from "./address-book-view";

/**
 * A new address's country when its company has no address to start from (docs/accounts.md#contacts); also the cart's
 * destination form's.
 */
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
  const addresses: AddressView[] = book.contacts.map((contact) => ({
    ...contact,
    phone1: displayPhone(contact.phone1, contact.addressCountry),
    countryName: countryName(contact.addressCountry, lang),
  }));
  const { panel, refused } = panelFor(params, addresses);
  const form: OpenAddressForm | null =
    panel?.kind === "add"
      ? { intent: "add", defaultValue: { addressCountry: newContactCountry(addresses, customerForNewContact(owner.webUser, undefined), DEFAULT_COUNTRY) } }
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

/**
 * The address form's post read by conform with the form's own schema, as the browser reads it; `stored`: the names of
 * the address it edits (which may keep their ERP marker), none for a new one.
 */
export const readAddressForm = (form: FormData, stored?: Partial<ContactNames>) => parseWithZod(form, { schema: contactSchemaFor(stored) });

/**
 * The buyer's address an edit names, as the checks before its form is read need it (read-only, the stored values the
 * form starts from); null when it is not the buyer's.
 */
export async function addressToEdit(owner: AddressBookOwner, id: string) {
  const stored = await addressBook.find(owner, id);
  return stored && { readOnly: stored.readOnly, names: stored, formValues: contactFormValues(stored) };
}
