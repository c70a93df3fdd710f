import { z } from "zod";
import { COMPANY_NAME_MAX } from "~/domain/accounts/company-limits";
import { EMAIL_MAX, hasControlCharacters, PERSON_NAME_MAX } from "~/domain/forms/text";
import type { Queryable } from "./database.server";

/*
 * The business tables as the catalogue export holds them (price lists, customers, contacts, web users), their row
 * schemas and their writes: shared by the seed at start (content/seed) and the operator's import (docs/import.md).
 */

/** Arbitrary constant: seeds and imports write these tables one after the other. */
export const ACCOUNT_TABLES_LOCK = 727_002;

/** Ids, list names, terms and codes. */
export const KEY_MAX = 64;
/** Addresses, phone numbers, notes. */
export const TEXT_MAX = 200;

const text = (max = TEXT_MAX, min = 0) =>
  z
    .string()
    .min(min, "must not be empty")
    .max(max, `longer than ${max} characters`)
    .refine((s) => !hasControlCharacters(s), "holds control characters");
const key = () => text(KEY_MAX, 1);

export const priceListSchema = z.object({ name: key(), public: z.boolean() });
export const priceEntrySchema = z.object({
  valueType: text(KEY_MAX),
  schedule: text(),
  item: key().nullable(),
  value: z.string().regex(/^-?\d+(\.\d+)?$/, "value must be a numeric string"),
});
export const customerSchema = z.object({
  id: key(),
  name: text(COMPANY_NAME_MAX),
  taxable: z.boolean(),
  priceList: key(),
  arTerm: text(KEY_MAX),
  custType: text(KEY_MAX),
  isFreeGroundAt: z.number().nonnegative().nullable(),
  territory: text(KEY_MAX),
  rep: text(KEY_MAX),
  segment: z.number().int().nullable(),
  primaryContactId: key().nullable(),
  taxVerificationNote: text(),
  taxVerificationCompleted: z.boolean(),
});
export const contactSchema = z.object({
  id: key(),
  nameFirst: text(PERSON_NAME_MAX),
  nameLast: text(PERSON_NAME_MAX),
  nameCompany: text(COMPANY_NAME_MAX),
  phone1: text(),
  addressLine1: text(),
  /** Absent in the export: an import then keeps the line people entered in the shop. */
  addressLine2: text().optional(),
  addressCity: text(),
  addressCountry: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code"),
  addressState: text(KEY_MAX),
  addressPostalCode: text(KEY_MAX),
  taxable: z.boolean(),
});
export const webUserSchema = z.object({
  id: key(),
  email: z.string().max(EMAIL_MAX, `longer than ${EMAIL_MAX} characters`).email("not a valid e-mail address"),
  nameFirst: text(PERSON_NAME_MAX).nullish(),
  nameLast: text(PERSON_NAME_MAX).nullish(),
  customerIds: z.array(key()),
  primaryCustomerId: key().nullable(),
  shippingContactId: key().nullable(),
  billingContactId: key().nullable(),
});

/** The export's customers.json. */
export const customersFileSchema = z.object({
  customers: z.array(customerSchema.extend({ contacts: z.array(contactSchema) })),
  webUsers: z.array(webUserSchema),
});
/** The export's price-lists.json. */
export const priceListsFileSchema = z.object({
  lists: z.array(priceListSchema.extend({ entries: z.array(priceEntrySchema) })),
});

export type PriceListRecord = z.infer<typeof priceListSchema>;
export type PriceRecord = z.infer<typeof priceEntrySchema> & { priceList: string };
export type CustomerRecord = z.infer<typeof customerSchema>;
export type ContactRecord = z.infer<typeof contactSchema> & { customerId: string };
export type WebUserRecord = z.infer<typeof webUserSchema>;

/** Rows one write touched: new, and existing ones whose values changed (the rest were already as given). */
export type Changes = { inserted: number; updated: number; deleted: number };

/** An existing row the same key finds: `keep` leaves it as it is (the seed), `update` writes the given values. */
export type OnExisting = "keep" | "update";

/** Runs `sql` with `rows` as its `$1` (a jsonb array), so a whole table is written in one statement. */
function writeRows<T>(tx: Queryable, sql: string, rows: object[]): Promise<T[]> {
  return rows.length === 0 ? Promise.resolve([]) : tx.query<T>(sql, [JSON.stringify(rows)]);
}

