import { quantityStep } from "~/domain/cart-lines";
import type { FavoriteResult } from "~/domain/favorite-result";
import { MAX_FAVORITES } from "~/domain/favorites";
import type { Lang } from "~/i18n/lang";
import { changeCart, type Utm } from "~/services/cart/cart.server";
import { productCards, type ProductCard } from "~/services/content/catalog.server";
import { log } from "~/services/observability/log.server";
import { pricesFor, type PriceListChoice } from "~/services/pricing.server";
import { addFavorite, listFavorites, removeFavorite } from "./favorites.server";
import type { FavoriteItem } from "./types";

export type { FavoriteItem } from "./types";

/** Logs a failure of the favorites with the spec's wording ("Failed to fetch favorites", "Failed to add favorites"). */
export const logFavoritesFailure = (error: unknown, what: string) => log.error({ err: error }, `Failed to ${what} favorites`);

/** The buyer's favorites, newest first, with each product's card and its price on the buyer's list. */
export async function favoritesPage(email: string, priceList: PriceListChoice, lang: Lang): Promise<FavoriteItem[]> {
  const favorites = await listFavorites(email);
  const cards = await productCards(
    favorites.map((favorite) => favorite.pn),
    lang,
  );
  const prices = await pricesFor(cards, priceList);
  const byPn = new Map(cards.map((card) => [card.pn, card]));
  return favorites.map(({ pn, createdAt }) => ({ pn, createdAt, product: byPn.get(pn) ?? null, price: prices[pn] ?? null }));
}

/** The part numbers the buyer keeps, for the hearts on every product. */
export async function favoritePartNumbers(email: string): Promise<string[]> {
  return (await listFavorites(email)).map((favorite) => favorite.pn);
}

async function cardOf(pn: string, lang: Lang): Promise<ProductCard | null> {
  return (await productCards([pn], lang))[0] ?? null;
}

/** Keeps a part the catalogue sells. */
export async function keepFavorite(email: string, pn: string, lang: Lang): Promise<FavoriteResult> {
  const card = await cardOf(pn, lang);
  if (!card) return { kind: "unknownProduct", pn };
  const { outcome } = await addFavorite(email, pn);
  if (outcome === "invalidPartNumber") return { kind: "unknownProduct", pn };
  return outcome === "full" ? { kind: "full", limit: MAX_FAVORITES } : { kind: outcome, title: card.title };
}

/** Idempotent; a part that left the catalogue can still be removed. */
export async function dropFavorite(email: string, pn: string, lang: Lang): Promise<FavoriteResult> {
  await removeFavorite(email, pn);
  return { kind: "removed", title: (await cardOf(pn, lang))?.title ?? pn };
}

/** One package step of the product into the buyer's saved cart; true when the cart took it. */
async function addStep(email: string, card: ProductCard, lang: Lang, utm: Utm): Promise<boolean> {
  const { result } = await changeCart({ kind: "email", email }, { intent: "add", pn: card.pn, quantity: String(quantityStep(card)) }, lang, utm);
  return result.kind === "changed";
}

/** Into the cart (one package step), then out of the favorites. */
export async function moveFavoriteToCart(email: string, pn: string, lang: Lang, utm: Utm): Promise<FavoriteResult> {
  const card = await cardOf(pn, lang);
  if (!card) return { kind: "unknownProduct", pn };
  if (!(await addStep(email, card, lang, utm))) return { kind: "notMoved", title: card.title };
  await removeFavorite(email, pn);
  return { kind: "moved", title: card.title };
}

/** One package step of every favorite the catalogue still sells into the cart; the favorites stay. */
export async function addAllFavoritesToCart(email: string, lang: Lang, utm: Utm): Promise<FavoriteResult> {
  const favorites = await listFavorites(email);
  const cards = await productCards(
    favorites.map((favorite) => favorite.pn),
    lang,
  );
  let count = 0;
  for (const card of cards) if (await addStep(email, card, lang, utm)) count += 1;
  return count === 0 ? { kind: "nothingToAdd" } : { kind: "allAdded", count };
}
