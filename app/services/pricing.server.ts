import { toCents } from "~/domain/money";
import { resolvePriceListName, salePrice, type PriceListChoice, type PriceListEntry, type ProductPrice } from "~/domain/price-list";
import { getPriceListEntries, getPriceListNames } from "./db/price-lists.server";

export type { PriceListChoice, ProductPrice } from "~/domain/price-list";

/** What the pricing rules need of a product. */
export type PricedProduct = { pn: string; list_price: number; discountSchedule: string | null };

export type PriceSource = {
  getPriceListEntries(name: string): Promise<PriceListEntry[]>;
  getPriceListNames(): Promise<string[]>;
};

/** Prices of products on one visitor's list; the list is read once for the whole batch. */
export function createPricing(source: PriceSource) {
  return {
    async pricesFor(products: readonly PricedProduct[], priceList: PriceListChoice): Promise<Record<string, ProductPrice>> {
      const listName = priceList === null ? resolvePriceListName(null, []) : resolvePriceListName(priceList, await source.getPriceListNames());
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
