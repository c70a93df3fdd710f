import { expect, it } from "vitest";
import { createContactRepository, type NewContact } from "./contacts.server";
import { createCustomerRepository } from "./customers.server";
import { migrate } from "./migrate.server";
import { seedDatabase } from "./seed.server";
import { describeEachBackend } from "./testing/test-databases";

const branch: NewContact = {
  nameFirst: "Nora",
  nameLast: "Field",
  nameCompany: "Allegheny Controls Plant 4",
  phone1: "+14125550111",
  addressLine1: "9 Mill Rd",
  addressLine2: "Dock B",
  addressCity: "Butler",
  addressCountry: "US",
  addressState: "PA",
  addressPostalCode: "16001",
  taxable: false,
};

describeEachBackend("contact repository", (current) => {
  async function seeded() {
    const { db } = current();
    await migrate(db);
    await seedDatabase(db);
    return { db, repo: createContactRepository(db) };
  }

  it("lists the contacts of several customers in the customers' order, marking each customer's primary contact", async () => {
    const { repo } = await seeded();
    const contacts = await repo.listContacts(["C-1004", "C-1001"]);
    expect(contacts.map((c) => c.id)).toEqual(["CT-5009", "CT-5010", "CT-5011", "CT-5001", "CT-5002", "CT-5003"]);
    expect(contacts.filter((c) => c.isPrimary).map((c) => c.id)).toEqual(["CT-5009", "CT-5001"]);
    expect(contacts[4]).toEqual({
      id: "CT-5002",
      customerId: "C-1001",
      nameFirst: "Receiving",
      nameLast: "Dock 2",
      nameCompany: "Allegheny Controls Inc. (W4125550199)",
      phone1: "412-555-0199",
      addressLine1: "80 Industry Dr",
      addressLine2: "",
      addressCity: "Pittsburgh",
      addressCountry: "US",
      addressState: "PA",
      addressPostalCode: "15275",
      taxable: true,
      isPrimary: false,
    });
    expect(await repo.listContacts([])).toEqual([]);
    expect(await repo.listContacts(["C-9999"])).toEqual([]);
  });

  it("finds one contact by id, and none for an unknown id", async () => {
    const { repo } = await seeded();
    expect(await repo.findContact("CT-5014")).toMatchObject({ id: "CT-5014", customerId: "C-1007", addressCountry: "MX", isPrimary: true });
    expect(await repo.findContact("CT-9999")).toBeNull();
  });

  it("adds a contact to a customer with the next id, after the seeded ones", async () => {
    const { repo } = await seeded();
    const added = await repo.addContact("C-1001", branch);
    expect(added).toEqual({ ...branch, id: "CT-5017", customerId: "C-1001", isPrimary: false });
    expect((await repo.listContacts(["C-1001"])).map((c) => c.id)).toEqual(["CT-5001", "CT-5002", "CT-5003", "CT-5017"]);
    await expect(repo.addContact("C-9999", branch)).rejects.toThrow();
  });

  it("updates every field of a contact and touches updated_at; nothing for an unknown id", async () => {
    const { db, repo } = await seeded();
    const [before] = await db.query<{ updated_at: Date }>("SELECT updated_at FROM contacts WHERE id = 'CT-5003'");
    const updated = await repo.updateContact("CT-5003", branch);
    expect(updated).toEqual({ ...branch, id: "CT-5003", customerId: "C-1001", isPrimary: false });
    expect(await repo.findContact("CT-5003")).toEqual(updated);
    const [after] = await db.query<{ updated_at: Date }>("SELECT updated_at FROM contacts WHERE id = 'CT-5003'");
    expect(new Date(after!.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(before!.updated_at).getTime());
    expect(await repo.updateContact("CT-9999", branch)).toBeNull();
    expect(await repo.findContact("CT-5001")).toMatchObject({ nameFirst: "Maria", addressLine2: "" });
  });

  it("deletes a contact, leaving no web user or customer pointing at it", async () => {
    const { db, repo } = await seeded();
    // CT-5001 is C-1001's primary contact and WU-2001's billing and shipping contact.
    expect(await repo.deleteContact("CT-5001")).toBe(true);
    expect(await repo.findContact("CT-5001")).toBeNull();
    expect(await repo.findDefaultContacts("WU-2001")).toEqual({ billingContactId: null, shippingContactId: null });
    const [customer] = await db.query<{ primary_contact_id: string | null }>("SELECT primary_contact_id FROM customers WHERE id = 'C-1001'");
    expect(customer!.primary_contact_id).toBeNull();
    const user = await createCustomerRepository(db).getWebUserWithCustomers("WU-2001");
    expect(user!.primaryCustomer!.primaryContact).toBeNull();
    expect(await repo.deleteContact("CT-5001")).toBe(false);
    expect((await repo.listContacts(["C-1001"])).map((c) => c.id)).toEqual(["CT-5002", "CT-5003"]);
  });

  it("deletes a contact chosen by one user for billing only, keeping the other choice", async () => {
    const { repo } = await seeded();
    await repo.setDefaultContacts("WU-2001", { billingContactId: "CT-5003" });
    await repo.deleteContact("CT-5003");
    expect(await repo.findDefaultContacts("WU-2001")).toEqual({ billingContactId: null, shippingContactId: "CT-5001" });
  });

  it("sets the web user's default billing and shipping contacts, each or both, and clears them", async () => {
    const { repo } = await seeded();
    expect(await repo.findDefaultContacts("WU-2004")).toEqual({ billingContactId: null, shippingContactId: null });
    expect(await repo.setDefaultContacts("WU-2004", { shippingContactId: "CT-5011" })).toEqual({ billingContactId: null, shippingContactId: "CT-5011" });
    expect(await repo.setDefaultContacts("WU-2004", { billingContactId: "CT-5012" })).toEqual({ billingContactId: "CT-5012", shippingContactId: "CT-5011" });
    expect(await repo.setDefaultContacts("WU-2004", { billingContactId: "CT-5009", shippingContactId: null })).toEqual({
      billingContactId: "CT-5009",
      shippingContactId: null,
    });
    expect(await repo.findDefaultContacts("WU-2004")).toEqual({ billingContactId: "CT-5009", shippingContactId: null });
    expect(await repo.setDefaultContacts("WU-9999", { billingContactId: "CT-5009" })).toBeNull();
    expect(await repo.findDefaultContacts("WU-9999")).toBeNull();
    await expect(repo.setDefaultContacts("WU-2004", { billingContactId: "CT-9999" })).rejects.toThrow();
  });
});
