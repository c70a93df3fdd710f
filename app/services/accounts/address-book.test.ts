import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { log } from "~/services/observability/log.server";
import { createContactRepository, type ContactRepository } from "~/services/db/contacts.server";
import type { Database } from "~/services/db/database.server";
import { migrate } from "~/services/db/migrate.server";
import { createPgliteDatabase } from "~/services/db/pglite.server";
import { seedDatabase } from "~/services/db/seed.server";
import { initializedPgliteData } from "~/services/db/testing/test-databases";
import { createAddressBook, type AddressBookOwner } from "./address-book.server";

const customer = (id: string) => ({ id }) as AddressBookOwner["webUser"]["Customers"][number];

/** The seeded buyers, as their session claims name them. */
const maria: AddressBookOwner = {
  webUser: { id: "WU-2001", Customers: [customer("C-1001")], WebUserPrimaryCustomerId: "C-1001", WebUserPrimaryCustomer: customer("C-1001") },
};
const sam: AddressBookOwner = {
  webUser: { id: "WU-2004", Customers: [customer("C-1004"), customer("C-1005")], WebUserPrimaryCustomerId: null, WebUserPrimaryCustomer: null },
};

const form = {
  nameFirst: "Nora",
  nameLast: "Field",
  nameCompany: "",
  phone1: "(412) 555-0111",
  addressLine1: "9 Mill Rd",
  addressLine2: "",
  addressCity: "Butler",
  addressState: "pa",
  addressPostalCode: "16001",
  addressCountry: "us",
  taxable: "on",
};

let db: Database;
let repo: ContactRepository;
let book: ReturnType<typeof createAddressBook>;

// One seeded database; each test runs in a transaction rolled back afterwards (ids taken from sequences stay taken).
beforeAll(async () => {
  db = await createPgliteDatabase(undefined, { initialData: await initializedPgliteData() });
  await migrate(db);
  await seedDatabase(db);
  repo = createContactRepository(db);
  book = createAddressBook(async () => repo);
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.exec("BEGIN");
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.exec("ROLLBACK");
});

/** Every contact row, to show that a refused change changed nothing. */
const allContacts = () => db.query("SELECT * FROM contacts ORDER BY id");

describe("the address book", () => {
  it("lists the buyer's contacts with the read-only rule and the default choices", async () => {
    const list = await book.list(maria);
    expect(list.billingContactId).toBe("CT-5001");
    expect(list.shippingContactId).toBe("CT-5001");
    expect(list.contacts.map((c) => [c.id, c.readOnly, c.defaultBilling, c.defaultShipping])).toEqual([
      ["CT-5001", false, true, true],
      ["CT-5002", true, false, false],
      ["CT-5003", false, false, false],
    ]);
    expect(list.contacts[0]).not.toHaveProperty("isPrimary");
  });

  it("lists every customer's contacts of a buyer with several, read-only by a marker in any name field", async () => {
    const list = await book.list(sam);
    expect(list.contacts.map((c) => `${c.customerId} ${c.id}${c.readOnly ? " read-only" : ""}`)).toEqual([
      "C-1004 CT-5009",
      "C-1004 CT-5010 read-only",
      "C-1004 CT-5011",
      "C-1005 CT-5012",
    ]);
    expect(list).toMatchObject({ billingContactId: null, shippingContactId: null });
  });

  it("keeps a primary contact editable even when its name carries the marker, which its edits may keep", async () => {
    await db.query("UPDATE contacts SET name_company = 'Allegheny Controls Inc. (W4125550100)' WHERE id = 'CT-5001'");
    expect((await book.find(maria, "CT-5001"))!.readOnly).toBe(false);
    expect(await book.update(maria, "CT-5001", { ...form, nameFirst: "María", nameCompany: "Allegheny Controls Inc. (W4125550100)" })).toMatchObject({
      ok: true,
      contact: { nameFirst: "María", nameCompany: "Allegheny Controls Inc. (W4125550100)", readOnly: false },
    });
    expect((await book.update(maria, "CT-5001", form)).ok).toBe(true);
  });

  it("finds only the buyer's own contacts", async () => {
    expect(await book.find(maria, "CT-5002")).toMatchObject({ id: "CT-5002", readOnly: true });
    expect(await book.find(maria, "CT-5004")).toBeNull();
    expect(await book.find(maria, "CT-9999")).toBeNull();
  });
});

