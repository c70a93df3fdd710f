import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import {
  ACCOUNT_TABLES_LOCK,
  advanceIdSequences,
  customersFileSchema,
  priceListsFileSchema,
  writeContacts,
  writeCustomers,
  writePriceLists,
  writePrices,
  writeWebUsers,
} from "./account-tables.server";
import type { Database } from "./database.server";

/** The committed copies of the catalogue's business tables (written by the import script). */
export const SEED_FILES = {
  customers: path.resolve("content/seed/customers.json"),
  priceLists: path.resolve("content/seed/price-lists.json"),
};

export type SeedData = {
  customers: z.infer<typeof customersFileSchema>;
  priceLists: z.infer<typeof priceListsFileSchema>;
};

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success) throw new Error(`Invalid seed file ${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  return parsed.data;
}

export async function readSeedData(files = SEED_FILES): Promise<SeedData> {
  return {
    customers: await readJson(files.customers, customersFileSchema),
    priceLists: await readJson(files.priceLists, priceListsFileSchema),
  };
}

/**
 * Loads the catalogue's customers, contacts, web users and price lists, keeping their ids and order.
 * Idempotent: a second run changes no row. Files already applied are skipped (`seed_state` keeps their digest), so
 * a restart leaves what the operator imported since (docs/import.md) as it is. The catalogue stays authoritative
 * for price lists and customer accounts (rows are updated when the export changes), while contacts and web users
 * are only inserted when missing, because people edit their addresses and names in the shop.
 */
export async function seedDatabase(db: Database, data?: SeedData): Promise<void> {
  const { customers: accounts, priceLists } = data ?? (await readSeedData());
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [ACCOUNT_TABLES_LOCK]);
    const digest = createHash("sha256").update(JSON.stringify({ accounts, priceLists })).digest("hex");
    const [applied] = await tx.query<{ digest: string }>("SELECT digest FROM seed_state");
    if (applied?.digest === digest) return;

    await writePriceLists(tx, priceLists.lists);
    await writePrices(
      tx,
      priceLists.lists.flatMap((list) => list.entries.map((entry) => ({ ...entry, priceList: list.name }))),
      priceLists.lists.map((list) => list.name),
    );
    await writeCustomers(tx, accounts.customers);
    await writeContacts(
      tx,
      accounts.customers.flatMap((c) => c.contacts.map((contact) => ({ ...contact, customerId: c.id }))),
      "keep",
    );
    await writeWebUsers(tx, accounts.webUsers, "keep");
    await advanceIdSequences(tx);
    await tx.query("INSERT INTO seed_state (digest) VALUES ($1) ON CONFLICT (id) DO UPDATE SET digest = EXCLUDED.digest", [digest]);
  });
}
