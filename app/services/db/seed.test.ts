import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "./database.server";
import { migrate } from "./migrate.server";
import { readSeedData, seedDatabase, type SeedData } from "./seed.server";
import { describeEachBackend } from "./testing/test-databases";

let data: SeedData;
beforeAll(async () => {
  data = await readSeedData();
});

const TABLES = ["price_lists", "price_list_entries", "customers", "contacts", "web_users", "web_user_customers"];

async function counts(db: Queryable) {
  const result: Record<string, number> = {};
  for (const table of TABLES) result[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  return result;
}

/** Every row with its row version (xmin changes whenever a row is rewritten). */
async function snapshot(db: Queryable) {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) result[table] = await db.query(`SELECT xmin::text AS row_version, t.* FROM ${table} t ORDER BY 2, 3`);
  return result;
}

describeEachBackend("seedDatabase", (current) => {
  it("loads the catalogue's accounts and price lists, and a second run changes no row", async () => {
    const { db } = current();
    await migrate(db);
    await seedDatabase(db, data);
    const expected = {
      price_lists: data.priceLists.lists.length,
      price_list_entries: data.priceLists.lists.reduce((n, l) => n + l.entries.length, 0),
      customers: data.customers.customers.length,
      contacts: data.customers.customers.reduce((n, c) => n + c.contacts.length, 0),
      web_users: data.customers.webUsers.length,
      web_user_customers: data.customers.webUsers.reduce((n, u) => n + u.customerIds.length, 0),
    };
    const first = await counts(db);
    expect(first).toEqual(expected);
    console.info(`seeded (${db.kind}):`, JSON.stringify(first));
    const before = await snapshot(db);
    await seedDatabase(db, data);
    expect(await counts(db)).toEqual(expected);
    expect(await snapshot(db)).toEqual(before);
  });

  it("keeps the catalogue's ids, part numbers and entry order", async () => {
    const { db } = current();
    await migrate(db);
    await seedDatabase(db, data);
    const customerIds = await db.query<{ id: string }>("SELECT id FROM customers ORDER BY id");
    expect(customerIds.map((r) => r.id)).toEqual(data.customers.customers.map((c) => c.id).sort());
    const contactIds = await db.query<{ id: string; customer_id: string }>("SELECT id, customer_id FROM contacts ORDER BY id");
    expect(contactIds).toEqual(
      data.customers.customers.flatMap((c) => c.contacts.map((ct) => ({ id: ct.id, customer_id: c.id }))).sort((a, b) => a.id.localeCompare(b.id)),
    );
    const users = await db.query<{ id: string; email: string }>("SELECT id, email FROM web_users ORDER BY id");
    expect(users).toEqual(data.customers.webUsers.map(({ id, email }) => ({ id, email })));
    for (const list of data.priceLists.lists) {
      const entries = await db.query('SELECT value_type AS "valueType", schedule, item, value FROM price_list_entries WHERE list_name = $1 ORDER BY position', [
        list.name,
      ]);
      expect(entries).toEqual(list.entries);
    }
  });

  it("follows catalogue changes to price lists and customers, but keeps addresses people edited", async () => {
    const { db } = current();
    await migrate(db);
    await seedDatabase(db, data);
    await db.query("UPDATE contacts SET address_line1 = 'Edited 1' WHERE id = 'CT-5001'");
    const changed: SeedData = structuredClone(data);
    const oem = changed.priceLists.lists.find((l) => l.name === "OEM")!;
    oem.entries = oem.entries.slice(0, 3);
    oem.entries[0]!.value = "7.25";
    changed.customers.customers[0]!.arTerm = "NET 60";
    changed.customers.customers[0]!.contacts[0]!.addressLine1 = "From the export";
    await seedDatabase(db, changed);
    const entries = await db.query<{ value: string }>("SELECT value FROM price_list_entries WHERE list_name = 'OEM' ORDER BY position");
    expect(entries.map((e) => e.value)).toEqual(["7.25", oem.entries[1]!.value, oem.entries[2]!.value]);
    expect(await db.query("SELECT ar_term FROM customers WHERE id = 'C-1001'")).toEqual([{ ar_term: "NET 60" }]);
    expect(await db.query("SELECT address_line1 FROM contacts WHERE id = 'CT-5001'")).toEqual([{ address_line1: "Edited 1" }]);
  });

  it("gives rows the shop creates ids in the catalogue's style, after the seeded ones", async () => {
    const { db } = current();
    await migrate(db);
    await seedDatabase(db, data);
    const [customer] = await db.query<{ id: string }>("INSERT INTO customers (name) VALUES ('New Co') RETURNING id");
    expect(customer!.id).toBe("C-1009");
    const [contact] = await db.query<{ id: string }>("INSERT INTO contacts (customer_id) VALUES ($1) RETURNING id", [customer!.id]);
    expect(contact!.id).toBe("CT-5017");
    const [user] = await db.query<{ id: string }>("INSERT INTO web_users (email) VALUES ('new@example.com') RETURNING id");
    expect(user!.id).toBe("WU-2007");
    // A re-seed neither moves the sequences back nor touches the new rows.
    await seedDatabase(db, data);
    const [next] = await db.query<{ id: string }>("INSERT INTO customers (name) VALUES ('Newer Co') RETURNING id");
    expect(next!.id).toBe("C-1010");
  });
});

describe("readSeedData", () => {
  it("names the bad field of a malformed seed file", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "seed-"));
    try {
      const broken = structuredClone(data);
      (broken.priceLists.lists[0]!.entries[0] as { value: unknown }).value = 5;
      const files = { customers: path.join(dir, "customers.json"), priceLists: path.join(dir, "price-lists.json") };
      await writeFile(files.customers, JSON.stringify(broken.customers));
      await writeFile(files.priceLists, JSON.stringify(broken.priceLists));
      await expect(readSeedData(files)).rejects.toThrow(/price-lists\.json: lists\.0\.entries\.0\.value/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
