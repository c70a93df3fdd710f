import { buyerCustomers } from "~/domain/auth/primary-customer";
import { resolvePriceListName } from "~/domain/price-list";
import { mayReadPriceList, toPriceListEntryRecord, type PriceListEntryRecord } from "~/domain/public-calls/price-list-call";
import type { SessionUser } from "~/services/auth/index.server";
import { getPriceListEntries, getPriceListNames, getPublicPriceListNames } from "~/services/db/price-lists.server";

export type PriceListCallAnswer = { ok: true; listName: string; isPublic: boolean; priceListEntries: PriceListEntryRecord[] } | { ok: false };

/**
 * The entries of the list `requested` names (the domain's name rule: missing, unknown, `list` or
 * `select` → the default list), when `caller` may read it: a public list, or the list of one of the
 * caller's own customers (the linked ones and the primary one). `ok: false` is a refusal, never an empty list.
 */
export async function priceListCall(requested: string | null, caller: SessionUser | null): Promise<PriceListCallAnswer> {
  const [known, publicLists] = await Promise.all([getPriceListNames(), getPublicPriceListNames()]);
  const listName = resolvePriceListName(requested, known);
  const callerLists = caller ? buyerCustomers(caller.webUser).map((customer) => resolvePriceListName(customer.PriceList.name, known)) : [];
  if (!mayReadPriceList(listName, { publicLists, callerLists })) return { ok: false };
  const entries = await getPriceListEntries(listName);
  return { ok: true, listName, isPublic: publicLists.includes(listName), priceListEntries: entries.map(toPriceListEntryRecord) };
}
