import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { currentDataset, datasetHash, storedCatalogue } from "~/services/content/datasets.server";
import type { Database } from "~/services/db/database.server";
import { migrate } from "~/services/db/migrate.server";
import { readSeedData, seedDatabase, SEED_FILES, type SeedData } from "~/services/db/seed.server";
import { describeEachBackend } from "~/services/db/testing/test-databases";
import { runImport, type CatalogueImport, type ImportResult } from "./run.server";

let seed: SeedData;
beforeAll(async () => {
  seed = await readSeedData();
});

const PRODUCTS = new Set(["GCX1111-10", "DS-63-3P-EN"]);
const partNumbers = async () => PRODUCTS;

/** A good import of every table as CSV: a new list with two entries, a customer on it, its contact and web user. */
const GOOD = {
  "price-lists.csv": "name,public\nPROJECT-X,false\n",
  "prices.csv": "price_list,value_type,schedule,item,value\nPROJECT-X,Actual,,GCX1111-10,7.77\nPROJECT-X,% Discount,Schedule Z,,10\n",
  "customers.csv":
    "id,name,taxable,price_list,ar_term,cust_type,is_free_ground_at,territory,rep,segment,primary_contact_id,tax_verification_note,tax_verification_completed\n" +
    "C-3001,Project X Builders,true,PROJECT-X,NET 30,OEM,,PA-W,JM,2,CT-7001,,false\n",
  "contacts.csv":
    "id,customer_id,name_first,name_last,name_company,phone1,address_line1,address_line2,address_city,address_country,address_state,address_postal_code,taxable\n" +
    'CT-7001,C-3001,Ada,Moss,"Project X Builders, Inc.",412-555-0100,1 Main St,Suite 4,Pittsburgh,US,PA,15222,yes\n',
  "web-users.csv":
    "id,email,name_first,name_last,customer_ids,primary_customer_id,shipping_contact_id,billing_contact_id\n" +
    "WU-4001,ada.moss@example.com,Ada,Moss,C-3001;C-1001,C-3001,CT-7001,CT-7001\n",
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "voltshop-import-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function files(contents: Record<string, string>) {
  for (const [name, text] of Object.entries(contents)) await writeFile(path.join(dir, name), text);
}

const TABLES = ["price_lists", "price_list_entries", "customers", "contacts", "web_users", "web_user_customers"];

/** Every row with its row version (xmin changes whenever a row is rewritten). */
async function snapshot(db: Database) {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) result[table] = await db.query(`SELECT xmin::text AS row_version, t.* FROM ${table} t ORDER BY 2, 3`);
  return result;
}

/**
 * A stand-in for the catalogue's part (scripts/import/catalogue-import.ts, tested there): products.json's part numbers
 * make the dataset, one document a line, merged over the stored ones; a part number "BAD" is a bad row.
 */
const COMMITTED = '{"_id":"product-GCX1111-10"}\n';
const catalogue: CatalogueImport = {
  files: ["products.json"],
  committed: datasetHash(COMMITTED),
  async prepare(from, files, stored) {
    const given = files.includes("products.json") ? (JSON.parse(await readFile(path.join(from, "products.json"), "utf8")) as string[]) : [];
    if (given.includes("BAD")) return { ok: false, problems: ["products.json:3: pn: bad"] };
    const pns = [...new Set([...((stored as string[] | null) ?? ["GCX1111-10"]), ...given])];
    const ndjson = pns.map((pn) => `{"_id":"product-${pn}"}\n`).join("");
    return { ok: true, catalogue: pns, ndjson, counts: [], partNumbers: new Set(pns) };
  },
};
const storedDatasets = (db: Database) => db.query<{ hash: string; row_version: string }>("SELECT hash, xmin::text AS row_version FROM content_datasets");

const counts = (result: ImportResult) => (result.ok ? Object.fromEntries(result.counts.map(({ table, ...c }) => [table, c])) : result.problems);

