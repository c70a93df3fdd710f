/**
 * Which web user a PunchOut partner may act as (docs/punchout.md#who-a-partner-acts-as). A partner's credentials
 * scope everything it does to its one customer: the address it names is a person of that customer only when the
 * shop already holds them as one. Anyone else is left untouched (not signed in, linked, unlinked or switched to
 * another customer) and the session gets a buyer of its own instead.
 */

/** The customers the shop holds a web user as: those linked to it, and its primary one (which may be unlinked). */
export type HeldUser = { customerIds: readonly string[]; primaryCustomerId: string | null };

/**
 * `named`: act as the address's web user (made for the customer when there is none); `standIn`: the user belongs to
 * other customers only, or to none, so the partner gets a PunchOut-only buyer instead.
 */
export type ActingBuyer = "named" | "standIn";

/** The buyer a partner buying for `customerId` acts as for an address whose web user is `user` (null: no web user yet). */
export function actingBuyer(customerId: string, user: HeldUser | null): ActingBuyer {
  if (user === null) return "named";
  return user.primaryCustomerId === customerId || user.customerIds.includes(customerId) ? "named" : "standIn";
}
