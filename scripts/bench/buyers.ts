/** One demo buyer of each price list in the seed data, for the benchmark's signed-in rows. */
import { createReadStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { primaryCustomer } from "~/domain/auth/primary-customer";
import { resolvePriceListName } from "~/domain/price-list";
import { siteSettingsSchema } from "~/services/content/site-schema";
import { readSeedData } from "~/services/db/seed.server";
import { ROOT } from "../../tests/http/support/built-server";

export type ListBuyer = { priceList: string; email: string };

/**
 * The dataset's site settings, read line by line up to them (the second line). Parsing the whole file instead
 * (100 MB at 50,000 products) held this process for some 20 s after the price file's downloads: the server closed
 * the kept-alive connection after its 5 s idle time meanwhile, and the sign-in sent next on it failed with "other
 * side closed".
 */
async function siteSettingsDocument(): Promise<unknown> {
  const input = createReadStream(path.join(ROOT, "content/dataset.ndjson"));
  try {
    for await (const line of createInterface({ input, crlfDelay: Infinity })) if (line.includes('"_type":"siteSettings"')) return JSON.parse(line);
  } finally {
    input.destroy();
  }
  throw new Error("content/dataset.ndjson has no siteSettings document");
}

/** The first web user whose prices come from each list, in the seed's list order (the rule the sign-in applies). */
export async function buyerOfEachPriceList(): Promise<ListBuyer[]> {
  const { customers, priceLists } = await readSeedData();
  const lists = priceLists.lists.map((list) => list.name);
  const settings = siteSettingsSchema.parse(await siteSettingsDocument());
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
