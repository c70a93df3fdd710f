import { buyerCustomers } from "~/domain/auth/primary-customer";
import { mayReadPriceList, toPriceListEntryRecord, type PriceListEntryRecord } from "~/domain/public-calls/price-list-call";
import type { SessionUser } from "~/services/auth/index.server";
import { getPriceListEntries, getPublicPriceListNames } from "~/services/db/price-lists.server";
import { priceListNameRule } from "~/services/pricing.server";

export type PriceListCallAnswer = { ok: true; listName: string; isPublic: boolean; priceListEntries: PriceListEntryRecord[] } | { ok: false };

/**
 * The entries of the list `requested` names (the domain's name rule with the settings' defaults: missing,
 * unknown or an alias such as `list` → the default list), when `caller` may read it: a public list, or the list of one of the
 * caller's own customers (the linked ones and the primary one). `ok: false` is a refusal, never an empty list.
 */
export async function priceListCall(requested: string | null, caller: SessionUser | null): Promise<PriceListCallAnswer> {
  const [resolve, publicLists] = await Promise.all([priceListNameRule(), getPublicPriceListNames()]);
  const listName = resolve(requested);
  const callerLists = caller ? buyerCustomers(caller.webUser).map((customer) => resolve(customer.PriceList.name)) : [];
  if (!mayReadPriceList(listName, { publicLists, callerLists })) return { ok: false };
  const entries = await getPriceListEntries(listName);
  return { ok: true, listName, isPublic: publicLists.includes(listName), priceListEntries: entries.map(toPriceListEntryRecord) };
}
