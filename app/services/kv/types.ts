/** A JSON value as the key-value store keeps it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** `ttlSeconds`: the key expires that long after this write; without it the key never expires. */
export type WriteOptions = { ttlSeconds?: number };

/**
 * From the stored value (null: absent or expired) to the value to store, null to delete the key, or
 * `current` itself to leave the key as it is. May run more than once: keep it free of side effects
 * other than remembering what it decided.
 */
export type Change = (current: JsonValue | null) => JsonValue | null;

/**
 * A key-value store of JSON values (docs/kv-store.md): the database's `kv_store` table or Upstash Redis.
 * Every write sets the key's expiry afresh from its options.
 */
export interface KvStore {
  /** The value, or null when the key is absent or expired. */
  get(key: string): Promise<JsonValue | null>;
  set(key: string, value: JsonValue, options?: WriteOptions): Promise<void>;
  /** False when there was nothing (live) to delete. */
  delete(key: string): Promise<boolean>;
  /**
   * Applies `change` atomically: compare-and-set, retried on the value it finds whenever another
   * write came in between, so no concurrent write is lost. Answers the value now stored (null: none).
   */
  update(key: string, change: Change, options?: WriteOptions): Promise<JsonValue | null>;
}
