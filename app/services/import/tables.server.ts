import { z } from "zod";
import { PUBLIC_PRICE_LIST_DEFAULTS } from "~/domain/price-list";
import {
  contactSchema,
  customerSchema,
  priceEntrySchema,
  priceListSchema,
  webUserSchema,
  writeContacts,
  writeCustomers,
  writePriceLists,
  writePrices,
  writeWebUsers,
  type Changes,
  type ContactRecord,
  type CustomerRecord,
  type PriceListRecord,
  type PriceRecord,
  type WebUserRecord,
} from "~/services/db/account-tables.server";
import type { Queryable } from "~/services/db/database.server";
import type { CsvColumn } from "./csv";
import { missing, type Located, type Problem } from "./problems";

/*
 * The tables `npm run import` loads (docs/import.md), in the order they are written (a row's references first).
 * Another table is one more entry here: its CSV layout, its record schema, its key, what it refers to and its write.
 */

/** What the references are checked against: this import's keys and the database's, per table, and the part numbers. */
export type Known = {
  has(table: TableName, key: string): boolean;
  isProduct(pn: string): boolean;
};

export type ImportTable<R> = {
  name: TableName;
  csv: readonly CsvColumn[];
  schema: z.ZodType<R, z.ZodTypeDef, unknown>;
  /** Two rows with the same key are a mistake; a row whose key is in the database updates it. */
  key(record: R): string;
  /** The reasons the record's references fail. */
  references(record: R, known: Known): string[];
  existingKeys(db: Queryable): Promise<string[]>;
  /** Problems of uniqueness beyond the key, among the records and against the database. */
  conflicts?(records: Located<R>[], db: Queryable): Promise<Problem[]>;
  /** `all` gives the other tables' records of the same import. */
  write(tx: Queryable, records: R[], all: (table: TableName) => unknown[] | undefined): Promise<Changes>;
};

export type TableName = "price-lists" | "prices" | "customers" | "contacts" | "web-users";

const keys = async (db: Queryable, sql: string) => (await db.query<{ key: string }>(sql)).map((r) => r.key);
const priceLists: ImportTable<PriceListRecord> = {
  name: "price-lists",
  csv: [
    { column: "name", field: "name", type: "text" },
    { column: "public", field: "public", type: "boolean" },
  ],
  schema: priceListSchema,
  key: (r) => r.name,
  references: () => [],
  existingKeys: (db) => keys(db, "SELECT name AS key FROM price_lists"),
  write: (tx, records) => writePriceLists(tx, records),
};

const prices: ImportTable<PriceRecord> = {
  name: "prices",
  csv: [
    { column: "price_list", field: "priceList", type: "text" },
    { column: "value_type", field: "valueType", type: "text" },
    { column: "schedule", field: "schedule", type: "text" },
    { column: "item", field: "item", type: "text?" },
    { column: "value", field: "value", type: "text" },
  ],
  schema: priceEntrySchema.extend({ priceList: priceListSchema.shape.name }),
  // A second entry for the same part number or schedules in a list would never apply: the first one wins.
  key: (r) => (r.item === null ? `${r.priceList} schedule ${r.schedule}` : `${r.priceList} item ${r.item}`),
  references: (r, known) => [
    ...missing("price list", r.priceList, known.has("price-lists", r.priceList)),
    ...missing("product", r.item, r.item === null || known.isProduct(r.item)),
  ],
  existingKeys: async () => [],
  // The import's price lists get exactly its entries, even none.
  write: (tx, records, all) =>
    writePrices(
      tx,
      records,
      ((all("price-lists") ?? []) as PriceListRecord[]).map((l) => l.name),
    ),
};

const customers: ImportTable<CustomerRecord> = {
  name: "customers",
  csv: [
    { column: "id", field: "id", type: "text" },
    { column: "name", field: "name", type: "text" },
    { column: "taxable", field: "taxable", type: "boolean" },
    { column: "price_list", field: "priceList", type: "text" },
    { column: "ar_term", field: "arTerm", type: "text" },
    { column: "cust_type", field: "custType", type: "text" },
    { column: "is_free_ground_at", field: "isFreeGroundAt", type: "number?" },
    { column: "territory", field: "territory", type: "text" },
    { column: "rep", field: "rep", type: "text" },
    { column: "segment", field: "segment", type: "integer?" },
    { column: "primary_contact_id", field: "primaryContactId", type: "text?" },
    { column: "tax_verification_note", field: "taxVerificationNote", type: "text" },
    { column: "tax_verification_completed", field: "taxVerificationCompleted", type: "boolean" },
  ],
  schema: customerSchema,
  key: (r) => r.id,
  references: (r, known) => [
    // The public list's aliases name it too (docs/pricing.md).
    ...missing("price list", r.priceList, known.has("price-lists", r.priceList) || PUBLIC_PRICE_LIST_DEFAULTS.defaultPriceListAliases.includes(r.priceList)),
    ...missing("contact", r.primaryContactId, r.primaryContactId === null || known.has("contacts", r.primaryContactId)),
  ],
  existingKeys: (db) => keys(db, "SELECT id AS key FROM customers"),
  write: (tx, records) => writeCustomers(tx, records),
};

