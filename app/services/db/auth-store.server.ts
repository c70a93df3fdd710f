import { randomUUID } from "node:crypto";
import { countDeleted } from "./count-deleted.server";
import type { Database } from "./database.server";
import type { SendHistory } from "~/domain/auth/code-sends";
import type { Decision, FailureCounts, Refusal, StoredCode } from "~/domain/auth/one-time-code";
import type { AuthSweepCutoffs } from "~/domain/housekeeping";

/**
 * Tables of the embedded auth service (migration 0002): users, code hashes, refresh tokens; and of
 * the sign-in guard in front of either service (0011, 0012): failures, the codes mailed, the browsers
 * that signed in as each address.
 */
export type AuthUser = { id: string; email: string; fullName: string | null };

type AuthUserRow = { id: string; email: string; full_name: string | null };
const toAuthUser = (r: AuthUserRow): AuthUser => ({ id: r.id, email: r.email, fullName: r.full_name });

type CodeRow = { id: string | number; code_hash: string; created_at: Date | string; tries: number; used_at: Date | string | null };
const ms = (v: Date | string) => new Date(v).getTime();

export type StoredCodeWithHash = StoredCode & { id: number; codeHash: string };

/** Who failed a check. */
export type Failure = { browserId: string; ip: string };

/** Sends to one address are judged one after the other (two-key advisory locks are a space of their own). */
const SEND_LOCK_CLASS = 20;

export type AuthSweepCounts = { codes: number; failures: number; refreshTokens: number };

