import type { Change, JsonValue } from "./types";

/** Far more than racing buyers ever cause: every failed attempt means another write succeeded. */
const MAX_ATTEMPTS = 100;

/** A read value with what the write compares against (a row version, the stored text). */
export type Snapshot<Token> = { value: JsonValue | null; token: Token };

/**
 * The retry loop of `KvStore.update`: read, decide, write only if the key still holds what was read;
 * otherwise wait a random moment (so racing writers spread out) and start again.
 */
export async function updateWithRetry<Token>(
  key: string,
  change: Change,
  read: () => Promise<Snapshot<Token>>,
  write: (snapshot: Snapshot<Token>, next: JsonValue | null) => Promise<boolean>,
): Promise<JsonValue | null> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const snapshot = await read();
    const next = change(snapshot.value);
    if (next === snapshot.value) return next;
    if (await write(snapshot, next)) return next;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));
  }
  throw new Error(`kv: the update of ${key} met a concurrent write ${MAX_ATTEMPTS} times in a row`);
}
