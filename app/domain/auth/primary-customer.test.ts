import { describe, expect, it } from "vitest";
import { buyerCustomers, primaryCustomer } from "./primary-customer";

const a = { id: "A" };
const b = { id: "B" };

describe("primaryCustomer", () => {
  it("is WebUserPrimaryCustomer when its id is set", () =>
    expect(primaryCustomer({ WebUserPrimaryCustomerId: "B", WebUserPrimaryCustomer: b, Customers: [a, b] })).toBe(b));
  it("is the first customer when no id is set", () =>
    expect(primaryCustomer({ WebUserPrimaryCustomerId: null, WebUserPrimaryCustomer: null, Customers: [a, b] })).toBe(a));
  it("ignores a primary customer record without its id", () =>
    expect(primaryCustomer({ WebUserPrimaryCustomerId: null, WebUserPrimaryCustomer: b, Customers: [a] })).toBe(a));
  it("falls back to the first customer when the named one is missing", () =>
    expect(primaryCustomer({ WebUserPrimaryCustomerId: "X", WebUserPrimaryCustomer: null, Customers: [a] })).toBe(a));
  it("is null without customers", () => expect(primaryCustomer({ WebUserPrimaryCustomerId: null, WebUserPrimaryCustomer: null, Customers: [] })).toBeNull());
});

describe("buyerCustomers", () => {
  const c = { id: "C" };
  it("lists the linked customers in their order", () =>
    expect(buyerCustomers({ WebUserPrimaryCustomerId: "B", WebUserPrimaryCustomer: b, Customers: [a, b] })).toEqual([a, b]));
  it("adds a primary customer that is not linked, last", () =>
    expect(buyerCustomers({ WebUserPrimaryCustomerId: "C", WebUserPrimaryCustomer: c, Customers: [a, b] })).toEqual([a, b, c]));
  it("is the primary customer alone when none is linked", () =>
    expect(buyerCustomers({ WebUserPrimaryCustomerId: "C", WebUserPrimaryCustomer: c, Customers: [] })).toEqual([c]));
  it("is empty without customers", () => expect(buyerCustomers({ WebUserPrimaryCustomerId: null, WebUserPrimaryCustomer: null, Customers: [] })).toEqual([]));
});
