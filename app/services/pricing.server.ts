import { toCents } from "~/domain/money";
import { resolvePriceListName, salePrice, type PriceListChoice, type PriceListDefaults, type PriceListEntry, type ProductPrice } from "~/domain/price-list";
import { getSiteContent } from "./content/site.server";
import { getPriceListEntries, getPriceListNames } from "./db/price-lists.server";

export type { PriceListChoice, ProductPrice } from "~/domain/price-list";

/** What the pricing rules need of a product. */
export type PricedProduct = { pn: string; list_price: number; discountSchedule: string | null };

export type PriceSource = {
  getPriceListEntries(name: string): Promise<PriceListEntry[]>;
  getPriceListNames(): Promise<string[]>;
  /** The default list and the names meaning it: the site settings `defaultPriceList` and `defaultPriceListAliases`. */
  getPriceListDefaults(): Promise<PriceListDefaults>;
};

/** Prices of products on one visitor's list; the list is read once for the whole batch. */
export function createPricing(source: PriceSource) {
  /** The name rule with the lists that exist and the settings' defaults, for resolving several names at once. */
  async function priceListNameRule(): Promise<(name: PriceListChoice) => string> {
    const [known, defaults] = await Promise.all([source.getPriceListNames(), source.getPriceListDefaults()]);
    return (name) => resolvePriceListName(name, known, defaults);
  }
  return {
    priceListNameRule,
    async pricesFor(products: readonly PricedProduct[], priceList: PriceListChoice): Promise<Record<string, ProductPrice>> {
      const listName = (await priceListNameRule())(priceList);
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

const pricing = createPricing({ getPriceListEntries, getPriceListNames, getPriceListDefaults: async () => (await getSiteContent()).settings });

export const pricesFor = pricing.pricesFor;

/** Resolves price-list names (a customer's assigned one, a caller's request) by the domain's rule and the settings. */
export const priceListNameRule = pricing.priceListNameRule;

/** The list one name means. */
export const priceListNameOf = async (name: PriceListChoice): Promise<string> => (await priceListNameRule())(name);