describe("adding", () => {
  it("adds a checked, normalized contact to the primary customer by default", async () => {
    const result = await book.add(maria, form);
    expect(result).toEqual({
      ok: true,
      contact: {
        id: expect.stringMatching(/^CT-\d+$/),
        customerId: "C-1001",
        nameFirst: "Nora",
        nameLast: "Field",
        nameCompany: "",
        phone1: "+14125550111",
        addressLine1: "9 Mill Rd",
        addressLine2: "",
        addressCity: "Butler",
        addressState: "PA",
        addressPostalCode: "16001",
        addressCountry: "US",
        taxable: true,
        readOnly: false,
        defaultBilling: false,
        defaultShipping: false,
      },
    });
    expect((await book.list(maria)).contacts.at(-1)).toEqual(result.ok && result.contact);
  });

  it("adds to another of the buyer's customers when asked, the first customer without a primary one", async () => {
    expect(await book.add(sam, form, "C-1005")).toMatchObject({ ok: true, contact: { customerId: "C-1005" } });
    expect(await book.add(sam, form)).toMatchObject({ ok: true, contact: { customerId: "C-1004" } });
  });

  it("refuses another buyer's customer as not found, adding nothing", async () => {
    const before = await allContacts();
    expect(await book.add(maria, form, "C-1002")).toEqual({ ok: false, reason: "notFound" });
    expect(await book.add({ webUser: { ...maria.webUser, Customers: [], WebUserPrimaryCustomerId: null, WebUserPrimaryCustomer: null } }, form)).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(await allContacts()).toEqual(before);
  });

  it("answers field errors as translation keys, adding nothing", async () => {
    const before = await allContacts();
    expect(await book.add(maria, { ...form, nameFirst: " ", addressPostalCode: "1600", phone1: "12" })).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { nameFirst: ["thisFieldIsRequired"], addressPostalCode: ["accountPostalCodeUS"], phone1: ["accountPhoneInvalid"] },
    });
    const notAnObject = await book.add(maria, "Nora Field");
    expect(notAnObject.ok === false && notAnObject.reason === "invalid" && notAnObject.fieldErrors.nameFirst).toEqual(["accountFieldInvalid"]);
    expect(await allContacts()).toEqual(before);
  });
});

describe("the ERP marker typed by a buyer", () => {
  it("is refused in every name field when adding, by form or API, and when changing a plain contact; nothing changes", async () => {
    const before = await allContacts();
    const marked = "Plant 3 (W1234567890)";
    for (const name of ["nameFirst", "nameLast", "nameCompany"] as const) {
      expect(await book.add(maria, { ...form, [name]: marked })).toEqual({ ok: false, reason: "invalid", fieldErrors: { [name]: ["accountNameErpMarker"] } });
      expect(await book.update(maria, "CT-5003", { ...form, [name]: marked })).toMatchObject({ ok: false, fieldErrors: { [name]: ["accountNameErpMarker"] } });
      expect(await book.patch(maria, "CT-5003", { [name]: marked })).toMatchObject({ ok: false, fieldErrors: { [name]: ["accountNameErpMarker"] } });
    }
    expect(await allContacts()).toEqual(before);
  });
});

describe("changing", () => {
  it("replaces an editable contact with the whole form; an unchecked box is not taxable", async () => {
    const { taxable: _unchecked, ...unchecked } = form;
    const result = await book.update(maria, "CT-5003", { ...unchecked, addressLine2: "Gate 3" });
    expect(result).toMatchObject({ ok: true, contact: { id: "CT-5003", customerId: "C-1001", nameFirst: "Nora", addressLine2: "Gate 3", taxable: false } });
    expect(await repo.findContact("CT-5003")).toMatchObject({ nameFirst: "Nora", phone1: "+14125550111", taxable: false });
  });

  it("patches the given fields only, keeping the rest (taxable included)", async () => {
    const result = await book.patch(maria, "CT-5003", { addressCity: "Mars", addressPostalCode: "16046", id: "CT-1", customerId: "C-1002" });
    expect(result).toMatchObject({
      ok: true,
      contact: {
        id: "CT-5003",
        customerId: "C-1001",
        nameFirst: "Dan",
        addressCity: "Mars",
        addressPostalCode: "16046",
        taxable: true,
        phone1: "+17245550110",
      },
    });
    expect(await book.patch(maria, "CT-5003", { addressPostalCode: "x" })).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { addressPostalCode: ["accountPostalCodeUS"] },
    });
    expect((await book.patch(maria, "CT-5003", [1, 2])).ok).toBe(false);
  });

  it("refuses a read-only contact distinctly, before looking at the input, changing nothing", async () => {
    const before = await allContacts();
    expect(await book.update(maria, "CT-5002", form)).toEqual({ ok: false, reason: "readOnly" });
    expect(await book.patch(maria, "CT-5002", { nameCompany: "Allegheny Controls Inc." })).toEqual({ ok: false, reason: "readOnly" });
    expect(await book.update(maria, "CT-5002", {})).toEqual({ ok: false, reason: "readOnly" });
    expect(await allContacts()).toEqual(before);
  });

  it("answers another buyer's contact as not found, whatever the input, changing nothing", async () => {
    const before = await allContacts();
    for (const id of ["CT-5004", "CT-5005", "CT-9999"]) {
      expect(await book.update(maria, id, form)).toEqual({ ok: false, reason: "notFound" });
      expect(await book.patch(maria, id, {})).toEqual({ ok: false, reason: "notFound" });
    }
    expect(await allContacts()).toEqual(before);
  });
});

