/** What the favorites page shows: plain shapes that the route and its components share. */
import type { ProductPrice } from "~/domain/price-list";
import type { ProductCard } from "~/services/content/views";

/** A saved part: its card and price while the catalogue sells it, else null (it can still be removed). */
export type FavoriteItem = { pn: string; createdAt: string; product: ProductCard | null; price: ProductPrice | null };
