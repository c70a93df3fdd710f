import { hasWebUserName, splitFullName } from "~/domain/auth/names";
import { accounts } from "~/services/auth/service.server";
import { getDb } from "~/services/db/index.server";
import { createPunchOutStore } from "./store.server";

/**
 * Makes `email` a buyer of the partner's customer: its web user created on first use, the customer linked to it
 * and made the one it buys for (its price list prices the session), as docs/punchout.md#flow says. A web user without
 * a name takes the procurement system's name for the buyer, each missing part from its address (local part, domain):
 * the name step must not stand between the buyer and the cart.
 */
export async function attachBuyer(email: string, customerId: string, userName: string | null): Promise<void> {
  const buyers = await accounts();
  const webUser = await buyers.ensureWebUser(email);
  if (!hasWebUserName(webUser)) {
    const given = splitFullName(userName ?? "");
    const [local = "", domain = ""] = email.split("@");
    await buyers.setNames(webUser.id, given.nameFirst || local, given.nameLast || domain);
  }
  await createPunchOutStore(await getDb()).linkCustomer(webUser.id, customerId);
  await buyers.setPrimaryCustomer(webUser.id, customerId);
}