const contacts: ImportTable<ContactRecord> = {
  name: "contacts",
  csv: [
    { column: "id", field: "id", type: "text" },
    { column: "customer_id", field: "customerId", type: "text" },
    { column: "name_first", field: "nameFirst", type: "text" },
    { column: "name_last", field: "nameLast", type: "text" },
    { column: "name_company", field: "nameCompany", type: "text" },
    { column: "phone1", field: "phone1", type: "text" },
    { column: "address_line1", field: "addressLine1", type: "text" },
    { column: "address_line2", field: "addressLine2", type: "text", optional: true },
    { column: "address_city", field: "addressCity", type: "text" },
    { column: "address_country", field: "addressCountry", type: "text" },
    { column: "address_state", field: "addressState", type: "text" },
    { column: "address_postal_code", field: "addressPostalCode", type: "text" },
    { column: "taxable", field: "taxable", type: "boolean" },
  ],
  schema: contactSchema.extend({ customerId: customerSchema.shape.id }),
  key: (r) => r.id,
  references: (r, known) => missing("customer", r.customerId, known.has("customers", r.customerId)),
  existingKeys: (db) => keys(db, "SELECT id AS key FROM contacts"),
  write: (tx, records) => writeContacts(tx, records, "update"),
};

const webUsers: ImportTable<WebUserRecord> = {
  name: "web-users",
  csv: [
    { column: "id", field: "id", type: "text" },
    { column: "email", field: "email", type: "text" },
    { column: "name_first", field: "nameFirst", type: "text?" },
    { column: "name_last", field: "nameLast", type: "text?" },
    { column: "customer_ids", field: "customerIds", type: "list" },
    { column: "primary_customer_id", field: "primaryCustomerId", type: "text?" },
    { column: "shipping_contact_id", field: "shippingContactId", type: "text?" },
    { column: "billing_contact_id", field: "billingContactId", type: "text?" },
  ],
  schema: webUserSchema,
  key: (r) => r.id,
  references: (r, known) => [
    ...r.customerIds.flatMap((id) => missing("customer", id, known.has("customers", id))),
    ...missing("customer", r.primaryCustomerId, r.primaryCustomerId === null || known.has("customers", r.primaryCustomerId)),
    ...missing("contact", r.shippingContactId, r.shippingContactId === null || known.has("contacts", r.shippingContactId)),
    ...missing("contact", r.billingContactId, r.billingContactId === null || known.has("contacts", r.billingContactId)),
  ],
  existingKeys: (db) => keys(db, "SELECT id AS key FROM web_users"),
  // E-mail addresses are unique whatever their case, and the shop's own users have them too.
  async conflicts(records, db) {
    const owners = new Map<string, string>();
    const taken = await db.query<{ id: string; email: string }>("SELECT id, lower(email) AS email FROM web_users WHERE lower(email) = ANY($1::text[])", [
      records.map((r) => r.record.email.toLowerCase()),
    ]);
    for (const { id, email } of taken) owners.set(email, id);
    const problems: Problem[] = [];
    const seen = new Map<string, string>();
    for (const { at, record } of records) {
      const email = record.email.toLowerCase();
      const first = seen.get(email);
      const owner = owners.get(email);
      if (first) problems.push(`${at}: e-mail "${record.email}" is already given at ${first}`);
      else if (owner && owner !== record.id) problems.push(`${at}: e-mail "${record.email}" belongs to web user ${owner}`);
      seen.set(email, first ?? at);
    }
    return problems;
  },
  write: (tx, records) => writeWebUsers(tx, records, "update"),
};

/** In writing order. */
export const IMPORT_TABLES = [priceLists, prices, customers, contacts, webUsers] as unknown as readonly ImportTable<unknown>[];
