import type { NewCustomer } from "~/domain/customer-provisioning";
import type { Database, Queryable } from "./database.server";
import { insertContact, type NewContact } from "./contacts.server";
import { WEB_USER_COLUMNS, toWebUser, type WebUserRow } from "./rows.server";
import type { WebUser } from "./types";

/** Writes of sign-in: web users created at first sign-in, their names, and their first customer. */
export function createWebUserWriter(db: Database) {
  return {
    /** The web user with this address, created (without names or customers) when new. */
    async ensureWebUser(email: string): Promise<WebUser> {
      await db.query("INSERT INTO web_users (email) VALUES ($1) ON CONFLICT ((lower(email))) DO NOTHING", [email.trim()]);
      const [row] = await db.query<WebUserRow>(`SELECT ${WEB_USER_COLUMNS} FROM web_users WHERE lower(email) = lower($1)`, [email.trim()]);
      return toWebUser(row!);
    },

    async setNames(webUserId: string, nameFirst: string, nameLast: string): Promise<void> {
      await db.query("UPDATE web_users SET name_first = $2, name_last = $3 WHERE id = $1", [webUserId, nameFirst, nameLast]);
    },

    /**
     * Creates the customer (with `contact`, when given, as its primary contact), links it after the user's
     * other customers and makes it the primary customer when none is set. Answers the new customer id, or
     * null when `mayAdd` refuses the number of customers the user already holds.
     */
    async addCustomer(
      webUserId: string,
      customer: NewCustomer,
      contact: NewContact | null,
      mayAdd: (count: number) => boolean = () => true,
    ): Promise<string | null> {
      return db.transaction(async (tx: Queryable) => {
        // The web user's row locked: parallel additions are counted one after the other, never past the bound together.
        await tx.query("SELECT 1 FROM web_users WHERE id = $1 FOR UPDATE", [webUserId]);
        const [held] = await tx.query<{ count: number }>("SELECT count(*)::int AS count FROM web_user_customers WHERE web_user_id = $1", [webUserId]);
        if (!mayAdd(held!.count)) return null;
        const [created] = await tx.query<{ id: string }>(
          `INSERT INTO customers (name, taxable, price_list, ar_term, territory, rep, segment, self_service)
           VALUES ($1, $2, $3, $4, $5, $6, $7, true) RETURNING id`,
          [customer.name, customer.taxable, customer.priceList, customer.arTerm, customer.territory, customer.rep, customer.segment],
        );
        const customerId = created!.id;
        if (contact) {
          const contactId = await insertContact(tx, customerId, contact);
          await tx.query("UPDATE customers SET primary_contact_id = $2 WHERE id = $1", [customerId, contactId]);
        }
        await tx.query(
          `INSERT INTO web_user_customers (web_user_id, customer_id, position)
           SELECT $1, $2, coalesce(max(position) + 1, 0) FROM web_user_customers WHERE web_user_id = $1`,
          [webUserId, customerId],
        );
        await tx.query("UPDATE web_users SET primary_customer_id = coalesce(primary_customer_id, $2) WHERE id = $1", [webUserId, customerId]);
        return customerId;
      });
    },

    /**
     * Makes one of the web user's customers (linked, or the primary one) its primary (active) one; false when it
     * is not theirs. A primary customer the ERP never linked is linked after the others when the user switches
     * away from it, so it stays theirs to switch back to (docs/accounts.md#web-user-and-customers).
     */
    async setPrimaryCustomer(webUserId: string, customerId: string): Promise<boolean> {
      return db.transaction(async (tx: Queryable) => {
        const [user] = await tx.query<{ primary_customer_id: string | null }>("SELECT primary_customer_id FROM web_users WHERE id = $1 FOR UPDATE", [
          webUserId,
        ]);
        if (!user) return false;
        const [linked] = await tx.query("SELECT 1 FROM web_user_customers WHERE web_user_id = $1 AND customer_id = $2", [webUserId, customerId]);
        const current = user.primary_customer_id;
        if (!linked && current !== customerId) return false;
        if (current && current !== customerId) {
          await tx.query(
            `INSERT INTO web_user_customers (web_user_id, customer_id, position)
             SELECT $1, $2, coalesce(max(position) + 1, 0) FROM web_user_customers WHERE web_user_id = $1
             ON CONFLICT (web_user_id, customer_id) DO NOTHING`,
            [webUserId, current],
          );
        }
        await tx.query("UPDATE web_users SET primary_customer_id = $2 WHERE id = $1", [webUserId, customerId]);
        return true;
      });
    },

    /** Renames a customer the shop created; false for an ERP customer or an unknown id. */
    async renameSelfServiceCustomer(customerId: string, name: string): Promise<boolean> {
      const updated = await db.query<{ id: string }>("UPDATE customers SET name = $2 WHERE id = $1 AND self_service RETURNING id", [customerId, name]);
      return updated.length === 1;
    },
  };
}

export type WebUserWriter = ReturnType<typeof createWebUserWriter>;
