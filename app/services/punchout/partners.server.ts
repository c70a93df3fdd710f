import type { PartnerEntry } from "~/domain/punchout-flow/partners-file";
import type { Database } from "~/services/db/database.server";
import { hashSecret } from "./secret-hash.server";
import { createPunchOutStore } from "./store.server";

export type RegisterResult = { saved: string[]; unknownCustomer: string[] };

/** Upserts the partners of a checked file, each secret hashed; a partner whose customer does not exist is reported, not saved. */
export async function registerPartners(db: Database, entries: readonly PartnerEntry[]): Promise<RegisterResult> {
  const store = createPunchOutStore(db);
  const result: RegisterResult = { saved: [], unknownCustomer: [] };
  for (const { secret, ...entry } of entries) {
    const saved = await store.upsertPartner({ ...entry, secretHash: await hashSecret(secret) });
    (saved ? result.saved : result.unknownCustomer).push(entry.id);
  }
  return result;
}