export function createAuthStore(db: Database) {
  const deleteFailuresBefore = (before: number) => countDeleted(db, "DELETE FROM auth_failures WHERE failed_at < $1 RETURNING 1", [new Date(before)]);

  return {
    async findUserByEmail(email: string): Promise<AuthUser | null> {
      const [row] = await db.query<AuthUserRow>("SELECT id, email, full_name FROM auth_users WHERE lower(email) = lower($1)", [email]);
      return row ? toAuthUser(row) : null;
    },

    async findUserById(id: string): Promise<AuthUser | null> {
      const [row] = await db.query<AuthUserRow>("SELECT id, email, full_name FROM auth_users WHERE id = $1", [id]);
      return row ? toAuthUser(row) : null;
    },

    /** The user with this address, created when new (full_name empty). */
    async ensureUser(email: string, fullName: string | null = null): Promise<AuthUser> {
      await db.query(
        `INSERT INTO auth_users (id, email, full_name) VALUES ($1, $2, $3)
         ON CONFLICT ((lower(email))) DO NOTHING`,
        [randomUUID(), email, fullName],
      );
      const [row] = await db.query<AuthUserRow>("SELECT id, email, full_name FROM auth_users WHERE lower(email) = lower($1)", [email]);
      return toAuthUser(row!);
    },

    async setFullName(id: string, fullName: string): Promise<void> {
      await db.query("UPDATE auth_users SET full_name = $2, updated_at = now() WHERE id = $1", [id, fullName]);
    },

    /** The newest code sent to the address in this browser. */
    async latestCode(email: string, browserId: string): Promise<StoredCodeWithHash | null> {
      const [row] = await db.query<CodeRow>(
        `SELECT id, code_hash, created_at, tries, used_at FROM auth_codes
         WHERE lower(email) = lower($1) AND browser_id = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
        [email, browserId],
      );
      return row
        ? {
            id: Number(row.id),
            codeHash: row.code_hash,
            createdAt: ms(row.created_at),
            tries: row.tries,
            usedAt: row.used_at === null ? null : ms(row.used_at),
          }
        : null;
    },

    /** A new code replaces the earlier ones of the address in this browser (other browsers' stay); answers its id. */
    async saveCode(email: string, codeHash: string, browserId: string, now: number): Promise<number> {
      await db.query("UPDATE auth_codes SET used_at = $3 WHERE lower(email) = lower($1) AND browser_id = $2 AND used_at IS NULL", [
        email,
        browserId,
        new Date(now),
      ]);
      const [row] = await db.query<{ id: string | number }>(
        "INSERT INTO auth_codes (email, code_hash, browser_id, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
        [email, codeHash, browserId, new Date(now)],
      );
      return Number(row!.id);
    },

    /** Removes a code that was never delivered. */
    async forgetCode(codeId: number): Promise<void> {
      await db.query("DELETE FROM auth_codes WHERE id = $1", [codeId]);
    },

    async addTry(codeId: number): Promise<void> {
      await db.query("UPDATE auth_codes SET tries = tries + 1 WHERE id = $1", [codeId]);
    },

    /** Marks the code used; false when another request used it first. */
    async useCode(codeId: number, now: number): Promise<boolean> {
      const rows = await db.query("UPDATE auth_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id", [codeId, new Date(now)]);
      return rows.length === 1;
    },

    async addFailure(failure: Failure, now: number): Promise<void> {
      await db.query("INSERT INTO auth_failures (browser_id, ip, failed_at) VALUES ($1, $2, $3)", [failure.browserId, failure.ip, new Date(now)]);
    },

    /** Failures since `since` of the browser and of the IP; older ones are dropped on the way. */
    async countFailures(who: Failure, since: number): Promise<FailureCounts> {
      await deleteFailuresBefore(since);
      const [row] = await db.query<FailureCounts>(
        `SELECT count(*) FILTER (WHERE browser_id = $1)::int AS browser, count(*) FILTER (WHERE ip = $2)::int AS ip
         FROM auth_failures WHERE failed_at >= $3 AND (browser_id = $1 OR ip = $2)`,
        [who.browserId, who.ip, new Date(since)],
      );
      return row ?? { browser: 0, ip: 0 };
    },

    /**
     * Logs a code for the address to this browser at `now` when `judge` allows it on what was sent
     * after `since`, the address locked meanwhile (parallel requests and servers are judged one after
     * the other, never past the cap together). Answers the send's id, or the refusal.
     */
    async claimSend(
      email: string,
      browserId: string,
      now: number,
      since: number,
      judge: (history: SendHistory) => Decision,
    ): Promise<{ ok: true; id: number } | Refusal> {
      return db.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock($1::int, hashtext($2))", [SEND_LOCK_CLASS, email]);
        const sends = await tx.query<{ browser_id: string; sent_at: Date | string }>(
          "SELECT browser_id, sent_at FROM auth_code_sends WHERE email = $1 AND sent_at > $2",
          [email, new Date(since)],
        );
        const [known] = await tx.query<{ signed_in_at: Date | string }>("SELECT signed_in_at FROM auth_known_browsers WHERE email = $1 AND browser_id = $2", [
          email,
          browserId,
        ]);
        const decision = judge({
          signedInAt: known ? ms(known.signed_in_at) : null,
          toAddress: sends.map((r) => ms(r.sent_at)),
          toBrowser: sends.filter((r) => r.browser_id === browserId).map((r) => ms(r.sent_at)),
        });
        if (!decision.ok) return decision;
        const [row] = await tx.query<{ id: string | number }>("INSERT INTO auth_code_sends (email, browser_id, sent_at) VALUES ($1, $2, $3) RETURNING id", [
          email,
          browserId,
          new Date(now),
        ]);
        return { ok: true, id: Number(row!.id) };
      });
    },

    /** Forgets a send whose code was never delivered: it holds back no resend and counts against no cap. */
    async forgetSend(id: number): Promise<void> {
      await db.query("DELETE FROM auth_code_sends WHERE id = $1", [id]);
    },

    /** Whether this browser was sent a code for the address since it last signed in as it. */
    async wasSentTo(email: string, browserId: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM auth_code_sends s WHERE s.email = $1 AND s.browser_id = $2
         AND NOT EXISTS (SELECT 1 FROM auth_known_browsers k WHERE k.email = s.email AND k.browser_id = s.browser_id AND k.signed_in_at >= s.sent_at)
         LIMIT 1`,
        [email, browserId],
      );
      return rows.length === 1;
    },

    /** After a sign-in: the browser is known for the address, and its pending sign-in is over. */
    async rememberBrowser(email: string, browserId: string, now: number): Promise<void> {
      await db.query(
        `INSERT INTO auth_known_browsers (email, browser_id, signed_in_at) VALUES ($1, $2, $3)
         ON CONFLICT (email, browser_id) DO UPDATE SET signed_in_at = excluded.signed_in_at`,
        [email, browserId, new Date(now)],
      );
    },

    async saveRefreshToken(tokenHash: string, userId: string, now: number): Promise<void> {
      await db.query("INSERT INTO auth_refresh_tokens (token_hash, user_id, created_at) VALUES ($1, $2, $3)", [tokenHash, userId, new Date(now)]);
    },

    /**
     * Revokes a refresh token and answers its user; null when unknown or revoked before `reuseSince`
     * (a token revoked since then, by a parallel request's refresh, still answers).
     */
    async consumeRefreshToken(tokenHash: string, now: number, reuseSince: number): Promise<string | null> {
      const [row] = await db.query<{ user_id: string }>(
        `UPDATE auth_refresh_tokens SET revoked_at = coalesce(revoked_at, $2)
         WHERE token_hash = $1 AND (revoked_at IS NULL OR revoked_at >= $3) RETURNING user_id`,
        [tokenHash, new Date(now), new Date(reuseSince)],
      );
      return row?.user_id ?? null;
    },

    /** Sign-out: the token is dead at once, with no reuse window ('-infinity' is before any `reuseSince`). */
    async revokeRefreshToken(tokenHash: string): Promise<void> {
      await db.query("UPDATE auth_refresh_tokens SET revoked_at = '-infinity' WHERE token_hash = $1", [tokenHash]);
    },

    /** Deletes codes, failures, code sends, known browsers and refresh tokens older than `cutoffs` (housekeeping); idempotent; sends and browsers are not counted. */
    async deleteStale(cutoffs: AuthSweepCutoffs): Promise<AuthSweepCounts> {
      const codes = await countDeleted(db, "DELETE FROM auth_codes WHERE created_at < $1 OR (used_at IS NOT NULL AND created_at < $2) RETURNING 1", [
        new Date(cutoffs.codesCreatedBefore),
        new Date(cutoffs.usedCodesCreatedBefore),
      ]);
      const failures = await deleteFailuresBefore(cutoffs.failuresBefore);
      await db.query("DELETE FROM auth_code_sends WHERE sent_at < $1", [new Date(cutoffs.sendsBefore)]);
      await db.query("DELETE FROM auth_known_browsers WHERE signed_in_at < $1", [new Date(cutoffs.knownBrowsersBefore)]);
      const refreshTokens = await countDeleted(
        db,
        "DELETE FROM auth_refresh_tokens WHERE revoked_at < $1 OR (revoked_at IS NULL AND created_at < $2) RETURNING 1",
        [new Date(cutoffs.tokensRevokedBefore), new Date(cutoffs.tokensIssuedBefore)],
      );
      return { codes, failures, refreshTokens };
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
