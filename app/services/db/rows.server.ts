import type { Contact, Customer, WebUser } from "./types";

/** Column lists and row mappers shared by the account queries (snake_case rows to camelCase records). */

export const CONTACT_COLUMNS = `id, customer_id, name_first, name_last, name_company, phone1, address_line1, address_line2,
  address_city, address_country, address_state, address_postal_code, taxable`;

export type ContactRow = {
  id: string;
  customer_id: string;
  name_first: string;
  name_last: string;
  name_company: string;
  phone1: string;
  address_line1: string;
  address_line2: string;
  address_city: string;
  address_country: string;
  address_state: string;
  address_postal_code: string;
  taxable: boolean;
};

export function toContact(r: ContactRow): Contact {
  return {
    id: r.id,
    customerId: r.customer_id,
    nameFirst: r.name_first,
    nameLast: r.name_last,
    nameCompany: r.name_company,
    phone1: r.phone1,
    addressLine1: r.address_line1,
    addressLine2: r.address_line2,
    addressCity: r.address_city,
    addressCountry: r.address_country,
    addressState: r.address_state,
    addressPostalCode: r.address_postal_code,
    taxable: r.taxable,
  };
}

export type CustomerRow = {
  id: string;
  name: string;
  taxable: boolean;
  price_list: string;
  ar_term: string;
  cust_type: string;
  /** numeric arrives as a string from both drivers */
  is_free_ground_at: string | number | null;
  territory: string;
  rep: string;
  segment: number | null;
  primary_contact_id: string | null;
  tax_verification_note: string;
  tax_verification_completed: boolean;
  self_service: boolean;
};

export function toCustomer(r: CustomerRow, primaryContact: Contact | null): Customer {
  return {
    id: r.id,
    name: r.name,
    taxable: r.taxable,
    priceList: r.price_list,
    arTerm: r.ar_term,
    custType: r.cust_type,
    isFreeGroundAt: r.is_free_ground_at === null ? null : Number(r.is_free_ground_at),
    territory: r.territory,
    rep: r.rep,
    segment: r.segment,
    primaryContactId: r.primary_contact_id,
    primaryContact,
    taxVerificationNote: r.tax_verification_note,
    taxVerificationCompleted: r.tax_verification_completed,
    selfService: r.self_service,
  };
}

export const WEB_USER_COLUMNS = `id, email, name_first, name_last, primary_customer_id, shipping_contact_id, billing_contact_id`;

export type WebUserRow = {
  id: string;
  email: string;
  name_first: string | null;
  name_last: string | null;
  primary_customer_id: string | null;
  shipping_contact_id: string | null;
  billing_contact_id: string | null;
};

export function toWebUser(r: WebUserRow): WebUser {
  return {
    id: r.id,
    email: r.email,
    nameFirst: r.name_first,
    nameLast: r.name_last,
    primaryCustomerId: r.primary_customer_id,
    shippingContactId: r.shipping_contact_id,
    billingContactId: r.billing_contact_id,
  };
}
