import { addFavorite as added, favoritesSchema, newestFirst, removeFavorite as removed, type AddFavoriteOutcome, type Favorite } from "~/domain/favorites";
import { kvKey } from "~/domain/kv-keys";
import { partNumberSchema } from "~/domain/live-cart";
import { getKv, type KvStore } from "~/services/kv/index.server";
import { validOrNull } from "~/services/kv/validated";

export type { Favorite } from "~/domain/favorites";

/** What adding did: `full` at MAX_FAVORITES, `invalidPartNumber` for an empty or overlong one. */
export type AddFavoriteResult = { outcome: AddFavoriteOutcome | "invalidPartNumber"; favorites: Favorite[] };

/** A buyer's favorites under `{email}:favorites` (docs/kv-store.md), newest first; no list is kept once empty. */
export function createFavoritesStore(kv: KvStore) {
  const read = (key: string, value: unknown) => validOrNull(key, favoritesSchema, value) ?? [];

  async function list(email: string): Promise<Favorite[]> {
    const key = kvKey(email, "favorites");
    return newestFirst(read(key, await kv.get(key)));
  }

  return {
    list,

    /** Idempotent: a part number already there stays where it is. */
    async add(email: string, pn: string): Promise<AddFavoriteResult> {
      const key = kvKey(email, "favorites");
      const parsed = partNumberSchema.safeParse(pn);
      if (!parsed.success) return { outcome: "invalidPartNumber", favorites: await list(email) };
      let result: AddFavoriteResult | undefined;
      await kv.update(key, (stored) => {
        result = added(newestFirst(read(key, stored)), parsed.data, new Date().toISOString());
        return result.outcome === "added" ? result.favorites : stored;
      });
      return result!;
    },

    /** Idempotent: `removed` is false when the part number was not there. */
    async remove(email: string, pn: string): Promise<{ removed: boolean; favorites: Favorite[] }> {
      const key = kvKey(email, "favorites");
      let result: { removed: boolean; favorites: Favorite[] } | undefined;
      await kv.update(key, (stored) => {
        result = removed(newestFirst(read(key, stored)), pn.trim());
        if (!result.removed) return stored;
        return result.favorites.length > 0 ? result.favorites : null;
      });
      return result!;
    },

    /** Replaces the whole list (the hubKV call); an empty list deletes it. */
    async replace(email: string, favorites: Favorite[]): Promise<Favorite[]> {
      const key = kvKey(email, "favorites");
      if (favorites.length === 0) await kv.delete(key);
      else await kv.set(key, newestFirst(favorites));
      return newestFirst(favorites);
    },

    clear(email: string): Promise<boolean> {
      return kv.delete(kvKey(email, "favorites"));
    },
  };
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

const stores = new WeakMap<KvStore, FavoritesStore>();

/** The favorites store on the process-wide key-value store. */
export async function favoritesStore(): Promise<FavoritesStore> {
  const kv = await getKv();
  let store = stores.get(kv);
  if (!store) stores.set(kv, (store = createFavoritesStore(kv)));
  return store;
}

/** The buyer's favorites, newest first. */
export async function listFavorites(email: string): Promise<Favorite[]> {
  return (await favoritesStore()).list(email);
}

export async function addFavorite(email: string, pn: string): Promise<AddFavoriteResult> {
  return (await favoritesStore()).add(email, pn);
}

export async function removeFavorite(email: string, pn: string): Promise<{ removed: boolean; favorites: Favorite[] }> {
  return (await favoritesStore()).remove(email, pn);
}
