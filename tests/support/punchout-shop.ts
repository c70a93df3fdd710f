/** The shop's side of PunchOut tests: a DATA_DIR whose database holds the catalogue's customers and two partners. */
import path from "node:path";
import type { z } from "zod";
import { partnersFileSchema } from "~/domain/punchout-flow/partners-file";
import { migrate } from "~/services/db/migrate.server";
import { createPgliteDatabase } from "~/services/db/pglite.server";
import { seedDatabase } from "~/services/db/seed.server";
import { registerPartners } from "~/services/punchout/partners.server";
import type { Credentials } from "./procurement-simulator";

/** The cXML partner (Ariba-style network ID) and the OCI partner (SAP login fields), both buying for C-1001. */
export const ARIBA: Credentials = { domain: "NetworkID", identity: "AN01000000001", secret: "correct horse battery staple" };
/** A cXML partner of another company (C-1002, Keystone Electrical Supply), for tests that register it. */
export const KEYSTONE: Credentials = { domain: "DUNS", identity: "KEYSTONE-JAGGAER", secret: "keystone shared secret" };
export const SRM = { username: "SRMUSER", password: "sap login password" };

/** A partner as the partners file names it (its defaults left out). */
type PartnerFileEntry = z.input<typeof partnersFileSchema>["partners"][number];

/**
 * Prepares `dataDir` for a server to start on: migrated, seeded, both partners sending carts back to `returnUrl` (or
 * below it), and the `others` given, read as `npm run punchout-partners` reads its file.
 */
export async function preparePunchOutShop(dataDir: string, returnUrl: string, others: PartnerFileEntry[] = []): Promise<void> {
  const db = await createPgliteDatabase(path.join(dataDir, "pglite"));
  await migrate(db);
  await seedDatabase(db);
  const file = partnersFileSchema.parse({
    partners: [
      { id: "allegheny-ariba", customerId: "C-1001", protocol: "cxml", ...ARIBA, returnUrls: [returnUrl] },
      { id: "allegheny-srm", customerId: "C-1001", protocol: "oci", domain: "", identity: SRM.username, secret: SRM.password, returnUrls: [returnUrl] },
      ...others,
    ],
  });
  await registerPartners(db, file.partners);
  await db.close();
}
