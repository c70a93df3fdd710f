/** One demo buyer of each price list in the seed data, for the benchmark's signed-in rows. */
import { primaryCustomer } from "~/domain/auth/primary-customer";
import { resolvePriceListName } from "~/domain/price-list";
import { siteSettingsSchema } from "~/services/content/site-schema";
import { readSeedData } from "~/services/db/seed.server";
import { dataset } from "./pricing";

export type ListBuyer = { priceList: string; email: string };

/** The first web user whose prices come from each list, in the seed's list order (the rule the sign-in applies). */
export async function buyerOfEachPriceList(): Promise<ListBuyer[]> {
  const { customers, priceLists } = await readSeedData();
  const lists = priceLists.lists.map((list) => list.name);
  const settings = siteSettingsSchema.parse(dataset().find((doc) => doc._id === "siteSettings"));
  const byId = new Map(customers.customers.map((customer) => [customer.id, customer]));
  const buyers = new Map<string, string>();
  for (const user of customers.webUsers) {
    const accounts = user.customerIds.flatMap((id) => byId.get(id) ?? []);
    const primary = primaryCustomer({
      WebUserPrimaryCustomerId: user.primaryCustomerId,
      WebUserPrimaryCustomer: user.primaryCustomerId ? (byId.get(user.primaryCustomerId) ?? null) : null,
      Customers: accounts,
    });
    const list = resolvePriceListName(primary?.priceList ?? null, lists, settings);
    if (!buyers.has(list)) buyers.set(list, user.email);
  }
  const missing = lists.filter((list) => !buyers.has(list));
  if (missing.length) throw new Error(`No demo buyer for the price lists ${missing.join(", ")}`);
  return lists.map((priceList) => ({ priceList, email: buyers.get(priceList)! }));
}
