/**
 * `GET /api/public/price?listName=` (spec section 7): which lists a caller may read, and the entries in
 * the spec's field names (section 3).
 */
import { hasItem, type PriceListEntry } from "../price-list";

/** A price list entry as the call answers it: the item (part number) nested as `PriceListEntryItem.name`. */
export type PriceListEntryRecord = {
  valueType: string;
  schedule: string;
  /** The part number the entry prices; null for a schedule entry. */
  PriceListEntryItem: { name: string } | null;
  /** Numeric string: the percentage of a `% Discount`, the dollar price of an `Actual`. */
  value: string;
};

export function toPriceListEntryRecord(entry: PriceListEntry): PriceListEntryRecord {
  return { valueType: entry.valueType, schedule: entry.schedule, PriceListEntryItem: hasItem(entry) ? { name: entry.item } : null, value: entry.value };
}

/**
 * Public lists are for everybody. Any other list is a customer's negotiated pricing: only buyers of a
 * customer on that list (`callerLists`, already resolved by the name rule) may read it.
 */
export function mayReadPriceList(list: string, { publicLists, callerLists }: { publicLists: readonly string[]; callerLists: readonly string[] }): boolean {
  return publicLists.includes(list) || callerLists.includes(list);
}
