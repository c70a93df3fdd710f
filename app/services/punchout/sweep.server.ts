import { KV_FEATURES, kvKey } from "~/domain/kv-keys";
import type { Database } from "~/services/db/database.server";
import type { KvStore } from "~/services/kv/types";
import { createPunchOutStore } from "./store.server";

export type PunchOutSweepCounts = { punchOutSessions: number; punchOutBuyers: number };

/**
 * Deletes the PunchOut sessions made before `before` and the buyers made for them alone (OCI's, and cXML's for a
 * user the partner may not act as), with their carts and favorites (docs/punchout.md#flow): one web user per such
 * session would otherwise pile up for good.
 */
export async function sweepPunchOut(db: Database, kv: KvStore, before: Date): Promise<PunchOutSweepCounts> {
  const store = createPunchOutStore(db);
  const punchOutSessions = await store.deleteSessionsBefore(before);
  const buyers = await store.deleteSessionBuyersBefore(before);
  for (const email of buyers) for (const feature of KV_FEATURES) await kv.delete(kvKey(email, feature));
  return { punchOutSessions, punchOutBuyers: buyers.length };
}
