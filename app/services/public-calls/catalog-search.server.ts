import type { PriceListChoice } from "~/domain/price-list";
import type { Lang } from "~/i18n/lang";
import { distinctPartNumbers, searchAnswer, type SearchAnswer } from "~/domain/public-calls/catalog-search";
import { cartProducts } from "~/services/cart/cart-products.server";
import { getDb } from "~/services/db/index.server";
import { pricesFor } from "~/services/pricing.server";
import { topMatches } from "~/services/search/search-products.server";

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

/**
 * The products the shop's search ranks first for a text (part number or words, read in `lang`), the first `size`
 * of them as hits priced on `priceList`; `total` counts every match.
 */
export async function searchText(q: string, size: number, priceList: PriceListChoice, lang: Lang): Promise<SearchAnswer> {
  const result = await topMatches(await getDb(), q, lang, Math.max(1, size));
  const products = await cartProducts(result.pns, "en");
  const matched = result.pns.flatMap((pn) => products.get(pn) ?? []);
  return searchAnswer(matched, size, await pricesFor(matched, priceList), result.total);
}
