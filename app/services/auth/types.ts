/** The `webUser` claim of the access token, in the ERP's field names (docs/accounts.md#web-user-and-customers). */
export type CustomerClaim = {
  id: string;
  name: string;
  taxable: boolean;
  PriceList: { name: string };
  ARTerm: { name: string };
  CustType: { name: string };
  isFreeGroundAt: number | null;
  CustomerPrimaryContact: { id: string } | null;
  Territory: string;
  CustRep: string;
  Segment: number | null;
  taxVerificationNote: string;
  taxVerificationCompleted: boolean;
};

export type WebUserClaim = {
  id: string;
  WebUserPrimaryCustomerId: string | null;
  WebUserPrimaryCustomer: CustomerClaim | null;
  Customers: CustomerClaim[];
  WebUserShippingContactId: string | null;
  WebUserBillingContactId: string | null;
  nameFirst: string | null;
  nameLast: string | null;
};

/** The verified access token's claims plus what the shop derives from them. */
export type SessionUser = {
  /** Auth user id. */
  sub: string;
  email: string;
  /** `user_metadata.full_name`; null when not given yet. */
  fullName: string | null;
  webUser: WebUserClaim;
  /** The primary customer rule (docs/accounts.md#web-user-and-customers) applied to `webUser`. */
  primaryCustomer: CustomerClaim | null;
  /** The price list to price with (the domain's name rule; OEM for unknown or legacy names). */
  priceListName: string;
  /** Neither the web user nor the auth user has a name: the full-name step must open. */
  needsName: boolean;
};
