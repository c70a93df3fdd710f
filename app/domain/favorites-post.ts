/** The posts of the favorites page and of every heart (docs/accounts.md#favorites): keep, drop, move to the cart, all to the cart. */
import { z } from "zod";
import { partNumberSchema } from "./live-cart";

export const favoritesPostSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["add", "remove", "moveToCart"]), pn: partNumberSchema, redirectTo: z.string().optional() }),
  z.object({ intent: z.literal("addAllToCart"), redirectTo: z.string().optional() }),
]);

export type FavoritesPost = z.output<typeof favoritesPostSchema>;
