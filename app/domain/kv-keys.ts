import { normalizeEmail } from "./auth/one-time-code";

/**
 * Keys of the key-value store (docs/kv-store.md#keys): a signed-in buyer's values under
 * `{email}:{feature}`, an anonymous cart under `anonymous:{token}:liveCart`.
 */
export const KV_FEATURES = ["liveCart", "favorites"] as const;
export type KvFeature = (typeof KV_FEATURES)[number];

/** E-mail addresses name one buyer whatever their case or surrounding spaces. */
export function kvKey(email: string, feature: KvFeature): string {
  return `${normalizeEmail(email)}:${feature}`;
}

export function anonymousCartKey(token: string): string {
  return `anonymous:${token}:liveCart`;
}

const isFeature = (value: string): value is KvFeature => (KV_FEATURES as readonly string[]).includes(value);

/** `{email}:{feature}` split at its last colon (the feature has none), e-mail normalized; null for anything else. */
export function parseKvKey(key: string): { email: string; feature: KvFeature } | null {
  const at = key.lastIndexOf(":");
  const email = normalizeEmail(key.slice(0, Math.max(at, 0)));
  const feature = key.slice(at + 1);
  if (at < 0 || !email || !isFeature(feature)) return null;
  return { email, feature };
}

/** A sign-in session's server-side record (docs/sign-in.md#sessions-and-cookies); never a hubKV key, its last part is no feature. */
export function sessionKey(sid: string): string {
  return `session:${sid}`;
}
