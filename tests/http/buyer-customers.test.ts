import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "~/services/db/migrate.server";
import { createPgliteDatabase } from "~/services/db/pglite.server";
import { seedDatabase } from "~/services/db/seed.server";
import type { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { signedIn } from "./support/sign-in";

// "The buyer's customers" (docs/accounts.md#web-user-and-customers) for a buyer whose primary customer is not among
// the linked ones, as the ERP may leave it: Ivy is linked to Allegheny (C-1001, OEM) only, and her primary customer
// is Sierra Panel Builders (C-1004, KEY-ACCOUNT-A), whose prices she sees.
const dataDir = mkdtempSync(path.join(tmpdir(), "voltshop-buyer-customers-"));
const IVY = "ivy.unlinked@example.com";
let server: BuiltServer;
let ivy: NoJsBrowser;

beforeAll(async () => {
  const db = await createPgliteDatabase(path.join(dataDir, "pglite"));
  await migrate(db);
  await seedDatabase(db);
  await db.exec(`
    INSERT INTO web_users (id, email, name_first, name_last, primary_customer_id) VALUES ('WU-9300', '${IVY}', 'Ivy', 'Unlinked', 'C-1004');
    INSERT INTO web_user_customers (web_user_id, customer_id, position) VALUES ('WU-9300', 'C-1001', 0);
  `);
  await db.close();
  server = await startBuiltServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_FACTOR: "20" });
  ivy = await signedIn({ ...server, dataDir }, IVY);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a buyer whose primary customer is not linked", () => {
  it("may read the price list of her primary customer, and of the linked one", async () => {
    const own = await fetch(`${server.url}/api/public/price?listName=KEY-ACCOUNT-A`, { headers: { Cookie: ivy.cookieHeader() } });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { priceListEntries: unknown[] }).priceListEntries.length).toBeGreaterThan(0);
    const other = await fetch(`${server.url}/api/public/price?listName=DIST-STOCKING`, { headers: { Cookie: ivy.cookieHeader() } });
    expect(other.status).toBe(403);
  });

  it("may switch between both customers on the account pages", async () => {
    for (const page of ["/my-account/profile", "/my-account/addresses"]) {
      const html = await (await ivy.get(page)).text();
      expect(html, page).toMatch(/<option value="C-1001"[^>]*>Allegheny Controls Inc\.<\/option>/);
      expect(html, page).toMatch(/<option value="C-1004"[^>]*>Sierra Panel Builders<\/option>/);
    }
  });

  it("may make the linked customer active and switch back to the unlinked primary one", async () => {
    const choose = (customerId: string) => ivy.post("/my-account/company", { intent: "choose", customerId, redirectTo: "/my-account/profile" });
    const active = async () => /<option value="(C-\d+)" selected=""/.exec(await (await ivy.get("/my-account/profile")).text())?.[1];
    expect(await active()).toBe("C-1004");
    expect((await choose("C-1001")).status).toBe(303);
    expect(await active()).toBe("C-1001");
    expect((await choose("C-1004")).status).toBe(303);
    expect(await active()).toBe("C-1004");
    const html = await (await ivy.get("/my-account/company")).text();
    expect(html).toContain("Sierra Panel Builders");
    expect(html).toMatch(/<option value="C-1001"[^>]*>Allegheny Controls Inc\.<\/option>/);
  });
});
