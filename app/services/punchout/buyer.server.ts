import { hasWebUserName, splitFullName } from "~/domain/auth/names";
import { actingBuyer } from "~/domain/punchout-flow/acting-buyer";
import { accounts } from "~/services/auth/service.server";
import { getDb } from "~/services/db/index.server";
import { createPunchOutStore } from "./store.server";

/**
 * Whether the partner of `customerId` may act as the web user of an address it names (docs/punchout.md#who-a-partner-acts-as):
 * a setup request naming anyone else gets a buyer of its own for the session, an order the partner's shared one.
 */
export async function mayActAs(email: string, customerId: string): Promise<boolean> {
  return actingBuyer(customerId, await createPunchOutStore(await getDb()).heldUser(email)) === "named";
}

/**
 * Makes `email` a buyer of the partner's customer, as docs/punchout.md#flow says: its web user made on first use (linked
 * to that customer only), made to buy for the customer (its price list prices the session). False, with nothing
 * changed, when the address's user is not that customer's (the rule above, checked again: the user may have appeared
 * since the setup request). A web user without a name takes the procurement system's name for the buyer, each missing
 * part from its address (local part, domain): the name step must not stand between the buyer and the cart.
 */
export async function attachBuyer(email: string, customerId: string, userName: string | null): Promise<boolean> {
  const store = createPunchOutStore(await getDb());
  if (actingBuyer(customerId, await store.claimWebUser(email, customerId)) !== "named") return false;
  const buyers = await accounts();
  const webUser = (await buyers.findWebUserByEmail(email))!;
  if (!hasWebUserName(webUser)) {
    const given = splitFullName(userName ?? "");
    const [local = "", domain = ""] = email.split("@");
    await buyers.setNames(webUser.id, given.nameFirst || local, given.nameLast || domain);
  }
  await store.linkCustomer(webUser.id, customerId);
  await buyers.setPrimaryCustomer(webUser.id, customerId);
  return true;
}
