import type { PriceListChoice } from "~/domain/price-list";
import { distinctPartNumbers, searchAnswer, type SearchAnswer } from "~/domain/public-calls/catalog-search";
import { cartProducts } from "~/services/cart/cart-products.server";
import { pricesFor } from "~/services/pricing.server";

/**
 * The catalogue's products of these part numbers (exact; unknown ones are simply not hits), priced on
 * `priceList` (null: the public list), the first `size` of them as hits.
 */
export async function searchPartNumbers(pns: readonly string[], size: number, priceList: PriceListChoice): Promise<SearchAnswer> {
  // The category slug (`parent`) is the English one, as on the cart lines; titles are not part of the answer.
  const products = await cartProducts(distinctPartNumbers(pns), "en");
  const matched = [...products.values()];
  const prices = await pricesFor(matched.slice(0, size), priceList);
  return searchAnswer(matched, size, prices);
}
