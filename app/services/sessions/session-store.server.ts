import { z } from "zod";
import type { AuthTokens } from "~/domain/auth/tokens";
import { sessionKey } from "~/domain/kv-keys";
import { getKv, type KvStore } from "~/services/kv/index.server";
import { validOrNull } from "~/services/kv/validated";

/**
 * The tokens of each sign-in session, on the server, under `session:{sid}` (docs/sign-in.md#sessions-and-cookies):
 * the cookie then holds only the id, so it stays small however many customers the access token's claim
 * lists, and deleting the record ends the session at once, wherever the cookie was copied to.
 * Kept in the key-value store rather than a table of its own: it is already shared by every server
 * (the database's `kv_store`, or Upstash), expires keys by itself, and needs no migration.
 */

const tokensSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number(),
  expires_at: z.number(),
  token_type: z.literal("bearer"),
});

export function createSessionStore(kv: KvStore) {
  return {
    /** The session's tokens, or null when it ended (signed out, or past its lifetime). */
    async read(sid: string): Promise<AuthTokens | null> {
      const key = sessionKey(sid);
      return validOrNull(key, tokensSchema, await kv.get(key));
    },

    /** A new session's tokens, kept for the session's lifetime (`ttlSeconds`). */
    async start(sid: string, tokens: AuthTokens, ttlSeconds: number): Promise<void> {
      await kv.set(sessionKey(sid), tokens, { ttlSeconds });
    },

    /**
     * Replaces a live session's tokens (renewed, or refreshed after a change), kept for what is left of
     * the session (`ttlSeconds`). False when the session ended meanwhile: a renewal that raced a
     * sign-out must not bring the session back.
     */
    async replace(sid: string, tokens: AuthTokens, ttlSeconds: number): Promise<boolean> {
      return (await kv.update(sessionKey(sid), (current) => (current === null ? null : tokens), { ttlSeconds })) !== null;
    },

    /** Ends the session: its cookie, wherever it was copied, no longer signs anybody in. */
    async end(sid: string): Promise<void> {
      await kv.delete(sessionKey(sid));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The store on the process's key-value store. */
export async function sessionStore(): Promise<SessionStore> {
  return createSessionStore(await getKv());
}
