import type { Database } from "./database.server";
import { getDb } from "./index.server";
import { CONTACT_COLUMNS, WEB_USER_COLUMNS, toContact, toCustomer, toWebUser, type ContactRow, type CustomerRow, type WebUserRow } from "./rows.server";
import type { Contact, WebUser, WebUserWithCustomers } from "./types";

/** Reads of web users and their customers (with each customer's primary contact). */
export function createCustomerRepository(db: Database) {
  async function contactsById(ids: string[]): Promise<Map<string, Contact>> {
    if (ids.length === 0) return new Map();
    const rows = await db.query<ContactRow>(`SELECT ${CONTACT_COLUMNS} FROM contacts WHERE id = ANY($1::text[])`, [ids]);
    return new Map(rows.map((r) => [r.id, toContact(r)]));
  }

  return {
    /** The web user with this e-mail address, whatever its case. */
    async findWebUserByEmail(email: string): Promise<WebUser | null> {
      const [row] = await db.query<WebUserRow>(`SELECT ${WEB_USER_COLUMNS} FROM web_users WHERE lower(email) = lower($1)`, [email.trim()]);
      return row ? toWebUser(row) : null;
    },

    /** The web user with its customers (in their stored order) and each customer's primary contact. */
    async getWebUserWithCustomers(id: string): Promise<WebUserWithCustomers | null> {
      const [userRow] = await db.query<WebUserRow>(`SELECT ${WEB_USER_COLUMNS} FROM web_users WHERE id = $1`, [id]);
      if (!userRow) return null;
      const user = toWebUser(userRow);
      // The linked customers, then the primary customer when it is not one of them (position null sorts last).
      const customerRows = await db.query<CustomerRow & { position: number | null }>(
        `SELECT c.*, l.position
         FROM customers c
         LEFT JOIN web_user_customers l ON l.customer_id = c.id AND l.web_user_id = $1
         WHERE l.web_user_id IS NOT NULL OR c.id = $2
         ORDER BY l.position NULLS LAST`,
        [id, user.primaryCustomerId],
      );
      const contacts = await contactsById(customerRows.flatMap((r) => (r.primary_contact_id ? [r.primary_contact_id] : [])));
      const customers = customerRows.map((r) => ({
        linked: r.position !== null,
        customer: toCustomer(r, (r.primary_contact_id && contacts.get(r.primary_contact_id)) || null),
      }));
      return {
        ...user,
        primaryCustomer: customers.find((c) => c.customer.id === user.primaryCustomerId)?.customer ?? null,
        customers: customers.filter((c) => c.linked).map((c) => c.customer),
      };
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;

const customers = async () => createCustomerRepository(await getDb());

export const findWebUserByEmail = async (email: string) => (await customers()).findWebUserByEmail(email);
export const getWebUserWithCustomers = async (id: string) => (await customers()).getWebUserWithCustomers(id);
