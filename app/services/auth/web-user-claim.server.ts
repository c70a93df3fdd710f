import type { Customer, WebUserWithCustomers } from "~/services/db/types";
import type { CustomerClaim, WebUserClaim } from "./types";

function customerClaim(c: Customer): CustomerClaim {
  return {
    id: c.id,
    name: c.name,
    taxable: c.taxable,
    PriceList: { name: c.priceList },
    ARTerm: { name: c.arTerm },
    CustType: { name: c.custType },
    isFreeGroundAt: c.isFreeGroundAt,
    CustomerPrimaryContact: c.primaryContactId ? { id: c.primaryContactId } : null,
    Territory: c.territory,
    CustRep: c.rep,
    Segment: c.segment,
    taxVerificationNote: c.taxVerificationNote,
    taxVerificationCompleted: c.taxVerificationCompleted,
  };
}

/** The repository's web user in the token claim's shape. */
export function webUserClaim(u: WebUserWithCustomers): WebUserClaim {
  return {
    id: u.id,
    WebUserPrimaryCustomerId: u.primaryCustomerId,
    WebUserPrimaryCustomer: u.primaryCustomer ? customerClaim(u.primaryCustomer) : null,
    Customers: u.customers.map(customerClaim),
    WebUserShippingContactId: u.shippingContactId,
    WebUserBillingContactId: u.billingContactId,
    nameFirst: u.nameFirst,
    nameLast: u.nameLast,
  };
}