/** Counts the rows an upsert returned with `RETURNING (xmax = 0) AS inserted` (xmax is 0 on a fresh row). */
async function upsert(tx: Queryable, sql: string, rows: object[]): Promise<Changes> {
  const written = await writeRows<{ inserted: boolean }>(tx, sql, rows);
  const inserted = written.filter((r) => r.inserted).length;
  return { inserted, updated: written.length - inserted, deleted: 0 };
}

const emptyToNull = (s: string | null | undefined) => (s ? s : null);

export function writePriceLists(tx: Queryable, lists: PriceListRecord[]): Promise<Changes> {
  return upsert(
    tx,
    `INSERT INTO price_lists (name, public)
     SELECT name, public FROM jsonb_to_recordset($1::jsonb) AS r(name text, public boolean)
     ON CONFLICT (name) DO UPDATE SET public = EXCLUDED.public
     WHERE price_lists.public IS DISTINCT FROM EXCLUDED.public
     RETURNING (xmax = 0) AS inserted`,
    lists.map(({ name, public: isPublic }) => ({ name, public: isPublic })),
  );
}

/**
 * Writes `entries` as the whole of each list in `lists` and each list they name, in their order (the first matching
 * entry wins when pricing): entries past a list's new end are deleted.
 */
export async function writePrices(tx: Queryable, entries: PriceRecord[], lists: string[]): Promise<Changes> {
  const lengths = new Map(lists.map((name) => [name, 0]));
  const positioned = entries.map((e) => {
    const position = lengths.get(e.priceList) ?? 0;
    lengths.set(e.priceList, position + 1);
    return { ...e, position };
  });
  const changes = await upsert(
    tx,
    `INSERT INTO price_list_entries (list_name, position, value_type, schedule, item, value)
     SELECT list_name, position, value_type, schedule, item, value
     FROM jsonb_to_recordset($1::jsonb)
       AS r(list_name text, position integer, value_type text, schedule text, item text, value text)
     ON CONFLICT (list_name, position) DO UPDATE
       SET value_type = EXCLUDED.value_type, schedule = EXCLUDED.schedule, item = EXCLUDED.item, value = EXCLUDED.value
     WHERE (price_list_entries.value_type, price_list_entries.schedule, price_list_entries.item, price_list_entries.value)
       IS DISTINCT FROM (EXCLUDED.value_type, EXCLUDED.schedule, EXCLUDED.item, EXCLUDED.value)
     RETURNING (xmax = 0) AS inserted`,
    positioned.map((e) => ({ list_name: e.priceList, position: e.position, value_type: e.valueType, schedule: e.schedule, item: e.item, value: e.value })),
  );
  const deleted = await writeRows(
    tx,
    `DELETE FROM price_list_entries e USING jsonb_to_recordset($1::jsonb) AS r(name text, length integer)
     WHERE e.list_name = r.name AND e.position >= r.length
     RETURNING 1`,
    [...lengths].map(([name, length]) => ({ name, length })),
  );
  return { ...changes, deleted: deleted.length };
}

