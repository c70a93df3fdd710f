import { frameAncestorsOf } from "~/domain/punchout-flow/partners-file";
import type { HeldUser } from "~/domain/punchout-flow/acting-buyer";
import type { PriceDifferencesSetting } from "~/domain/punchout-flow/purchase-order";
import { countDeleted } from "~/services/db/count-deleted.server";
import type { Database, Queryable } from "~/services/db/database.server";
import type { Lang } from "~/i18n/lang";

/** Tables of migration 0019 (docs/punchout.md): trading partners and their PunchOut sessions. */
export type Protocol = "cxml" | "oci";

export type Partner = {
  id: string;
  customerId: string;
  protocol: Protocol;
  domain: string;
  identity: string;
  secretHash: string;
  returnUrls: string[];
  /** What its purchase orders whose prices differ from the shop's do (docs/punchout.md#purchase-order-prices). */
  priceDifferences: PriceDifferencesSetting;
};

export type NewPartner = Omit<Partner, "secretHash"> & { secretHash: string };

export type Operation = "create" | "edit" | "inspect";

export type Credential = { domain: string; identity: string };
export type Parties = { from: Credential[]; to: Credential[] };

export type PunchOutSession = {
  id: string;
  partnerId: string;
  protocol: Protocol;
  /** The partner's customer, whom the session buys for. */
  customerId: string;
  email: string;
  userName: string | null;
  lang: Lang;
  operation: Operation;
  buyerCookie: string;
  returnUrl: string;
  target: string | null;
  items: { pn: string; quantity: number }[];
  parties: Parties;
  /** The origins that may frame the shop in this session: the partner's return URLs' (docs/punchout.md#framing). */
  frameAncestors: string[];
  ended: boolean;
};

export type NewSession = Omit<PunchOutSession, "ended" | "protocol" | "customerId" | "frameAncestors"> & { startTokenHash: string; startExpiresAt: Date };

type PartnerRow = {
  id: string;
  customer_id: string;
  protocol: Protocol;
  domain: string;
  identity: string;
  secret_hash: string;
  return_urls: string[];
  price_differences: PriceDifferencesSetting;
};
type SessionRow = {
  id: string;
  partner_id: string;
  protocol: Protocol;
  customer_id: string;
  email: string;
  user_name: string | null;
  lang: Lang;
  operation: Operation;
  buyer_cookie: string;
  return_url: string;
  target: string | null;
  items: PunchOutSession["items"] | string;
  parties: Parties | string;
  ended_at: Date | string | null;
  return_urls: string[];
};

const PARTNER_COLUMNS = "id, customer_id, protocol, domain, identity, secret_hash, return_urls, price_differences";
const SESSION_COLUMNS = ["id", "partner_id", "email", "user_name", "lang", "operation", "buyer_cookie", "return_url", "target", "items", "parties", "ended_at"]
  .map((column) => `s.${column}`)
  .concat("p.protocol", "p.customer_id", "p.return_urls")
  .join(", ");

const toPartner = (r: PartnerRow): Partner => ({
  id: r.id,
  customerId: r.customer_id,
  protocol: r.protocol,
  domain: r.domain,
  identity: r.identity,
  secretHash: r.secret_hash,
  returnUrls: r.return_urls,
  priceDifferences: r.price_differences,
});

/** jsonb arrives parsed from node-postgres and PGlite alike; a string is parsed for safety. */
const jsonOf = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

const toSession = (r: SessionRow): PunchOutSession => ({
  id: r.id,
  partnerId: r.partner_id,
  protocol: r.protocol,
  customerId: r.customer_id,
  email: r.email,
  userName: r.user_name,
  lang: r.lang,
  operation: r.operation,
  buyerCookie: r.buyer_cookie,
  returnUrl: r.return_url,
  target: r.target,
  items: jsonOf(r.items),
  parties: jsonOf(r.parties),
  frameAncestors: frameAncestorsOf(r.return_urls),
  ended: r.ended_at !== null,
});

async function heldUserIn(q: Queryable, email: string): Promise<HeldUser | null> {
  const [row] = await q.query<{ primary_customer_id: string | null; customer_ids: string[] }>(
    `SELECT w.primary_customer_id, coalesce(array_agg(l.customer_id ORDER BY l.position) FILTER (WHERE l.customer_id IS NOT NULL), '{}') AS customer_ids
     FROM web_users w LEFT JOIN web_user_customers l ON l.web_user_id = w.id WHERE lower(w.email) = lower($1) GROUP BY w.id`,
    [email.trim()],
  );
  return row ? { customerIds: row.customer_ids, primaryCustomerId: row.primary_customer_id } : null;
}

