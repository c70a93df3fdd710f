/** The shop's side of PunchOut tests: a DATA_DIR whose database holds the catalogue's customers and two partners. */
import path from "node:path";
import type { PartnerEntry } from "~/domain/punchout-flow/partners-file";
import { migrate } from "~/services/db/migrate.server";
import { createPgliteDatabase } from "~/services/db/pglite.server";
import { seedDatabase } from "~/services/db/seed.server";
import { registerPartners } from "~/services/punchout/partners.server";
import type { Credentials } from "./procurement-simulator";

/** The cXML partner (Ariba-style network ID) and the OCI partner (SAP login fields), both buying for C-1001. */
export const ARIBA: Credentials = { domain: "NetworkID", identity: "AN01000000001", secret: "correct horse battery staple" };
export const SRM = { username: "SRMUSER", password: "sap login password" };

/**
 * Prepares `dataDir` for a server to start on: migrated, seeded, both partners sending carts back to `returnUrl` (or
 * below it), and the `others` given.
 */
export async function preparePunchOutShop(dataDir: string, returnUrl: string, others: PartnerEntry[] = []): Promise<void> {
  const db = await createPgliteDatabase(path.join(dataDir, "pglite"));
  await migrate(db);
  await seedDatabase(db);
  await registerPartners(db, [
    { id: "allegheny-ariba", customerId: "C-1001", protocol: "cxml", ...ARIBA, returnUrls: [returnUrl] },
    { id: "allegheny-srm", customerId: "C-1001", protocol: "oci", domain: "", identity: SRM.username, secret: SRM.password, returnUrls: [returnUrl] },
    ...others,
  ]);
  await db.close();
}
