/**
 * A buyer's favorites as the key-value store holds them (spec section 3: items with `pn` and
 * `createdAt`; docs/kv-store.md#values), newest first. Pure: the store runs these inside its compare-and-set.
 */
import { z } from "zod";
import { isoTimestampSchema, partNumberSchema } from "./live-cart";

/** Not a business rule: a list a page can show at once and one stored value can hold. */
export const MAX_FAVORITES = 200;

export const favoriteSchema = z.object({ pn: partNumberSchema, createdAt: isoTimestampSchema });

export const favoritesSchema = z.array(favoriteSchema).refine((list) => new Set(list.map((f) => f.pn)).size === list.length, "A part number may appear once");

export type Favorite = z.output<typeof favoriteSchema>;

/** Newest first; equal times keep their order. */
export function newestFirst(list: readonly Favorite[]): Favorite[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export type AddFavoriteOutcome = "added" | "alreadyThere" | "full";

/** `pn` added at `now` in front; a part number already there keeps its place, a full list stays as it is. */
export function addFavorite(list: readonly Favorite[], pn: string, now: string): { outcome: AddFavoriteOutcome; favorites: Favorite[] } {
  if (list.some((f) => f.pn === pn)) return { outcome: "alreadyThere", favorites: [...list] };
  if (list.length >= MAX_FAVORITES) return { outcome: "full", favorites: [...list] };
  return { outcome: "added", favorites: [{ pn, createdAt: now }, ...list] };
}

export function removeFavorite(list: readonly Favorite[], pn: string): { removed: boolean; favorites: Favorite[] } {
  const favorites = list.filter((f) => f.pn !== pn);
  return { removed: favorites.length < list.length, favorites };
}
