import { describe, expect, it } from "vitest";
import { checkTables, type RawTables } from "./check";
import { readExportFile } from "./export-files";
import type { Located } from "./problems";
import { IMPORT_TABLES, type TableName } from "./tables.server";

const customer = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  name: "Acme",
  taxable: true,
  priceList: "OEM",
  arTerm: "NET 30",
  custType: "OEM",
  isFreeGroundAt: null,
  territory: "PA-W",
  rep: "JM",
  segment: 2,
  primaryContactId: null,
  taxVerificationNote: "",
  taxVerificationCompleted: false,
  ...fields,
});
const contact = (id: string, customerId: string, fields: Record<string, unknown> = {}) => ({
  id,
  customerId,
  nameFirst: "Maria",
  nameLast: "Gonzalez",
  nameCompany: "Acme",
  phone1: "412-555-0134",
  addressLine1: "2200 Smallman St",
  addressCity: "Pittsburgh",
  addressCountry: "US",
  addressState: "PA",
  addressPostalCode: "15222",
  taxable: true,
  ...fields,
});
const webUser = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  email: `${id.toLowerCase()}@example.com`,
  nameFirst: "Maria",
  nameLast: "Gonzalez",
  customerIds: ["C-1"],
  primaryCustomerId: "C-1",
  shippingContactId: null,
  billingContactId: null,
  ...fields,
});

/** Records of one table, located at lines 2, 3, ... of `<table>.csv`. */
const rows = (table: TableName, records: object[]): [TableName, Located<unknown>[]] => [
  table,
  records.map((record, i) => ({ at: `${table}.csv:${i + 2}`, record })),
];

const NONE = new Map<TableName, Set<string>>();
const check = (raw: RawTables, existing: ReadonlyMap<TableName, ReadonlySet<string>> = NONE) =>
  checkTables(IMPORT_TABLES, raw, existing, (pn) => pn === "GCX1111-10");

describe("checkTables", () => {
  it("passes rows that match their schema and name rows that exist here or in the database", () => {
    const raw: RawTables = new Map([
      rows("price-lists", [{ name: "NEW", public: false }]),
      rows("prices", [
        { priceList: "NEW", valueType: "Actual", schedule: "", item: "GCX1111-10", value: "7.77" },
        { priceList: "OEM", valueType: "% Discount", schedule: "Schedule Z", item: null, value: "0" },
      ]),
      rows("customers", [customer("C-1", { priceList: "NEW", primaryContactId: "CT-1" }), customer("C-2", { priceList: "list" })]),
      rows("contacts", [contact("CT-1", "C-1"), contact("CT-2", "C-9")]),
      rows("web-users", [webUser("WU-1", { customerIds: ["C-1", "C-9"], shippingContactId: "CT-2" })]),
    ]);
    const { checked, problems } = check(
      raw,
      new Map([
        ["price-lists", new Set(["OEM"])],
        ["customers", new Set(["C-9"])],
      ]),
    );
    expect(problems).toEqual([]);
    expect(checked.get("customers")).toHaveLength(2);
  });

  it("reports a missing field, a bad number, a bad e-mail address and a text too long, field by field", () => {
    const raw: RawTables = new Map([
      rows("prices", [{ priceList: "OEM", valueType: "Actual", schedule: "", item: null, value: "12,50" }]),
      rows("customers", [customer("C-1", { name: undefined, segment: 1.5 })]),
      rows("contacts", [contact("CT-1", "C-1", { addressLine1: "x".repeat(201), addressCountry: "USA" })]),
      rows("web-users", [webUser("WU-1", { email: "maria@" })]),
    ]);
    expect(check(raw, new Map([["price-lists", new Set(["OEM"])]])).problems).toEqual([
      "prices.csv:2: value: value must be a numeric string",
      "customers.csv:2: name: Required; segment: Expected integer, received float",
      "contacts.csv:2: addressLine1: longer than 200 characters; addressCountry: must be a two-letter country code",
      "web-users.csv:2: email: not a valid e-mail address",
    ]);
  });

  it("reports a repeated key at its second row", () => {
    const raw: RawTables = new Map([
      rows("customers", [customer("C-1"), customer("C-2"), customer("C-1")]),
      rows("prices", [
        { priceList: "OEM", valueType: "Actual", schedule: "", item: "GCX1111-10", value: "1" },
        { priceList: "OEM", valueType: "Actual", schedule: "", item: "GCX1111-10", value: "2" },
      ]),
    ]);
    expect(check(raw, new Map([["price-lists", new Set(["OEM"])]])).problems).toEqual([
      'prices.csv:3: duplicate key "OEM item GCX1111-10" (first at prices.csv:2)',
      'customers.csv:4: duplicate key "C-1" (first at customers.csv:2)',
    ]);
  });

  it("reports every reference to a row neither the import nor the database holds", () => {
    const raw: RawTables = new Map([
      rows("prices", [{ priceList: "GONE", valueType: "Actual", schedule: "", item: "NO-SUCH-PN", value: "1" }]),
      rows("customers", [customer("C-1", { priceList: "GONE", primaryContactId: "CT-9" })]),
      rows("contacts", [contact("CT-1", "C-9")]),
      rows("web-users", [webUser("WU-1", { customerIds: ["C-1", "C-8"], primaryCustomerId: "C-7", billingContactId: "CT-8" })]),
    ]);
    expect(check(raw).problems).toEqual([
      'prices.csv:2: price list "GONE" does not exist; product "NO-SUCH-PN" does not exist',
      'customers.csv:2: price list "GONE" does not exist; contact "CT-9" does not exist',
      'contacts.csv:2: customer "C-9" does not exist',
      'web-users.csv:2: customer "C-8" does not exist; customer "C-7" does not exist; contact "CT-8" does not exist',
    ]);
  });

  it("locates the export's records by their path in the JSON file", () => {
    const text = JSON.stringify({
      customers: [customer("C-1", { contacts: [contact("CT-1", "ignored"), { ...contact("CT-2", "ignored"), phone1: 5 }] }), "C-2"],
      webUsers: [webUser("WU-1", { email: "bad" })],
    });
    const { tables, problems } = readExportFile("customers.json", text);
    expect(problems).toEqual(["customers.json:customers[1]: must be an object"]);
    expect(check(new Map(Object.entries(tables) as [TableName, Located<unknown>[]][]), new Map([["price-lists", new Set(["OEM"])]])).problems).toEqual([
      "customers.json:customers[0].contacts[1]: phone1: Expected string, received number",
      "customers.json:webUsers[0]: email: not a valid e-mail address",
    ]);
    expect(readExportFile("price-lists.json", "{").problems).toEqual([expect.stringMatching(/^price-lists\.json:1: not JSON/)]);
    expect(readExportFile("price-lists.json", '{"lists":{}}').problems).toEqual(["price-lists.json:lists: must be an array"]);
  });
});
