import type { Favorite } from "~/domain/favorites";
import type { HubKvPost } from "~/domain/hub-kv-request";
import type { KvFeature } from "~/domain/kv-keys";
import type { LiveCart } from "~/domain/live-cart";
import { createCartRepository } from "~/services/cart/cart-repository.server";
import { getDb } from "~/services/db/index.server";
import { favoritesStore } from "~/services/favorites/favorites.server";
import { getKv } from "~/services/kv/index.server";

/** What the hubKV calls answer for a feature: the saved cart (null: none) or the favorites (newest first). */
export type HubKvValue = LiveCart | null | Favorite[];

async function carts() {
  return createCartRepository(await getKv(), await getDb());
}

/** The buyer's value of `feature`, read as the cart page and favorites read it. */
export async function readHubValue(email: string, feature: KvFeature): Promise<HubKvValue> {
  if (feature === "favorites") return (await favoritesStore()).list(email);
  return (await carts()).findLiveCart({ kind: "email", email });
}

/** Replaces the buyer's value of the body's feature (an empty cart or list deletes it); answers it as now read. */
export async function writeHubValue(email: string, body: HubKvPost): Promise<HubKvValue> {
  if (body.feature === "favorites") await (await favoritesStore()).replace(email, body.favorites);
  else await (await carts()).saveLiveCart({ kind: "email", email }, body.liveCart);
  return readHubValue(email, body.feature);
}

/** Deletes the buyer's value of `feature`; false when there was none. */
export async function deleteHubValue(email: string, feature: KvFeature): Promise<boolean> {
  if (feature === "favorites") return (await favoritesStore()).clear(email);
  return (await carts()).deleteCart({ kind: "email", email });
}
