import { randomUUID } from "node:crypto";
import { countDeleted } from "./count-deleted.server";
import type { Queryable } from "./database.server";
import type { StoredCode } from "~/domain/auth/one-time-code";
import type { AuthSweepCutoffs } from "~/domain/housekeeping";

/** Tables of the embedded auth service (migration 0002): users, code hashes, failures, refresh tokens. */
export type AuthUser = { id: string; email: string; fullName: string | null };

type AuthUserRow = { id: string; email: string; full_name: string | null };
const toAuthUser = (r: AuthUserRow): AuthUser => ({ id: r.id, email: r.email, fullName: r.full_name });

type CodeRow = { id: string | number; code_hash: string; browser_id: string; created_at: Date | string; tries: number; used_at: Date | string | null };
const ms = (v: Date | string) => new Date(v).getTime();

export type StoredCodeWithHash = StoredCode & { id: number; codeHash: string };

export type AuthSweepCounts = { codes: number; failures: number; refreshTokens: number };

export function createAuthStore(db: Queryable) {
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

    /** The newest code sent to the address (any browser). */
    async latestCode(email: string): Promise<StoredCodeWithHash | null> {
      const [row] = await db.query<CodeRow>(
        "SELECT id, code_hash, browser_id, created_at, tries, used_at FROM auth_codes WHERE lower(email) = lower($1) ORDER BY created_at DESC, id DESC LIMIT 1",
        [email],
      );
      return row
        ? {
            id: Number(row.id),
            codeHash: row.code_hash,
            browserId: row.browser_id,
            createdAt: ms(row.created_at),
            tries: row.tries,
            usedAt: row.used_at === null ? null : ms(row.used_at),
          }
        : null;
    },

    /** When this browser last had a code sent to the address. */
    async lastSentAt(email: string, browserId: string): Promise<number | null> {
      const [row] = await db.query<{ created_at: Date | string }>(
        "SELECT created_at FROM auth_codes WHERE lower(email) = lower($1) AND browser_id = $2 ORDER BY created_at DESC LIMIT 1",
        [email, browserId],
      );
      return row ? ms(row.created_at) : null;
    },

    /** A new code replaces the address's earlier ones; answers its id. */
    async saveCode(email: string, codeHash: string, browserId: string, now: number): Promise<number> {
      await db.query("UPDATE auth_codes SET used_at = $2 WHERE lower(email) = lower($1) AND used_at IS NULL", [email, new Date(now)]);
      const [row] = await db.query<{ id: string | number }>(
        "INSERT INTO auth_codes (email, code_hash, browser_id, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
        [email, codeHash, browserId, new Date(now)],
      );
      return Number(row!.id);
    },

    /** Removes a code that was never delivered, so it holds back no resend. */
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

    async addFailure(email: string, now: number): Promise<void> {
      await db.query("INSERT INTO auth_failures (email, failed_at) VALUES ($1, $2)", [email, new Date(now)]);
    },

    /** Failures of the address since `since`; older ones are dropped on the way. */
    async countFailures(email: string, since: number): Promise<number> {
      await deleteFailuresBefore(since);
      const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM auth_failures WHERE lower(email) = lower($1) AND failed_at >= $2", [
        email,
        new Date(since),
      ]);
      return row?.n ?? 0;
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

    /** Deletes codes, failures and refresh tokens older than `cutoffs` (housekeeping); idempotent. */
    async deleteStale(cutoffs: AuthSweepCutoffs): Promise<AuthSweepCounts> {
      const codes = await countDeleted(db, "DELETE FROM auth_codes WHERE created_at < $1 OR (used_at IS NOT NULL AND created_at < $2) RETURNING 1", [
        new Date(cutoffs.codesCreatedBefore),
        new Date(cutoffs.usedCodesCreatedBefore),
      ]);
      const failures = await deleteFailuresBefore(cutoffs.failuresBefore);
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
