import { companyFacts, type CompanyFacts } from "~/domain/accounts/company";
import { buyerCustomers } from "~/domain/auth/primary-customer";
import type { SessionUser } from "~/services/auth/index.server";
import { getSiteContent } from "~/services/content/site.server";
import { createCustomerRepository } from "~/services/db/customers.server";
import { getDb } from "~/services/db/index.server";
import { createWebUserWriter } from "~/services/db/web-users-write.server";

/** The buyer's company page: the active customer's facts, and every customer they may switch to. */
export type CompanyPage = { active: CompanyFacts & { id: string }; customers: { id: string; name: string }[] };

/** Read from the database, not the session's claim, so a rename shows at once. Null without a customer. */
export async function companyOf(buyer: SessionUser): Promise<CompanyPage | null> {
  const [user, site] = await Promise.all([createCustomerRepository(await getDb()).getWebUserWithCustomers(buyer.webUser.id), getSiteContent()]);
  const active = user && (user.primaryCustomer ?? user.customers[0]);
  if (!user || !active) return null;
  return {
    active: { id: active.id, ...companyFacts(active, site.settings) },
    customers: buyerCustomers({
      WebUserPrimaryCustomerId: user.primaryCustomerId,
      WebUserPrimaryCustomer: user.primaryCustomer,
      Customers: user.customers,
    }).map(({ id, name }) => ({ id, name })),
  };
}

const isOwn = (buyer: SessionUser, customerId: string) => buyerCustomers(buyer.webUser).some((c) => c.id === customerId);

/** Renames one of the buyer's customers, when the shop created it. */
export async function renameCompany(buyer: SessionUser, customerId: string, name: string): Promise<"renamed" | "notFound" | "notRenamable"> {
  if (!isOwn(buyer, customerId)) return "notFound";
  return (await createWebUserWriter(await getDb()).renameSelfServiceCustomer(customerId, name)) ? "renamed" : "notRenamable";
}

/** Makes one of the buyer's customers the active (primary) one: prices, addresses and terms follow it. */
export async function chooseActiveCustomer(buyer: SessionUser, customerId: string): Promise<"chosen" | "notFound"> {
  if (!isOwn(buyer, customerId)) return "notFound";
  return (await createWebUserWriter(await getDb()).setPrimaryCustomer(buyer.webUser.id, customerId)) ? "chosen" : "notFound";
}
