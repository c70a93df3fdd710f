/**
 * Which price list a buyer gets and what a product sells for on it
 * (docs/pricing.md#which-list-a-buyer-gets, docs/pricing.md#sale-price-rules).
 */
import { discounted, toCents } from "./money";

export type PriceListEntry = { valueType: string; schedule: string; item: string | null; value: string };

/** The list a visitor's prices come from: the signed-in buyer's assigned list name, or null for the public list. */
export type PriceListChoice = string | null;

/** What a product sells for to one visitor. */
export type ProductPrice = {
  listCents: number;
  saleCents: number;
  /** No usable entry value type: the product is quoted, not sold online. */
  callForPrice: boolean;
};

/** The default list and the names meaning it (site settings `defaultPriceList`/`…Aliases`). */
export type PriceListDefaults = { defaultPriceList: string; defaultPriceListAliases: readonly string[] };
/**
 * What the site settings hold when they say nothing (their schema's default): OEM is the public list;
 * `list` and `select` are legacy names the ERP still assigns.
 */
export const PUBLIC_PRICE_LIST_DEFAULTS: PriceListDefaults = { defaultPriceList: "OEM", defaultPriceListAliases: ["list", "select"] };
/** The fallback entry when neither the part number nor the discount schedule has one. */
export const FALLBACK_SCHEDULE = "Schedule Z";
export const PERCENT_DISCOUNT = "% Discount";
export const ACTUAL_PRICE = "Actual";

/**
 * The price list to use for a customer's `PriceList.name` (null/empty: anonymous → the settings'
 * default list). Case rules: the name is trimmed; the aliases match in any case and map to the
 * default; other names match a known list exactly, else case-insensitively (answering the known
 * spelling); anything else falls back to the default.
 */
export function resolvePriceListName(name: string | null | undefined, known: readonly string[], defaults: PriceListDefaults): string {
  const wanted = name?.trim().toLowerCase() ?? "";
  const isAlias = defaults.defaultPriceListAliases.some((alias) => alias.trim().toLowerCase() === wanted);
  if (wanted === "" || isAlias) return defaults.defaultPriceList;
  return known.find((list) => list === name?.trim()) ?? known.find((list) => list.toLowerCase() === wanted) ?? defaults.defaultPriceList;
}

/** An entry for one part number (a schedule entry has no item). */
export function hasItem(entry: PriceListEntry): entry is PriceListEntry & { item: string } {
  return entry.item !== null && entry.item.trim() !== "";
}

/** Each entry's schedule list, split once: a cart prices every line against the same entries. */
const scheduleLists = new WeakMap<PriceListEntry, readonly string[]>();

function schedulesOf(entry: PriceListEntry): readonly string[] {
  let schedules = scheduleLists.get(entry);
  if (!schedules) scheduleLists.set(entry, (schedules = entry.schedule.split(",").map((part) => part.trim())));
  return schedules;
}

/**
 * The entry pricing a product, first hit wins: its part number (exact, case-sensitive); else the
 * first schedule entry (no item) whose comma list holds the product's discount schedule; else the
 * schedule entry for `Schedule Z`; else none.
 */
export function findEntry(entries: readonly PriceListEntry[], pn: string, discountSchedule: string | null): PriceListEntry | null {
  const byItem = entries.find((entry) => entry.item === pn);
  if (byItem) return byItem;
  const scheduleEntries = entries.filter((entry) => !hasItem(entry));
  const schedule = discountSchedule?.trim();
  const bySchedule = schedule ? scheduleEntries.find((entry) => schedulesOf(entry).includes(schedule)) : undefined;
  return bySchedule ?? scheduleEntries.find((entry) => entry.schedule.trim() === FALLBACK_SCHEDULE) ?? null;
}

export type SalePrice = { cents: number; callForPrice: boolean; entry: PriceListEntry | null };

/**
 * A product's sale price on a list: `% Discount` takes the percentage off the list price,
 * `Actual` is the value itself, any other value type prices at 0 and must be quoted
 * ("Call for price"); without an entry the list price stands.
 */
export function salePrice(product: { pn: string; listPriceCents: number; discountSchedule: string | null }, entries: readonly PriceListEntry[]): SalePrice {
  const entry = findEntry(entries, product.pn, product.discountSchedule);
  if (!entry) return { cents: product.listPriceCents, callForPrice: false, entry };
  switch (entry.valueType) {
    case PERCENT_DISCOUNT:
      return { cents: discounted(product.listPriceCents, entry.value), callForPrice: false, entry };
    case ACTUAL_PRICE:
      return { cents: toCents(entry.value), callForPrice: false, entry };
    default:
      return { cents: 0, callForPrice: true, entry };
  }
}
