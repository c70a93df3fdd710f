import type { HeadersFunction } from "@remix-run/node";
import { toCents } from "~/domain/money";
import { resolvePriceListName, salePrice, type PriceListEntry } from "~/domain/price-list";
import { getAuth } from "./auth/index.server";
import { PUBLIC_PAGE_CACHE } from "./content/editorial-route.server";
import { getPriceListEntries, getPriceListNames } from "./db/price-lists.server";

/**
 * Who is looking at prices. `priceList` is the signed-in buyer's assigned `PriceList.name`
 * (docs/pricing.md#which-list-a-buyer-gets); null for an anonymous visitor, who gets the public list.
 */
export type Visitor = { priceList: string | null };
export const ANONYMOUS: Visitor = { priceList: null };

/** The visitor a request prices for: the signed-in buyer's primary customer's list, else anonymous. */
export async function visitorFor(request: Request): Promise<Visitor> {
  const { user } = await getAuth(request);
  return user ? { priceList: user.priceListName } : ANONYMOUS;
}

/** What the pricing rules need of a product. */
export type PricedProduct = { pn: string; list_price: number; discountSchedule: string | null };

export type ProductPrice = {
  listCents: number;
  saleCents: number;
  /** No usable entry value type: the product is quoted, not sold online. */
  callForPrice: boolean;
};

export type PriceSource = {
  getPriceListEntries(name: string): Promise<PriceListEntry[]>;
  getPriceListNames(): Promise<string[]>;
};

/** Prices of products on one visitor's list; the list is read once for the whole batch. */
export function createPricing(source: PriceSource) {
  return {
    async pricesFor(products: readonly PricedProduct[], visitor: Visitor): Promise<Record<string, ProductPrice>> {
      const listName = visitor.priceList === null ? resolvePriceListName(null, []) : resolvePriceListName(visitor.priceList, await source.getPriceListNames());
      const entries = await source.getPriceListEntries(listName);
      const prices: Record<string, ProductPrice> = {};
      for (const product of products) {
        const listCents = toCents(product.list_price);
        const sale = salePrice({ pn: product.pn, listPriceCents: listCents, discountSchedule: product.discountSchedule }, entries);
        prices[product.pn] = { listCents, saleCents: sale.cents, callForPrice: sale.callForPrice };
      }
      return prices;
    },
  };
}

const pricing = createPricing({ getPriceListEntries, getPriceListNames });

export const pricesFor = pricing.pricesFor;

/** Anonymous catalogue pages are the same for everyone; a buyer's own prices must never be shared. */
export function priceCacheControl(visitor: Visitor): string {
  return visitor.priceList === null ? PUBLIC_PAGE_CACHE : "private, no-store";
}

/** `headers` of pages with prices: the loader's `priceCacheControl`; errors are never cached. */
export const pricedPageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => ({
  "Cache-Control": errorHeaders ? "no-store" : (loaderHeaders.get("Cache-Control") ?? "private, no-store"),
});
