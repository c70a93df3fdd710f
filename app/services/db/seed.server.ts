import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { Database, Queryable } from "./database.server";

/** The committed copies of the catalogue's business tables (written by the import script). */
export const SEED_FILES = {
  customers: path.resolve("content/seed/customers.json"),
  priceLists: path.resolve("content/seed/price-lists.json"),
};

/** Arbitrary constant: processes starting together seed one after the other. */
const SEED_LOCK = 727_002;

const contactSchema = z.object({
  id: z.string().min(1),
  nameFirst: z.string(),
  nameLast: z.string(),
  nameCompany: z.string(),
  phone1: z.string(),
  addressLine1: z.string(),
  addressCity: z.string(),
  addressCountry: z.string(),
  addressState: z.string(),
  addressPostalCode: z.string(),
  taxable: z.boolean(),
});

const customersFileSchema = z.object({
  customers: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string(),
      taxable: z.boolean(),
      priceList: z.string(),
      arTerm: z.string(),
      custType: z.string(),
      isFreeGroundAt: z.number().nullable(),
      territory: z.string(),
      rep: z.string(),
      segment: z.number().int().nullable(),
      primaryContactId: z.string().nullable(),
      taxVerificationNote: z.string(),
      taxVerificationCompleted: z.boolean(),
      contacts: z.array(contactSchema),
    }),
  ),
  webUsers: z.array(
    z.object({
      id: z.string().min(1),
      email: z.string().email(),
      nameFirst: z.string().nullish(),
      nameLast: z.string().nullish(),
      customerIds: z.array(z.string()),
      primaryCustomerId: z.string().nullable(),
      shippingContactId: z.string().nullable(),
      billingContactId: z.string().nullable(),
    }),
  ),
});

const priceListsFileSchema = z.object({
  lists: z.array(
    z.object({
      name: z.string().min(1),
      public: z.boolean(),
      entries: z.array(
        z.object({
          valueType: z.string(),
          schedule: z.string(),
          item: z.string().nullable(),
          value: z.string().regex(/^-?\d+(\.\d+)?$/, "value must be a numeric string"),
        }),
      ),
    }),
  ),
});

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

/** Runs `sql` with `rows` as its `$1` (a jsonb array), so a whole table is written in one statement. */
function writeRows(tx: Queryable, sql: string, rows: object[]) {
  return rows.length === 0 ? Promise.resolve([]) : tx.query(sql, [JSON.stringify(rows)]);
}

const emptyToNull = (s: string | null | undefined) => (s ? s : null);

/**
 * Loads the catalogue's customers, contacts, web users and price lists, keeping their ids and order.
 * Idempotent: a second run changes no row. The catalogue stays authoritative for price lists and
 * customer accounts (rows are updated when the export changes), while contacts and web users are only
 * inserted when missing, because people edit their addresses and names in the shop.
 */