export function createPunchOutStore(db: Database) {
  return {
    /** Inserts or replaces the partner of that id; false when its customer does not exist. */
    async upsertPartner(partner: NewPartner): Promise<boolean> {
      const [customer] = await db.query("SELECT 1 FROM customers WHERE id = $1", [partner.customerId]);
      if (!customer) return false;
      await db.query(
        `INSERT INTO punchout_partners (${PARTNER_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET customer_id = EXCLUDED.customer_id, protocol = EXCLUDED.protocol, domain = EXCLUDED.domain,
           identity = EXCLUDED.identity, secret_hash = EXCLUDED.secret_hash, return_urls = EXCLUDED.return_urls,
           price_differences = EXCLUDED.price_differences, updated_at = now()`,
        [partner.id, partner.customerId, partner.protocol, partner.domain, partner.identity, partner.secretHash, partner.returnUrls, partner.priceDifferences],
      );
      return true;
    },

    /** The partner a credential names (domain and identity compared without case, as cXML credentials are). */
    async findPartner(protocol: Protocol, domain: string, identity: string): Promise<Partner | null> {
      const [row] = await db.query<PartnerRow>(
        `SELECT ${PARTNER_COLUMNS} FROM punchout_partners WHERE protocol = $1 AND lower(domain) = lower($2) AND lower(identity) = lower($3)`,
        [protocol, domain, identity],
      );
      return row ? toPartner(row) : null;
    },

    /** The customers the shop holds the address's web user as; null when no web user has the address. */
    async heldUser(email: string): Promise<HeldUser | null> {
      return heldUserIn(db, email);
    },

    /**
     * The address's web user as `heldUser` answers it, made when new in the same transaction as its link to
     * `customerId`: a user this call makes is that customer's from the start, never one of no customer.
     */
    async claimWebUser(email: string, customerId: string): Promise<HeldUser> {
      return db.transaction(async (tx) => {
        const [made] = await tx.query<{ id: string }>("INSERT INTO web_users (email) VALUES ($1) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id", [
          email.trim(),
        ]);
        if (made) await tx.query("INSERT INTO web_user_customers (web_user_id, customer_id, position) VALUES ($1, $2, 0)", [made.id, customerId]);
        return (await heldUserIn(tx, email))!;
      });
    },

    /** Links the customer to the web user (after the ones it holds) when it is not linked yet. */
    async linkCustomer(webUserId: string, customerId: string): Promise<void> {
      await db.query(
        `INSERT INTO web_user_customers (web_user_id, customer_id, position)
         SELECT $1, $2, coalesce(max(position) + 1, 0) FROM web_user_customers WHERE web_user_id = $1
         ON CONFLICT (web_user_id, customer_id) DO NOTHING`,
        [webUserId, customerId],
      );
    },

    async createSession(session: NewSession): Promise<void> {
      await db.query(
        `INSERT INTO punchout_sessions (id, partner_id, start_token_hash, start_expires_at, email, user_name, lang, operation, buyer_cookie, return_url, target, items, parties)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          session.id,
          session.partnerId,
          session.startTokenHash,
          session.startExpiresAt,
          session.email,
          session.userName,
          session.lang,
          session.operation,
          session.buyerCookie,
          session.returnUrl,
          session.target,
          JSON.stringify(session.items),
          JSON.stringify(session.parties),
        ],
      );
    },

    /**
     * Opens the session of a start token: one statement marks it opened, so of two requests (on any servers) only one
     * gets it; null for an unknown, expired or already used token.
     */
    async openSession(startTokenHash: string, now: Date): Promise<PunchOutSession | null> {
      const [row] = await db.query<SessionRow>(
        `UPDATE punchout_sessions s SET opened_at = $2 FROM punchout_partners p
         WHERE p.id = s.partner_id AND s.start_token_hash = $1 AND s.opened_at IS NULL AND s.start_expires_at > $2
         RETURNING ${SESSION_COLUMNS}`,
        [startTokenHash, now],
      );
      return row ? toSession(row) : null;
    },

    /** The origins that may frame the start URL of that token, used or not; null for a token no session has. */
    async startFrameAncestors(startTokenHash: string): Promise<string[] | null> {
      const [row] = await db.query<Pick<PartnerRow, "return_urls">>(
        `SELECT p.return_urls FROM punchout_sessions s JOIN punchout_partners p ON p.id = s.partner_id WHERE s.start_token_hash = $1`,
        [startTokenHash],
      );
      return row ? frameAncestorsOf(row.return_urls) : null;
    },

    /** An opened session that has not ended; null otherwise. */
    async openedSession(id: string): Promise<PunchOutSession | null> {
      const [row] = await db.query<SessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM punchout_sessions s JOIN punchout_partners p ON p.id = s.partner_id
         WHERE s.id = $1 AND s.opened_at IS NOT NULL AND s.ended_at IS NULL`,
        [id],
      );
      return row ? toSession(row) : null;
    },

    /** Ends an open session; false when it had ended already (a second return of the same cart). */
    async endSession(id: string, now: Date): Promise<boolean> {
      const ended = await db.query("UPDATE punchout_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL RETURNING 1", [id, now]);
      return ended.length === 1;
    },

    /** Deletes the sessions made before `before`, which no browser can be in any more; how many went. */
    async deleteSessionsBefore(before: Date): Promise<number> {
      return countDeleted(db, "DELETE FROM punchout_sessions WHERE created_at < $1 RETURNING 1", [before]);
    },

    /**
     * Deletes the buyers made for one session each, OCI's and cXML stand-ins (`<partner>+<session>@punchout.invalid`:
     * partner ids have no `+`), made before `before`, whose session is gone and who placed no order, with their sign-in user; their addresses.
     */
    async deleteSessionBuyersBefore(before: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        const gone = await tx.query<{ email: string }>(
          `DELETE FROM web_users w WHERE lower(w.email) LIKE '%+%@punchout.invalid' AND w.created_at < $1
             AND NOT EXISTS (SELECT FROM punchout_sessions s WHERE s.email = lower(w.email))
             AND NOT EXISTS (SELECT FROM orders o WHERE o.web_user_id = w.id)
           RETURNING lower(w.email) AS email`,
          [before],
        );
        const emails = gone.map((row) => row.email);
        if (emails.length > 0) await tx.query("DELETE FROM auth_users WHERE lower(email) = ANY($1::text[])", [emails]);
        return emails;
      });
    },
  };
}

export type PunchOutStore = ReturnType<typeof createPunchOutStore>;
