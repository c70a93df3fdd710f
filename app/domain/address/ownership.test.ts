import { describe, expect, it } from "vitest";
import { customerForNewContact, newContactCountry, ownCustomerIds, ownsCustomer } from "./ownership";

const c = (id: string) => ({ id });

describe("ownership", () => {
  const twoCustomers = { WebUserPrimaryCustomerId: null, WebUserPrimaryCustomer: null, Customers: [c("C-1004"), c("C-1005")] };
  const primaryElsewhere = { WebUserPrimaryCustomerId: "C-1008", WebUserPrimaryCustomer: c("C-1008"), Customers: [c("C-1007")] };
  const none = { WebUserPrimaryCustomerId: null, WebUserPrimaryCustomer: null, Customers: [] };

  it("lists the linked customers in their order, then a primary customer that is not linked", () => {
    expect(ownCustomerIds(twoCustomers)).toEqual(["C-1004", "C-1005"]);
    expect(ownCustomerIds(primaryElsewhere)).toEqual(["C-1007", "C-1008"]);
    expect(ownCustomerIds({ ...primaryElsewhere, WebUserPrimaryCustomer: c("C-1007") })).toEqual(["C-1007"]);
    expect(ownCustomerIds(none)).toEqual([]);
  });

  it("owns only those customers", () => {
    expect(ownsCustomer(twoCustomers, "C-1005")).toBe(true);
    expect(ownsCustomer(twoCustomers, "C-1001")).toBe(false);
    expect(ownsCustomer(primaryElsewhere, "C-1008")).toBe(true);
    expect(ownsCustomer(none, "C-1001")).toBe(false);
  });

  it("adds a new address to the primary customer unless one of the buyer's others is asked for", () => {
    expect(customerForNewContact(twoCustomers, undefined)).toBe("C-1004");
    expect(customerForNewContact(primaryElsewhere, undefined)).toBe("C-1008");
    expect(customerForNewContact(twoCustomers, "C-1005")).toBe("C-1005");
  });

  it("adds nowhere for another buyer's customer or without any customer", () => {
    expect(customerForNewContact(twoCustomers, "C-1001")).toBeNull();
    expect(customerForNewContact(none, undefined)).toBeNull();
    expect(customerForNewContact(none, "C-1001")).toBeNull();
  });

  it("starts a new address on the country most of its customer's addresses are in, else the fallback", () => {
    const at = (customerId: string, addressCountry: string) => ({ customerId, addressCountry });
    const contacts = [at("C-1004", "US"), at("C-1007", "US"), at("C-1007", "MX"), at("C-1007", "MX"), at("C-1008", "CA"), at("C-1009", "")];
    expect(newContactCountry(contacts, "C-1007", "US")).toBe("MX");
    expect(newContactCountry(contacts, "C-1008", "US")).toBe("CA");
    expect(newContactCountry([at("C-1007", "CA"), at("C-1007", "MX")], "C-1007", "US")).toBe("CA");
    expect(newContactCountry(contacts, "C-1009", "US")).toBe("US");
    expect(newContactCountry(contacts, "C-2000", "US")).toBe("US");
    expect(newContactCountry(contacts, null, "US")).toBe("US");
  });
});
