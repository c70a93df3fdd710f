import { Redis } from "@upstash/redis";
import { updateWithRetry, type Snapshot } from "./compare-and-set";
import type { JsonValue, KvStore, WriteOptions } from "./types";
import { log } from "~/services/observability/log.server";

/**
 * Compare-and-set in one EVAL: writes (or deletes) KEYS[1] only while it still holds the text that was
 * read (ARGV[1] "1" and the text in ARGV[2]) or is still absent (ARGV[1] "0"). ARGV[3] is the new text,
 * empty to delete; ARGV[4] the TTL in seconds, "0" for none. Answers 1 when it wrote.
 */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '1' then
  if current ~= ARGV[2] then return 0 end
elseif current then
  return 0
end
if ARGV[3] == '' then
  redis.call('DEL', KEYS[1])
elseif ARGV[4] ~= '0' then
  redis.call('SET', KEYS[1], ARGV[3], 'EX', ARGV[4])
else
  redis.call('SET', KEYS[1], ARGV[3])
end
return 1
`;

/** The text stored, compared by the script; null when the key was absent. */
type StoredText = string | null;

/** A value that is not JSON (written by something else) is logged and read as absent, never thrown. */
function parseStored(key: string, text: StoredText): JsonValue | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    log.error(`kv: ${key} does not hold JSON; read as absent`);
    return null;
  }
}

/** The key-value store on Upstash Redis over its REST API; values are JSON text, expiry is Redis's own. */
export function createUpstashKv({ url, token }: { url: string; token: string }): KvStore {
  // Values are parsed here, so a corrupt one is handled like the database's.
  const redis = new Redis({ url, token, automaticDeserialization: false, enableTelemetry: false });

  async function read(key: string): Promise<Snapshot<StoredText>> {
    const text = await redis.get<string>(key);
    return { value: parseStored(key, text), token: text };
  }

  const expiry = (options?: WriteOptions) => options?.ttlSeconds ?? 0;

  return {
    async get(key) {
      return (await read(key)).value;
    },

    async set(key, value, options) {
      const text = JSON.stringify(value);
      await (expiry(options) > 0 ? redis.set(key, text, { ex: expiry(options) }) : redis.set(key, text));
    },

    async delete(key) {
      return (await redis.del(key)) > 0;
    },

    update(key, change, options) {
      return updateWithRetry(
        key,
        change,
        () => read(key),
        async ({ token: text }, next) => {
          const args = [text === null ? "0" : "1", text ?? "", next === null ? "" : JSON.stringify(next), String(expiry(options))];
          return (await redis.eval<string[], number>(COMPARE_AND_SET, [key], args)) === 1;
        },
      );
    },
  };
}