export async function seedDatabase(db: Database, data?: SeedData): Promise<void> {
  const { customers: accounts, priceLists } = data ?? (await readSeedData());
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SEED_LOCK]);

    await writeRows(
      tx,
      `INSERT INTO price_lists (name, public)
       SELECT name, public FROM jsonb_to_recordset($1::jsonb) AS r(name text, public boolean)
       ON CONFLICT (name) DO UPDATE SET public = EXCLUDED.public
       WHERE price_lists.public IS DISTINCT FROM EXCLUDED.public`,
      priceLists.lists.map(({ name, public: isPublic }) => ({ name, public: isPublic })),
    );
    await writeRows(
      tx,
      `INSERT INTO price_list_entries (list_name, position, value_type, schedule, item, value)
       SELECT list_name, position, value_type, schedule, item, value
       FROM jsonb_to_recordset($1::jsonb)
         AS r(list_name text, position integer, value_type text, schedule text, item text, value text)
       ON CONFLICT (list_name, position) DO UPDATE
         SET value_type = EXCLUDED.value_type, schedule = EXCLUDED.schedule, item = EXCLUDED.item, value = EXCLUDED.value
       WHERE (price_list_entries.value_type, price_list_entries.schedule, price_list_entries.item, price_list_entries.value)
         IS DISTINCT FROM (EXCLUDED.value_type, EXCLUDED.schedule, EXCLUDED.item, EXCLUDED.value)`,
      priceLists.lists.flatMap((list) =>
        list.entries.map((e, position) => ({
          list_name: list.name,
          position,
          value_type: e.valueType,
          schedule: e.schedule,
          item: e.item,
          value: e.value,
        })),
      ),
    );
    // Entries past the end of a shortened list.
    await writeRows(
      tx,
      `DELETE FROM price_list_entries e USING jsonb_to_recordset($1::jsonb) AS r(name text, length integer)
       WHERE e.list_name = r.name AND e.position >= r.length`,
      priceLists.lists.map((list) => ({ name: list.name, length: list.entries.length })),
    );

    await writeRows(
      tx,
      `INSERT INTO customers (id, name, taxable, price_list, ar_term, cust_type, is_free_ground_at, territory, rep,
                              segment, primary_contact_id, tax_verification_note, tax_verification_completed)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id text, name text, taxable boolean, price_list text,
         ar_term text, cust_type text, is_free_ground_at numeric, territory text, rep text, segment integer,
         primary_contact_id text, tax_verification_note text, tax_verification_completed boolean)
       ON CONFLICT (id) DO UPDATE SET
         name = EXCLUDED.name, taxable = EXCLUDED.taxable, price_list = EXCLUDED.price_list, ar_term = EXCLUDED.ar_term,
         cust_type = EXCLUDED.cust_type, is_free_ground_at = EXCLUDED.is_free_ground_at, territory = EXCLUDED.territory,
         rep = EXCLUDED.rep, segment = EXCLUDED.segment, primary_contact_id = EXCLUDED.primary_contact_id,
         tax_verification_note = EXCLUDED.tax_verification_note,
         tax_verification_completed = EXCLUDED.tax_verification_completed
       WHERE (customers.name, customers.taxable, customers.price_list, customers.ar_term, customers.cust_type,
              customers.is_free_ground_at, customers.territory, customers.rep, customers.segment,
              customers.primary_contact_id, customers.tax_verification_note, customers.tax_verification_completed)
         IS DISTINCT FROM
             (EXCLUDED.name, EXCLUDED.taxable, EXCLUDED.price_list, EXCLUDED.ar_term, EXCLUDED.cust_type,
              EXCLUDED.is_free_ground_at, EXCLUDED.territory, EXCLUDED.rep, EXCLUDED.segment,
              EXCLUDED.primary_contact_id, EXCLUDED.tax_verification_note, EXCLUDED.tax_verification_completed)`,
      accounts.customers.map((c) => ({
        id: c.id,
        name: c.name,
        taxable: c.taxable,
        price_list: c.priceList,
        ar_term: c.arTerm,
        cust_type: c.custType,
        is_free_ground_at: c.isFreeGroundAt,
        territory: c.territory,
        rep: c.rep,
        segment: c.segment,
        primary_contact_id: c.primaryContactId,
        tax_verification_note: c.taxVerificationNote,
        tax_verification_completed: c.taxVerificationCompleted,
      })),
    );
    await writeRows(
      tx,
      `INSERT INTO contacts (id, customer_id, name_first, name_last, name_company, phone1, address_line1,
                             address_city, address_country, address_state, address_postal_code, taxable)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id text, customer_id text, name_first text, name_last text,
         name_company text, phone1 text, address_line1 text, address_city text, address_country text,
         address_state text, address_postal_code text, taxable boolean)
       ON CONFLICT (id) DO NOTHING`,
      accounts.customers.flatMap((c) =>
        c.contacts.map((ct) => ({
          id: ct.id,
          customer_id: c.id,
          name_first: ct.nameFirst,
          name_last: ct.nameLast,
          name_company: ct.nameCompany,
          phone1: ct.phone1,
          address_line1: ct.addressLine1,
          address_city: ct.addressCity,
          address_country: ct.addressCountry,
          address_state: ct.addressState,
          address_postal_code: ct.addressPostalCode,
          taxable: ct.taxable,
        })),
      ),
    );
    // No conflict target: a web user the shop already created with the same e-mail also stays as it is.
    await writeRows(
      tx,
      `INSERT INTO web_users (id, email, name_first, name_last, primary_customer_id, shipping_contact_id, billing_contact_id)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id text, email text, name_first text, name_last text,
         primary_customer_id text, shipping_contact_id text, billing_contact_id text)
       ON CONFLICT DO NOTHING`,
      accounts.webUsers.map((u) => ({
        id: u.id,
        email: u.email,
        name_first: emptyToNull(u.nameFirst),
        name_last: emptyToNull(u.nameLast),
        primary_customer_id: u.primaryCustomerId,
        shipping_contact_id: u.shippingContactId,
        billing_contact_id: u.billingContactId,
      })),
    );
    await writeRows(
      tx,
      `INSERT INTO web_user_customers (web_user_id, customer_id, position)
       SELECT r.* FROM jsonb_to_recordset($1::jsonb) AS r(web_user_id text, customer_id text, position integer)
       JOIN web_users u ON u.id = r.web_user_id
       ON CONFLICT DO NOTHING`,
      accounts.webUsers.flatMap((u) => u.customerIds.map((customerId, position) => ({ web_user_id: u.id, customer_id: customerId, position }))),
    );

    await advanceIdSequences(tx);
  });
}

/** Moves each id sequence past the highest number in use, so ids the shop creates never collide. */
async function advanceIdSequences(tx: Queryable): Promise<void> {
  const sequences = [
    { table: "customers", prefix: "C", sequence: "customer_number_seq" },
    { table: "contacts", prefix: "CT", sequence: "contact_number_seq" },
    { table: "web_users", prefix: "WU", sequence: "web_user_number_seq" },
  ];
  for (const { table, prefix, sequence } of sequences) {
    await tx.query(
      `SELECT setval('${sequence}', m.top)
       FROM (SELECT max(substring(id FROM '^${prefix}-(\\d+)$')::bigint) AS top FROM ${table}) m, ${sequence} s
       WHERE m.top > s.last_value OR (m.top = s.last_value AND NOT s.is_called)`,
    );
  }
}
