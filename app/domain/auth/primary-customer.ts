/**
 * docs/accounts.md#web-user-and-customers: the primary customer is WebUserPrimaryCustomer when WebUserPrimaryCustomerId
 * is set, otherwise the first of Customers (null when there is none).
 */
export function primaryCustomer<C>(webUser: { WebUserPrimaryCustomerId: string | null; WebUserPrimaryCustomer: C | null; Customers: readonly C[] }): C | null {
  if (webUser.WebUserPrimaryCustomerId) return webUser.WebUserPrimaryCustomer ?? webUser.Customers[0] ?? null;
  return webUser.Customers[0] ?? null;
}

/**
 * The buyer's customers (docs/accounts.md#web-user-and-customers): the linked ones in their order, then the primary
 * one when it is not linked (the ERP may name a primary customer it never linked). Every "which customers may this
 * buyer act for" is this list.
 */
export function buyerCustomers<C extends { id: string }>(webUser: {
  WebUserPrimaryCustomerId: string | null;
  WebUserPrimaryCustomer: C | null;
  Customers: readonly C[];
}): C[] {
  const primary = primaryCustomer(webUser);
  const linked = [...webUser.Customers];
  return primary && !linked.some((customer) => customer.id === primary.id) ? [...linked, primary] : linked;
}
