import type { Database, Queryable } from "./database.server";
import { getDb } from "./index.server";
import { CONTACT_COLUMNS, toContact, type ContactRow } from "./rows.server";
import type { Contact } from "./types";

/** A contact's own fields, as written (the address book's form, or a new customer's primary contact). */
export type NewContact = Omit<Contact, "id" | "customerId">;

/** A contact as the address book lists it: with whether it is its customer's primary contact (the read-only rule). */
export type ListedContact = Contact & { isPrimary: boolean };

/** The web user's default billing and shipping contacts; `undefined` leaves one as it is, `null` clears it. */
export type DefaultContacts = { billingContactId: string | null; shippingContactId: string | null };

type ListedRow = ContactRow & { is_primary: boolean };

const toListed = (r: ListedRow): ListedContact => ({ ...toContact(r), isPrimary: r.is_primary });

// Each contact with whether its customer names it as primary contact.
const LISTED = `SELECT ct.*, coalesce(ct.id = cu.primary_contact_id, false) AS is_primary
  FROM (SELECT ${CONTACT_COLUMNS} FROM contacts) ct JOIN customers cu ON cu.id = ct.customer_id`;

/** The written columns, in the order of `contactValues`. */
const WRITTEN = `name_first, name_last, name_company, phone1, address_line1, address_line2, address_city, address_country,
  address_state, address_postal_code, taxable`;

const contactValues = (c: NewContact) => [
  c.nameFirst,
  c.nameLast,
  c.nameCompany,
  c.phone1,
  c.addressLine1,
  c.addressLine2,
  c.addressCity,
  c.addressCountry,
  c.addressState,
  c.addressPostalCode,
  c.taxable,
];

/** Adds a contact to the customer (inside the caller's transaction when `q` is one); answers its id. */
export async function insertContact(q: Queryable, customerId: string, contact: NewContact): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO contacts (customer_id, ${WRITTEN}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [customerId, ...contactValues(contact)],
  );
  return row!.id;
}

/** The customers' contacts (addresses), and the web user's chosen billing and shipping contacts. */
export function createContactRepository(db: Database) {
  async function findContact(id: string): Promise<ListedContact | null> {
    const [row] = await db.query<ListedRow>(`${LISTED} WHERE ct.id = $1`, [id]);
    return row ? toListed(row) : null;
  }

  return {
    /** Every contact of these customers, grouped in the customers' order, each customer's in id order. */
    async listContacts(customerIds: string[]): Promise<ListedContact[]> {
      if (customerIds.length === 0) return [];
      const rows = await db.query<ListedRow>(
        `${LISTED} WHERE ct.customer_id = ANY($1::text[])
         ORDER BY array_position($1::text[], ct.customer_id), length(ct.id), ct.id -- ids in numeric order`,
        [customerIds],
      );
      return rows.map(toListed);
    },

    findContact,

    async addContact(customerId: string, contact: NewContact): Promise<ListedContact> {
      return (await findContact(await insertContact(db, customerId, contact)))!;
    },

    /** Overwrites the contact's fields; null when there is no such contact. */
    async updateContact(id: string, contact: NewContact): Promise<ListedContact | null> {
      const updated = await db.query(
        `UPDATE contacts SET (${WRITTEN}, updated_at) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now()) WHERE id = $1 RETURNING id`,
        [id, ...contactValues(contact)],
      );
      return updated.length > 0 ? findContact(id) : null;
    },

    /**
     * Deletes the contact; false when there was none. Web users that chose it for billing or shipping, and a
     * customer that named it primary contact, point at nothing afterwards (the foreign keys set them null).
     */
    async deleteContact(id: string): Promise<boolean> {
      return (await db.query("DELETE FROM contacts WHERE id = $1 RETURNING id", [id])).length > 0;
    },

    /** Which of `ids` are contacts of a customer the web user with this (normalized) e-mail belongs to. */
    async ownedContactIds(email: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.query<{ id: string }>(
        `SELECT ct.id FROM contacts ct
         JOIN web_user_customers wc ON wc.customer_id = ct.customer_id
         JOIN web_users wu ON wu.id = wc.web_user_id
         WHERE lower(wu.email) = $1 AND ct.id = ANY($2::text[])`,
        [email, ids],
      );
      return new Set(rows.map((row) => row.id));
    },

    /** The web user's default contacts; null for an unknown web user. */
    async findDefaultContacts(webUserId: string): Promise<DefaultContacts | null> {
      const [row] = await db.query<{ billing_contact_id: string | null; shipping_contact_id: string | null }>(
        "SELECT billing_contact_id, shipping_contact_id FROM web_users WHERE id = $1",
        [webUserId],
      );
      return row ? { billingContactId: row.billing_contact_id, shippingContactId: row.shipping_contact_id } : null;
    },

    /** Sets the given defaults (an absent one stays as it is); answers both as saved, null for an unknown web user. */
    async setDefaultContacts(webUserId: string, defaults: Partial<DefaultContacts>): Promise<DefaultContacts | null> {
      const [row] = await db.query<{ billing_contact_id: string | null; shipping_contact_id: string | null }>(
        `UPDATE web_users SET
           billing_contact_id = CASE WHEN $2::boolean THEN $3::text ELSE billing_contact_id END,
           shipping_contact_id = CASE WHEN $4::boolean THEN $5::text ELSE shipping_contact_id END
         WHERE id = $1 RETURNING billing_contact_id, shipping_contact_id`,
        [
          webUserId,
          defaults.billingContactId !== undefined,
          defaults.billingContactId ?? null,
          defaults.shippingContactId !== undefined,
          defaults.shippingContactId ?? null,
        ],
      );
      return row ? { billingContactId: row.billing_contact_id, shippingContactId: row.shipping_contact_id } : null;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;

/** The repository on the process-wide database. */
export const contactRepository = async () => createContactRepository(await getDb());
