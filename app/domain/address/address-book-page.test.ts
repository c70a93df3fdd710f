import { describe, expect, it } from "vitest";
import { addressPostSchema, contactFormValues, groupByCustomer, panelFor } from "./address-book-page";

const own = { id: "CT-1", customerId: "C-1", readOnly: false };
const erp = { id: "CT-2", customerId: "C-1", readOnly: true };
const other = { id: "CT-3", customerId: "C-2", readOnly: false };
const addresses = [own, erp, other];
const url = (address: string | null, remove: string | null = null) => ({ address, remove });

describe("what the address book's URL opens", () => {
  it("opens nothing without a parameter", () => {
    expect(panelFor(url(null), addresses)).toEqual({ panel: null, refused: null });
  });

  it("opens the add form, the edit form or the remove confirmation of an editable address", () => {
    expect(panelFor(url("new"), addresses)).toEqual({ panel: { kind: "add" }, refused: null });
    expect(panelFor(url("CT-1"), addresses)).toEqual({ panel: { kind: "edit", address: own }, refused: null });
    expect(panelFor(url(null, "CT-3"), addresses)).toEqual({ panel: { kind: "remove", address: other }, refused: null });
    expect(panelFor(url("CT-3", "CT-1"), addresses).panel).toEqual({ kind: "edit", address: other });
  });

  it("refuses an id that is not among the buyer's addresses as not found, whatever it is", () => {
    for (const id of ["CT-999", "CT-5004", "", "new "]) {
      expect(panelFor(url(id), addresses)).toEqual({ panel: null, refused: "notFound" });
      expect(panelFor(url(null, id), addresses)).toEqual({ panel: null, refused: "notFound" });
    }
    expect(panelFor(url(null, "new"), addresses)).toEqual({ panel: null, refused: "notFound" });
  });

  it("opens neither form for a read-only address", () => {
    expect(panelFor(url("CT-2"), addresses)).toEqual({ panel: null, refused: "readOnly" });
    expect(panelFor(url(null, "CT-2"), addresses)).toEqual({ panel: null, refused: "readOnly" });
  });
});

describe("the addresses by customer", () => {
  it("follows the customers' order and leaves out customers without addresses", () => {
    const customers = [
      { id: "C-2", name: "Second" },
      { id: "C-3", name: "Empty" },
      { id: "C-1", name: "First" },
    ];
    expect(groupByCustomer(addresses, customers)).toEqual([
      { customer: customers[0], addresses: [other] },
      { customer: customers[2], addresses: [own, erp] },
    ]);
  });
});

describe("the address book's form posts", () => {
  it("reads each intent with its ids", () => {
    expect(addressPostSchema.parse({ intent: "add", nameFirst: "Ada" })).toEqual({ intent: "add", customerId: undefined });
    expect(addressPostSchema.parse({ intent: "add", customerId: "" })).toEqual({ intent: "add", customerId: undefined });
    expect(addressPostSchema.parse({ intent: "add", customerId: "C-2" })).toEqual({ intent: "add", customerId: "C-2" });
    expect(addressPostSchema.parse({ intent: "update", id: " CT-1 " })).toEqual({ intent: "update", id: "CT-1" });
    expect(addressPostSchema.parse({ intent: "remove", id: "CT-1" })).toEqual({ intent: "remove", id: "CT-1" });
  });

  it("reads an empty default choice as none", () => {
    expect(addressPostSchema.parse({ intent: "defaults", billingContactId: "CT-1", shippingContactId: "" })).toEqual({
      intent: "defaults",
      billingContactId: "CT-1",
      shippingContactId: null,
    });
  });

  it("refuses an unknown intent, a missing id and a missing choice", () => {
    for (const post of [{}, { intent: "rename" }, { intent: "update" }, { intent: "remove", id: " " }, { intent: "defaults", billingContactId: "CT-1" }]) {
      expect(addressPostSchema.safeParse(post).success, JSON.stringify(post)).toBe(false);
    }
  });
});

describe("the address form's values", () => {
  const contact = {
    nameFirst: "Ada",
    nameLast: "Buyer",
    nameCompany: "",
    phone1: "+14125550134",
    addressLine1: "1 Main St",
    addressLine2: "",
    addressCity: "Pittsburgh",
    addressState: "PA",
    addressPostalCode: "15222",
    addressCountry: "US",
    taxable: true,
  };

  it("holds a stored contact as strings, a checked taxable as on and an unchecked one absent", () => {
    expect(contactFormValues(contact)).toEqual({ ...contact, taxable: "on" });
    expect(contactFormValues({ ...contact, taxable: false })).not.toHaveProperty("taxable");
  });
});