describeEachBackend("runImport", (current) => {
  async function seeded() {
    const { db } = current();
    await migrate(db);
    await seedDatabase(db, seed);
    return db;
  }

  it("loads good files, counts what changed, and changes nothing when run again", async () => {
    const db = await seeded();
    await files(GOOD);
    const first = await runImport(db, dir, { partNumbers });
    expect(counts(first)).toEqual({
      "price-lists": { inserted: 1, updated: 0, unchanged: 0, deleted: 0 },
      prices: { inserted: 2, updated: 0, unchanged: 0, deleted: 0 },
      customers: { inserted: 1, updated: 0, unchanged: 0, deleted: 0 },
      contacts: { inserted: 1, updated: 0, unchanged: 0, deleted: 0 },
      "web-users": { inserted: 1, updated: 0, unchanged: 0, deleted: 0 },
    });
    expect(await db.query(`SELECT item, value FROM price_list_entries WHERE list_name = 'PROJECT-X' ORDER BY position`)).toEqual([
      { item: "GCX1111-10", value: "7.77" },
      { item: null, value: "10" },
    ]);
    expect(await db.query(`SELECT customer_id, position FROM web_user_customers WHERE web_user_id = 'WU-4001' ORDER BY position`)).toEqual([
      { customer_id: "C-3001", position: 0 },
      { customer_id: "C-1001", position: 1 },
    ]);
    expect(await db.query(`SELECT name_company, address_line2, taxable FROM contacts WHERE id = 'CT-7001'`)).toEqual([
      { name_company: "Project X Builders, Inc.", address_line2: "Suite 4", taxable: true },
    ]);

    const before = await snapshot(db);
    const again = await runImport(db, dir, { partNumbers });
    expect(again.ok && again.counts.every((c) => c.inserted + c.updated + c.deleted === 0)).toBe(true);
    expect(await snapshot(db)).toEqual(before);
  });

  it("updates changed rows by key, and replaces a list's entries in the file's order", async () => {
    const db = await seeded();
    await files(GOOD);
    await runImport(db, dir, { partNumbers });
    await files({
      "prices.csv": "price_list,value_type,schedule,item,value\nPROJECT-X,Actual,,DS-63-3P-EN,99\n",
      "customers.csv": GOOD["customers.csv"].replace("NET 30", "NET 60"),
    });
    const result = await runImport(db, dir, { partNumbers });
    expect(counts(result)).toMatchObject({
      prices: { inserted: 0, updated: 1, deleted: 1 },
      customers: { inserted: 0, updated: 1, unchanged: 0 },
      "web-users": { unchanged: 1 },
    });
    expect(await db.query(`SELECT item, value FROM price_list_entries WHERE list_name = 'PROJECT-X'`)).toEqual([{ item: "DS-63-3P-EN", value: "99" }]);
    expect(await db.query(`SELECT ar_term FROM customers WHERE id = 'C-3001'`)).toEqual([{ ar_term: "NET 60" }]);
  });

  it("reads the export's JSON files: the seeded export is already there", async () => {
    const db = await seeded();
    await cp(SEED_FILES.customers, path.join(dir, "customers.json"));
    await cp(SEED_FILES.priceLists, path.join(dir, "price-lists.json"));
    const before = await snapshot(db);
    const result = await runImport(db, dir, { partNumbers: async () => new Set(seed.priceLists.lists.flatMap((l) => l.entries.flatMap((e) => e.item ?? []))) });
    expect(counts(result)).toMatchObject({
      customers: { unchanged: 8 },
      contacts: { unchanged: 16 },
      "web-users": { unchanged: 6 },
      prices: { unchanged: 92 },
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it("makes the same counts on a dry run, and changes nothing", async () => {
    const db = await seeded();
    await files(GOOD);
    const before = await snapshot(db);
    const dry = await runImport(db, dir, { partNumbers, dryRun: true });
    expect(dry).toMatchObject({ ok: true, dryRun: true });
    expect(await snapshot(db)).toEqual(before);
    expect(counts(await runImport(db, dir, { partNumbers }))).toEqual(counts(dry));
  });

  it("reports every bad row of every file and changes nothing", async () => {
    const db = await seeded();
    await files({
      ...GOOD,
      "prices.csv": "price_list,value_type,schedule,item,value\nPROJECT-X,Actual,,NO-SUCH-PN,7.77\nPROJECT-X,Actual,,GCX1111-10,seven\n",
      "contacts.csv": GOOD["contacts.csv"].replace("C-3001,Ada", "C-9999,Ada"),
      // Maria's address belongs to WU-2001 already.
      "web-users.csv": GOOD["web-users.csv"].replace("ada.moss@example.com", "MARIA.gonzalez@example.com"),
      "customer.csv": "id\n",
    });
    const before = await snapshot(db);
    const result = await runImport(db, dir, { partNumbers });
    expect(result.ok ? [] : result.problems).toEqual([
      'contacts.csv:2: customer "C-9999" does not exist',
      "customer.csv:1: unknown file; the import reads price-lists.csv, prices.csv, customers.csv, contacts.csv, web-users.csv, price-lists.json, customers.json",
      'prices.csv:2: product "NO-SUCH-PN" does not exist',
      "prices.csv:3: value: value must be a numeric string",
      'web-users.csv:2: e-mail "MARIA.gonzalez@example.com" belongs to web user WU-2001',
    ]);
    expect(await snapshot(db)).toEqual(before);
  });

  it("leaves the previous data in place when a write fails half-way", async () => {
    const db = await seeded();
    await files(GOOD);
    // A failure no check foresees, after the price lists and the customer are written: the contact's insert fails.
    await db.exec(`CREATE FUNCTION refuse_contact() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.id = 'CT-7001' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_contact BEFORE INSERT ON contacts FOR EACH ROW EXECUTE FUNCTION refuse_contact();`);
    const before = await snapshot(db);
    await expect(runImport(db, dir, { partNumbers })).rejects.toThrow(/disk full/);
    expect(await snapshot(db)).toEqual(before);
  });

  it("keeps what was imported when the server starts again on the same seed files", async () => {
    const db = await seeded();
    const changed = structuredClone(seed.priceLists);
    changed.lists.find((l) => l.name === "DIST-STOCKING")!.entries.unshift({ valueType: "Actual", schedule: "", item: "GCX1111-10", value: "7.77" });
    await writeFile(path.join(dir, "price-lists.json"), JSON.stringify(changed));
    await runImport(db, dir, { partNumbers: async () => new Set(changed.lists.flatMap((l) => l.entries.flatMap((e) => e.item ?? []))) });
    await seedDatabase(db, seed);
    expect(await db.query(`SELECT item, value FROM price_list_entries WHERE list_name = 'DIST-STOCKING' AND position = 0`)).toEqual([
      { item: "GCX1111-10", value: "7.77" },
    ]);
  });

  it("stores the catalogue's dataset with the tables, a dry run stores nothing, and the same files again change nothing", async () => {
    const db = await seeded();
    await files({ ...GOOD, "products.json": '["GCX-NEW-1"]', "prices.csv": "price_list,value_type,schedule,item,value\nPROJECT-X,Actual,,GCX-NEW-1,1.50\n" });
    const dry = await runImport(db, dir, { partNumbers, catalogue, dryRun: true });
    expect(dry).toMatchObject({ ok: true, catalogue: true, dryRun: true });
    expect(await storedDatasets(db)).toEqual([]);

    // The prices name the catalogue's new product: the import's own catalogue is the one they are checked against.
    expect(await runImport(db, dir, { partNumbers, catalogue })).toMatchObject({ ok: true, catalogue: true });
    const ndjson = '{"_id":"product-GCX1111-10"}\n{"_id":"product-GCX-NEW-1"}\n';
    expect(await currentDataset(db)).toEqual({ hash: datasetHash(ndjson), build: catalogue.committed });
    expect(await storedCatalogue(db)).toEqual(["GCX1111-10", "GCX-NEW-1"]);
    const stored = await storedDatasets(db);
    expect(await runImport(db, dir, { partNumbers, catalogue })).toMatchObject({ ok: true, catalogue: false });
    expect(await storedDatasets(db)).toEqual(stored);
  });

  it("stores nothing for a catalogue that builds the committed dataset again", async () => {
    const db = await seeded();
    await files({ "products.json": '["GCX1111-10"]' });
    expect(await runImport(db, dir, { partNumbers, catalogue })).toMatchObject({ ok: true, catalogue: false });
    expect(await storedDatasets(db)).toEqual([]);
  });

  it("reports the catalogue's bad rows with the tables' and changes nothing", async () => {
    const db = await seeded();
    await files({ "products.json": '["GCX-NEW-1"]' });
    await runImport(db, dir, { partNumbers, catalogue });
    const stored = await storedDatasets(db);
    const before = await snapshot(db);
    await files({ ...GOOD, "products.json": '["GCX-NEW-2", "BAD"]', "contacts.csv": GOOD["contacts.csv"].replace("C-3001,Ada", "C-9999,Ada") });
    expect(await runImport(db, dir, { partNumbers, catalogue })).toEqual({
      ok: false,
      problems: ['contacts.csv:2: customer "C-9999" does not exist', "products.json:3: pn: bad"],
    });
    expect(await storedDatasets(db)).toEqual(stored);
    expect(await snapshot(db)).toEqual(before);
  });

  it("builds the catalogue imported beside another release's content again with this release's, even with no file given", async () => {
    const db = await seeded();
    await files({ "products.json": '["GCX-NEW-1"]' });
    await runImport(db, dir, { partNumbers, catalogue });
    // The next release ships other strings: its committed dataset, and every dataset it builds, differ.
    const nextRelease: CatalogueImport = {
      ...catalogue,
      committed: datasetHash("release 2"),
      prepare: async (from, given, stored) => {
        const prepared = await catalogue.prepare(from, given, stored);
        return prepared.ok ? { ...prepared, ndjson: `${prepared.ndjson}{"_id":"strings-release-2"}\n` } : prepared;
      },
    };
    expect(await runImport(db, null, { partNumbers, catalogue: nextRelease })).toMatchObject({ ok: true, catalogue: true });
    const ndjson = '{"_id":"product-GCX1111-10"}\n{"_id":"product-GCX-NEW-1"}\n{"_id":"strings-release-2"}\n';
    expect(await currentDataset(db)).toEqual({ hash: datasetHash(ndjson), build: nextRelease.committed });
    expect(await storedCatalogue(db)).toEqual(["GCX1111-10", "GCX-NEW-1"]);
    // Built with this release's content already: nothing to do.
    const stored = await storedDatasets(db);
    expect(await runImport(db, null, { partNumbers, catalogue: nextRelease })).toMatchObject({ ok: true, catalogue: false });
    expect(await storedDatasets(db)).toEqual(stored);
  });

  it("leaves the previous catalogue in place when a write fails half-way", async () => {
    const db = await seeded();
    await files({ "products.json": '["GCX-NEW-1"]' });
    await runImport(db, dir, { partNumbers, catalogue });
    const stored = await storedDatasets(db);
    await files({ ...GOOD, "products.json": '["GCX-NEW-2"]' });
    await db.exec(`CREATE FUNCTION refuse_contact() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.id = 'CT-7001' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_contact BEFORE INSERT ON contacts FOR EACH ROW EXECUTE FUNCTION refuse_contact();`);
    await expect(runImport(db, dir, { partNumbers, catalogue })).rejects.toThrow(/disk full/);
    expect(await storedDatasets(db)).toEqual(stored);
    expect(await storedCatalogue(db)).toEqual(["GCX1111-10", "GCX-NEW-1"]);
  });
});
