/** The shapes of the address book page (docs/accounts.md#the-address-book-page), for the route and its components. */
import type { ContactField } from "~/domain/address/contact-schema";
import type { Contact } from "~/services/db/types";

/** An address as the address book page shows it. */
export type AddressView = Contact & {
  /** Maintained by the ERP: shown, never edited or removed by the buyer. */
  readOnly: boolean;
  defaultBilling: boolean;
  defaultShipping: boolean;
  /** The country's name in the page's language. */
  countryName: string;
};

/** The address form's choices, built on the server in the buyer's language (the names stay out of the bundle). */
export type AddressFormOptions = {
  countries: readonly { code: string; name: string; callingCode: string | null }[];
  /** The states or provinces of the countries that need one (US, CA, MX), by country code. */
  regions: Readonly<Record<string, readonly { code: string; name: string }[]>>;
};

/** The form the page shows: a new address, or one of the buyer's editable addresses with its current fields. */
export type OpenAddressForm = { intent: "add" | "update"; id?: string; defaultValue: Partial<Record<ContactField, string>> };
