import type { PriceListEntry } from "~/domain/price-list";
import type { Database } from "./database.server";
import { getDb } from "./index.server";

/** Price lists are read on every product page but change only when the catalogue is re-seeded. */
const DEFAULT_TTL_MS = 30_000;

/**
 * Price-list reads, kept in memory for `ttlMs`. Concurrent misses for the same list share one query;
 * a failed query is not kept.
 */
export function createPriceListRepository(db: Database, { ttlMs = DEFAULT_TTL_MS, now = Date.now } = {}) {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
    const value = load();
    cache.set(key, { at: now(), value });
    value.catch(() => cache.delete(key));
    return value;
  }

  return {
    /** The list's entries in catalogue order (first hit wins when pricing); [] for an unknown list. */
    getPriceListEntries(name: string): Promise<PriceListEntry[]> {
      return cached(`entries:${name}`, async () => {
        const rows = await db.query<{ value_type: string; schedule: string; item: string | null; value: string }>(
          `SELECT value_type, schedule, item, value FROM price_list_entries WHERE list_name = $1 ORDER BY position`,
          [name],
        );
        return rows.map((r) => ({ valueType: r.value_type, schedule: r.schedule, item: r.item, value: r.value }));
      });
    },
    /** Names of the lists that exist, for resolving a customer's assigned name. */
    getPriceListNames(): Promise<string[]> {
      return cached("names", async () => (await db.query<{ name: string }>(`SELECT name FROM price_lists ORDER BY name`)).map((r) => r.name));
    },
    /** Names of the lists every visitor may see (`public`); the others are customers' own pricing. */
    getPublicPriceListNames(): Promise<string[]> {
      return cached("public", async () => (await db.query<{ name: string }>(`SELECT name FROM price_lists WHERE public ORDER BY name`)).map((r) => r.name));
    },
    /** Forgets every cached list (after an import). */
    clear: () => cache.clear(),
  };
}

export type PriceListRepository = ReturnType<typeof createPriceListRepository>;

const repositories = new WeakMap<Database, PriceListRepository>();

/** One repository (and so one cache) per open database. */
async function priceLists(): Promise<PriceListRepository> {
  const db = await getDb();
  let repository = repositories.get(db);
  if (!repository) repositories.set(db, (repository = createPriceListRepository(db)));
  return repository;
}

export const getPriceListEntries = async (name: string) => (await priceLists()).getPriceListEntries(name);
export const getPriceListNames = async () => (await priceLists()).getPriceListNames();
export const getPublicPriceListNames = async () => (await priceLists()).getPublicPriceListNames();
export const forgetPriceLists = async () => (await priceLists()).clear();
