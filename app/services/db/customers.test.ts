import { expect, it } from "vitest";
import { createCustomerRepository } from "./customers.server";
import { migrate } from "./migrate.server";
import { seedDatabase } from "./seed.server";
import { describeEachBackend } from "./testing/test-databases";

describeEachBackend("customer repository", (current) => {
  async function seeded() {
    const { db } = current();
    await migrate(db);
    await seedDatabase(db);
    return { db, repo: createCustomerRepository(db) };
  }

  it("finds a web user by e-mail whatever its case, and nobody for an unknown address", async () => {
    const { repo } = await seeded();
    expect(await repo.findWebUserByEmail(" MARIA.Gonzalez@Example.COM ")).toEqual({
      id: "WU-2001",
      email: "maria.gonzalez@example.com",
      nameFirst: "Maria",
      nameLast: "Gonzalez",
      primaryCustomerId: "C-1001",
      shippingContactId: "CT-5001",
      billingContactId: "CT-5001",
    });
    expect(await repo.findWebUserByEmail("nobody@example.com")).toBeNull();
  });

  it("refuses a second web user whose e-mail differs only in case", async () => {
    const { db } = await seeded();
    await expect(db.query("INSERT INTO web_users (email) VALUES ('Tom.Becker@example.com')")).rejects.toThrow(/web_users_email_key/);
  });

  it("gives a web user with its customers, their terms, price list and primary contact", async () => {
    const { repo } = await seeded();
    const user = await repo.getWebUserWithCustomers("WU-2002");
    expect(user).toMatchObject({ id: "WU-2002", primaryCustomerId: "C-1002", nameFirst: "Tom" });
    expect(user!.customers).toHaveLength(1);
    expect(user!.primaryCustomer).toEqual(user!.customers[0]);
    expect(user!.primaryCustomer).toEqual({
      id: "C-1002",
      name: "Keystone Electrical Supply",
      taxable: false,
      priceList: "DIST-STOCKING",
      arTerm: "NET 30",
      custType: "D1-Distributor/Stocking",
      isFreeGroundAt: 250,
      territory: "PA-E",
      rep: "KB",
      segment: 1,
      primaryContactId: "CT-5004",
      primaryContact: expect.objectContaining({ id: "CT-5004", customerId: "C-1002", addressCountry: "US" }),
      taxVerificationNote: "Resale certificate on file",
      taxVerificationCompleted: true,
      selfService: false,
    });
  });

  it("keeps a user's customers in their stored order and leaves an unset primary customer null", async () => {
    const { repo } = await seeded();
    const user = await repo.getWebUserWithCustomers("WU-2004");
    expect(user!.customers.map((c) => c.id)).toEqual(["C-1004", "C-1005"]);
    expect(user!.customers.map((c) => c.priceList)).toEqual(["KEY-ACCOUNT-A", "list"]);
    expect(user!.customers[1]!.isFreeGroundAt).toBeNull();
    expect(user!.primaryCustomer).toBeNull();
    expect(user!.shippingContactId).toBeNull();
  });

  it("answers a user without customers or names, and null for an unknown id", async () => {
    const { repo } = await seeded();
    expect(await repo.getWebUserWithCustomers("WU-2006")).toMatchObject({
      nameFirst: null,
      nameLast: null,
      customers: [],
      primaryCustomer: null,
    });
    expect(await repo.getWebUserWithCustomers("WU-9999")).toBeNull();
  });

  it("gives a primary customer that is not among the linked ones", async () => {
    const { db, repo } = await seeded();
    await db.query("UPDATE web_users SET primary_customer_id = 'C-1008' WHERE id = 'WU-2005'");
    const user = await repo.getWebUserWithCustomers("WU-2005");
    expect(user!.customers.map((c) => c.id)).toEqual(["C-1007"]);
    expect(user!.primaryCustomer!.id).toBe("C-1008");
  });
});