describe("removing", () => {
  it("removes an editable contact, clearing the defaults that chose it", async () => {
    expect(await book.remove(maria, "CT-5001")).toEqual({ ok: true });
    const list = await book.list(maria);
    expect(list.contacts.map((c) => c.id)).toEqual(["CT-5002", "CT-5003"]);
    expect(list).toMatchObject({ billingContactId: null, shippingContactId: null });
    expect(await book.remove(maria, "CT-5001")).toEqual({ ok: false, reason: "notFound" });
  });

  it("refuses read-only and other buyers' contacts, removing nothing", async () => {
    const before = await allContacts();
    expect(await book.remove(maria, "CT-5002")).toEqual({ ok: false, reason: "readOnly" });
    expect(await book.remove(maria, "CT-5004")).toEqual({ ok: false, reason: "notFound" });
    expect(await book.remove(sam, "CT-5001")).toEqual({ ok: false, reason: "notFound" });
    expect(await allContacts()).toEqual(before);
  });
});

describe("default billing and shipping addresses", () => {
  it("chooses any of the buyer's contacts, read-only ones included, and clears with null", async () => {
    expect(await book.setDefaults(sam, { billingContactId: "CT-5010", shippingContactId: "CT-5012" })).toEqual({
      ok: true,
      billingContactId: "CT-5010",
      shippingContactId: "CT-5012",
    });
    expect(await book.setDefaults(sam, { shippingContactId: null })).toEqual({ ok: true, billingContactId: "CT-5010", shippingContactId: null });
    const list = await book.list(sam);
    expect(list.contacts.filter((c) => c.defaultBilling).map((c) => c.id)).toEqual(["CT-5010"]);
    expect(list.contacts.some((c) => c.defaultShipping)).toBe(false);
  });

  it("refuses another buyer's contact, changing neither choice", async () => {
    expect(await book.setDefaults(maria, { billingContactId: "CT-5003", shippingContactId: "CT-5004" })).toEqual({ ok: false, reason: "notFound" });
    expect(await book.setDefaults(maria, { billingContactId: "CT-9999" })).toEqual({ ok: false, reason: "notFound" });
    expect(await book.list(maria)).toMatchObject({ billingContactId: "CT-5001", shippingContactId: "CT-5001" });
  });
});

describe("failures", () => {
  it("are logged with the spec's wording and rethrown", async () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const down = new Error("database down");
    const broken = createAddressBook(() => Promise.reject(down));
    await expect(broken.list(maria)).rejects.toBe(down);
    await expect(broken.add(maria, form)).rejects.toBe(down);
    await expect(broken.update(maria, "CT-5003", form)).rejects.toBe(down);
    await expect(broken.patch(maria, "CT-5003", {})).rejects.toBe(down);
    await expect(broken.remove(maria, "CT-5003")).rejects.toBe(down);
    expect(error.mock.calls.map(([, message]) => message)).toEqual([
      "failed to fetch addresses",
      "failed to add address",
      "failed to update address",
      "failed to update address",
      "failed to remove address",
    ]);
    expect(error.mock.calls.every(([fields]) => (fields as { err?: unknown }).err === down)).toBe(true);
  });
});

describe("the API's list", () => {
  it("narrows the buyer's contacts to the customers named, in their order", async () => {
    expect((await book.listNamed(sam, {}))!.map((c) => c.id)).toEqual(["CT-5009", "CT-5010", "CT-5011", "CT-5012"]);
    expect((await book.listNamed(sam, { webUserId: "WU-2004", customerIds: ["C-1005"] }))!.map((c) => c.id)).toEqual(["CT-5012"]);
    expect((await book.listNamed(sam, { customerIds: ["C-1005", "C-1004"] }))!.map((c) => c.id)).toEqual(["CT-5012", "CT-5009", "CT-5010", "CT-5011"]);
    expect(await book.listNamed(sam, { customerIds: [] })).toEqual([]);
  });

  it("answers null when another web user or customer is named, known or not", async () => {
    expect(await book.listNamed(maria, { webUserId: "WU-2002" })).toBeNull();
    expect(await book.listNamed(maria, { webUserId: "WU-9999" })).toBeNull();
    expect(await book.listNamed(maria, { customerIds: ["C-1001", "C-1002"] })).toBeNull();
    expect(await book.listNamed(maria, { customerIds: ["C-9999"] })).toBeNull();
  });
});
