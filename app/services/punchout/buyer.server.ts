import { accounts } from "~/services/auth/service.server";
import { getDb } from "~/services/db/index.server";
import { createPunchOutStore } from "./store.server";

/**
 * Makes `email` a buyer of the partner's customer: its web user created on first use, the customer linked to it
 * and made the one it buys for (its price list prices the session), as docs/punchout.md#flow says.
 */
export async function attachBuyer(email: string, customerId: string): Promise<void> {
  const buyers = await accounts();
  const webUser = await buyers.ensureWebUser(email);
  await createPunchOutStore(await getDb()).linkCustomer(webUser.id, customerId);
  await buyers.setPrimaryCustomer(webUser.id, customerId);
}
