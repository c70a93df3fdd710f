import { expect, it } from "vitest";
import { migrate } from "~/services/db/migrate.server";
import { seedDatabase } from "~/services/db/seed.server";
import { describeEachBackend } from "~/services/db/testing/test-databases";
import { createPunchOutStore, type NewPartner } from "./store.server";

const partner: NewPartner = {
  id: "acme-ariba",
  customerId: "C-1001",
  protocol: "cxml",
  domain: "NetworkID",
  identity: "AN01000000001",
  secretHash: "scrypt$1$1$1$salt$hash",
  returnUrls: ["https://procure.example.com/punchout/"],
  priceDifferences: "refuse",
};

const session = (id: string, startTokenHash: string, startExpiresAt: Date) => ({
  id,
  partnerId: partner.id,
  startTokenHash,
  startExpiresAt,
  email: "buyer@procure.example.com",
  userName: "Maria Gonzalez",
  lang: "es" as const,
  operation: "edit" as const,
  buyerCookie: "cookie-1",
  returnUrl: "https://procure.example.com/punchout/return",
  target: null,
  items: [{ pn: "GCX1111-10", quantity: 2 }],
  parties: { from: [{ domain: "NetworkID", identity: "AN01000000001" }], to: [{ domain: "DUNS", identity: "123456789" }] },
});

describeEachBackend("PunchOut store", (current) => {
  async function store() {
    const { db } = current();
    await migrate(db);
    await seedDatabase(db);
    return createPunchOutStore(db);
  }

  it("upserts partners by id, finds them by credential without case, refuses an unknown customer", async () => {
    const repo = await store();
    expect(await repo.upsertPartner(partner)).toBe(true);
    expect(await repo.upsertPartner({ ...partner, returnUrls: ["https://other.example.com/"], priceDifferences: "place" })).toBe(true);
    expect(await repo.findPartner("cxml", "networkid", "an01000000001")).toEqual({
      ...partner,
      returnUrls: ["https://other.example.com/"],
      priceDifferences: "place",
    });
    expect(await repo.findPartner("oci", "NetworkID", "AN01000000001")).toBeNull();
    expect(await repo.upsertPartner({ ...partner, id: "ghost", identity: "X", customerId: "C-9999" })).toBe(false);
  });

  it("claims an address's web user: a new one is made linked to the customer, an existing one answered as the shop holds it", async () => {
    const repo = await store();
    expect(await repo.heldUser("new.punchout@example.com")).toBeNull();
    expect(await repo.claimWebUser("New.PunchOut@example.com", "C-1001")).toEqual({ customerIds: ["C-1001"], primaryCustomerId: null });
    expect(await repo.claimWebUser("new.punchout@example.com", "C-1002")).toEqual({ customerIds: ["C-1001"], primaryCustomerId: null });
    expect(await repo.claimWebUser("TOM.BECKER@example.com", "C-1001")).toEqual({ customerIds: ["C-1002"], primaryCustomerId: "C-1002" });
    expect(await repo.heldUser("sam.okafor@example.com")).toEqual({ customerIds: ["C-1004", "C-1005"], primaryCustomerId: null });
  });

  it("opens a start token once, never after it expired, and ends a session once", async () => {
    const repo = await store();
    await repo.upsertPartner(partner);
    const now = new Date();
    await repo.createSession(session("S-1", "hash-1", new Date(now.getTime() + 60_000)));
    await repo.createSession(session("S-2", "hash-2", new Date(now.getTime() - 1)));
    expect(await repo.openedSession("S-1")).toBeNull();
    const [first, second] = await Promise.all([repo.openSession("hash-1", now), repo.openSession("hash-1", now)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(first ?? second).toMatchObject({
      id: "S-1",
      protocol: "cxml",
      customerId: "C-1001",
      lang: "es",
      operation: "edit",
      items: [{ pn: "GCX1111-10", quantity: 2 }],
      frameAncestors: ["https://procure.example.com"],
      ended: false,
    });
    expect(await repo.openSession("hash-2", now)).toBeNull();
    expect(await repo.openSession("unknown", now)).toBeNull();
    expect(await repo.openedSession("S-1")).not.toBeNull();
    expect(await repo.endSession("S-1", now)).toBe(true);
    expect(await repo.endSession("S-1", now)).toBe(false);
    expect(await repo.openedSession("S-1")).toBeNull();
  });

  it("tells the origins that may frame a start URL, used or expired too, and none for an unknown token", async () => {
    const repo = await store();
    await repo.upsertPartner({ ...partner, returnUrls: ["https://procure.example.com/punchout/", "https://frames.example.com:8443/a"] });
    const now = new Date();
    await repo.createSession(session("S-3", "hash-3", new Date(now.getTime() - 1)));
    expect(await repo.startFrameAncestors("hash-3")).toEqual(["https://procure.example.com", "https://frames.example.com:8443"]);
    expect(await repo.startFrameAncestors("unknown")).toBeNull();
  });
});