export function writeCustomers(tx: Queryable, customers: CustomerRecord[]): Promise<Changes> {
  return upsert(
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
            EXCLUDED.primary_contact_id, EXCLUDED.tax_verification_note, EXCLUDED.tax_verification_completed)
     RETURNING (xmax = 0) AS inserted`,
    customers.map((c) => ({
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
}

const CONTACT_FIELDS = [
  "customer_id",
  "name_first",
  "name_last",
  "name_company",
  "phone1",
  "address_line1",
  "address_city",
  "address_country",
  "address_state",
  "address_postal_code",
  "taxable",
];

export async function writeContacts(tx: Queryable, contacts: ContactRecord[], onExisting: OnExisting): Promise<Changes> {
  const rows = contacts.map((ct) => ({
    id: ct.id,
    customer_id: ct.customerId,
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
    address_line2: ct.addressLine2 ?? null,
  }));
  const recordset = `jsonb_to_recordset($1::jsonb) AS r(id text, customer_id text, name_first text, name_last text,
    name_company text, phone1 text, address_line1 text, address_city text, address_country text, address_state text,
    address_postal_code text, taxable boolean, address_line2 text)`;
  // A contact without a second line keeps the stored one.
  const line2 = "coalesce(r.address_line2, c.address_line2)";
  const updated =
    onExisting === "keep"
      ? []
      : await writeRows(
          tx,
          `UPDATE contacts c SET ${CONTACT_FIELDS.map((f) => `${f} = r.${f}`).join(", ")}, address_line2 = ${line2}, updated_at = now()
           FROM ${recordset}
           WHERE c.id = r.id AND (${CONTACT_FIELDS.map((f) => `c.${f}`).join(", ")}, c.address_line2)
             IS DISTINCT FROM (${CONTACT_FIELDS.map((f) => `r.${f}`).join(", ")}, ${line2})
           RETURNING 1`,
          rows,
        );
  const inserted = await writeRows(
    tx,
    `INSERT INTO contacts (id, ${CONTACT_FIELDS.join(", ")}, address_line2)
     SELECT id, ${CONTACT_FIELDS.join(", ")}, coalesce(address_line2, '') FROM ${recordset}
     ON CONFLICT (id) DO NOTHING
     RETURNING 1`,
    rows,
  );
  return { inserted: inserted.length, updated: updated.length, deleted: 0 };
}

const WEB_USER_FIELDS = ["email", "name_first", "name_last", "primary_customer_id", "shipping_contact_id", "billing_contact_id"];

/** Web users with their customers, in the given order. */
export async function writeWebUsers(tx: Queryable, users: WebUserRecord[], onExisting: OnExisting): Promise<Changes> {
  // `keep` has no conflict target: a web user the shop already created with the same e-mail also stays as it is.
  const conflict =
    onExisting === "keep"
      ? "ON CONFLICT DO NOTHING"
      : `ON CONFLICT (id) DO UPDATE SET ${WEB_USER_FIELDS.map((f) => `${f} = EXCLUDED.${f}`).join(", ")}
         WHERE (${WEB_USER_FIELDS.map((f) => `web_users.${f}`).join(", ")}) IS DISTINCT FROM (${WEB_USER_FIELDS.map((f) => `EXCLUDED.${f}`).join(", ")})`;
  const written = await writeRows<{ id: string; inserted: boolean }>(
    tx,
    `INSERT INTO web_users (id, ${WEB_USER_FIELDS.join(", ")})
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id text, email text, name_first text, name_last text,
       primary_customer_id text, shipping_contact_id text, billing_contact_id text)
     ${conflict}
     RETURNING id, (xmax = 0) AS inserted`,
    users.map((u) => ({
      id: u.id,
      email: u.email,
      name_first: emptyToNull(u.nameFirst),
      name_last: emptyToNull(u.nameLast),
      primary_customer_id: u.primaryCustomerId,
      shipping_contact_id: u.shippingContactId,
      billing_contact_id: u.billingContactId,
    })),
  );
  const links = users.flatMap((u) => u.customerIds.map((customerId, position) => ({ web_user_id: u.id, customer_id: customerId, position })));
  const relinked = new Set<string>();
  if (onExisting === "update") {
    const unlinked = await writeRows<{ web_user_id: string }>(
      tx,
      `DELETE FROM web_user_customers l USING jsonb_to_recordset($1::jsonb) AS r(id text, customer_ids text[])
       WHERE l.web_user_id = r.id AND l.customer_id <> ALL (r.customer_ids)
       RETURNING l.web_user_id`,
      users.map((u) => ({ id: u.id, customer_ids: u.customerIds })),
    );
    for (const { web_user_id } of unlinked) relinked.add(web_user_id);
  }
  const linked = await writeRows<{ web_user_id: string }>(
    tx,
    `INSERT INTO web_user_customers (web_user_id, customer_id, position)
     SELECT r.* FROM jsonb_to_recordset($1::jsonb) AS r(web_user_id text, customer_id text, position integer)
     JOIN web_users u ON u.id = r.web_user_id
     ON CONFLICT (web_user_id, customer_id) ${onExisting === "keep" ? "DO NOTHING" : "DO UPDATE SET position = EXCLUDED.position WHERE web_user_customers.position <> EXCLUDED.position"}
     RETURNING web_user_id`,
    links,
  );
  for (const { web_user_id } of linked) relinked.add(web_user_id);
  // A user counts once: new, or changed in its own row or its links.
  const inserted = new Set(written.filter((r) => r.inserted).map((r) => r.id));
  const updated = new Set([...written.filter((r) => !r.inserted).map((r) => r.id), ...relinked].filter((id) => !inserted.has(id)));
  return { inserted: inserted.size, updated: updated.size, deleted: 0 };
}

/** Moves each id sequence past the highest number in use, so ids the shop creates never collide. */
export async function advanceIdSequences(tx: Queryable): Promise<void> {
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
