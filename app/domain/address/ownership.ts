/**
 * docs/accounts.md#ownership: a buyer reads and changes only the contacts of their own customers, the ones the
 * session's web user claim lists (and its primary customer, which may not be among them).
 */
import { buyerCustomers, primaryCustomer } from "~/domain/auth/primary-customer";

type CustomerRef = { id: string };

export type CustomerOwner = {
  WebUserPrimaryCustomerId: string | null;
  WebUserPrimaryCustomer: CustomerRef | null;
  Customers: readonly CustomerRef[];
};

/** The ids of the buyer's customers: the linked ones in their order, then the primary one when it is not linked. */
export function ownCustomerIds(owner: CustomerOwner): string[] {
  return buyerCustomers(owner).map((c) => c.id);
}

/** Whether the customer is one of the buyer's. */
export function ownsCustomer(owner: CustomerOwner, customerId: string): boolean {
  return ownCustomerIds(owner).includes(customerId);
}

/**
 * The customer a new address goes to: the one asked for when it is the buyer's, else none (`null`); without a
 * request, the primary customer (none when the buyer has no customer).
 */
export function customerForNewContact(owner: CustomerOwner, requested: string | undefined): string | null {
  if (requested !== undefined) return ownsCustomer(owner, requested) ? requested : null;
  return primaryCustomer(owner)?.id ?? null;
}

/**
 * The country a new address of `customerId` starts on: the one most of that customer's addresses are in (the first
 * listed of those tied), else `fallback`. A Mexican company's form starts on Mexico, with JavaScript or without.
 */
export function newContactCountry(contacts: readonly { customerId: string; addressCountry: string }[], customerId: string | null, fallback: string): string {
  const counts = new Map<string, number>();
  for (const contact of contacts) {
    if (contact.customerId === customerId && contact.addressCountry) counts.set(contact.addressCountry, (counts.get(contact.addressCountry) ?? 0) + 1);
  }
  let best = fallback;
  let most = 0;
  for (const [country, count] of counts) {
    if (count > most) [best, most] = [country, count];
  }
  return best;
}
