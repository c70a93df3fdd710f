/**
 * docs/accounts.md#web-user-and-customers: the primary customer is WebUserPrimaryCustomer when WebUserPrimaryCustomerId
 * is set, otherwise the first of Customers (null when there is none).
 */
export function primaryCustomer<C>(webUser: { WebUserPrimaryCustomerId: string | null; WebUserPrimaryCustomer: C | null; Customers: readonly C[] }): C | null {
  if (webUser.WebUserPrimaryCustomerId) return webUser.WebUserPrimaryCustomer ?? webUser.Customers[0] ?? null;
  return webUser.Customers[0] ?? null;
}
