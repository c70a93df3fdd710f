import { z } from "zod";
import type { AuthTokens } from "~/domain/auth/tokens";
import { sessionKey } from "~/domain/kv-keys";
import { SESSION_LIFETIME_S } from "~/domain/lifetimes";
import { getKv } from "~/services/kv/index.server";
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

/** The session's tokens, or null when it ended (signed out, or unused for the session lifetime). */
export async function readSessionTokens(sid: string): Promise<AuthTokens | null> {
  const key = sessionKey(sid);
  return validOrNull(key, tokensSchema, await (await getKv()).get(key));
}

/** Saves the session's tokens; each write keeps the record another session lifetime, as the cookie is. */
export async function saveSessionTokens(sid: string, tokens: AuthTokens): Promise<void> {
  await (await getKv()).set(sessionKey(sid), tokens, { ttlSeconds: SESSION_LIFETIME_S });
}

/** Ends the session: its cookie, wherever it was copied, no longer signs anybody in. */
export async function deleteSession(sid: string): Promise<void> {
  await (await getKv()).delete(sessionKey(sid));
}
