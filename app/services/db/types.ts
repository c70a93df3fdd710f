/** Account records as the shop uses them (docs/accounts.md), camelCase. Money-like thresholds stay in dollars as exported. */

export type Contact = {
  id: string;
  customerId: string;
  nameFirst: string;
  nameLast: string;
  nameCompany: string;
  phone1: string;
  addressLine1: string;
  /** Suite, unit, building; "" when none. */
  addressLine2: string;
  addressCity: string;
  /** ISO 3166 alpha-2 */
  addressCountry: string;
  addressState: string;
  addressPostalCode: string;
  taxable: boolean;
};

export type Customer = {
  id: string;
  name: string;
  taxable: boolean;
  /** `PriceList.name` as assigned; resolve it with `resolvePriceListName` (app/domain/price-list.ts). */
  priceList: string;
  /** `ARTerm.name`: `CREDIT CARD` or net terms */
  arTerm: string;
  /** `CustType.name`; D1/D2 types are distributors */
  custType: string;
  /** The customer's own free-ground threshold in dollars, or null for the shop's default. */
  isFreeGroundAt: number | null;
  territory: string;
  rep: string;
  segment: number | null;
  primaryContactId: string | null;
  primaryContact: Contact | null;
  taxVerificationNote: string;
  taxVerificationCompleted: boolean;
  /** Created by the shop (first sign-in, or the private API), not the ERP: its buyers may rename it. */
  selfService: boolean;
};

export type WebUser = {
  id: string;
  email: string;
  nameFirst: string | null;
  nameLast: string | null;
  primaryCustomerId: string | null;
  shippingContactId: string | null;
  billingContactId: string | null;
};

/**
 * The session's `webUser` claim: the user with its customers in their stored order. `primaryCustomer` is
 * the customer named by `primaryCustomerId` (null when unset; the rule then takes the first of `customers`).
 */
export type WebUserWithCustomers = WebUser & {
  primaryCustomer: Customer | null;
  customers: Customer[];
};
