import { describe, expect, it } from "vitest";
import { MAX_ORDER_ROWS, orderLineRows, pastedRows, readOrderRows, withPartNumber, type ReadOrder } from "./order-rows";

const read = (text: string) => readOrderRows(pastedRows(text));
const items = (order: ReadOrder) => (order.kind === "read" ? order.items.map(({ pn, quantity }) => [pn, quantity]) : order);
const rejected = (order: ReadOrder) => (order.kind === "read" ? order.rejected.map(({ row, problem }) => [row, problem]) : order);

describe("pastedRows", () => {
  it("cuts a row at tabs, commas or semicolons, else at runs of spaces, and skips blank rows", () => {
    expect(pastedRows("A\t2\n\n  \nB, 3\nC;4\nD    5\r\nE 22mm push button 6").map((r) => [r.row, r.cells])).toEqual([
      [1, ["A", "2"]],
      [4, ["B", "3"]],
      [5, ["C", "4"]],
      [6, ["D", "5"]],
      [7, ["E", "22mm", "push", "button", "6"]],
    ]);
  });

  it("keeps a spreadsheet's description cell whole", () => {
    expect(pastedRows("GCX1111-10\t22mm push button, black\t5")[0]!.cells).toEqual(["GCX1111-10", "22mm push button, black", "5"]);
  });
});

describe("readOrderRows", () => {
  it.each([
    ["tabs", "GCX1111-10\t5"],
    ["commas", "GCX1111-10,5"],
    ["semicolons (Excel's dialect)", "GCX1111-10;5"],
    ["spaces", "GCX1111-10   5"],
    ["the quantity first", "5 GCX1111-10"],
    ["the quantity first, with a tab", "5\tGCX1111-10"],
    ["a unit", "GCX1111-10 5 pcs"],
    ["an x", "x5 GCX1111-10"],
    ["lower case", "gcx1111-10 5"],
    ["a description between", "GCX1111-10\tPush button, black\t5"],
  ])("reads a part number and its quantity separated by %s", (_, text) => {
    expect(items(read(text))).toEqual([["GCX1111-10", 5]]);
  });

  it("takes a lone part number as one of it", () => {
    expect(items(read("GCX1111-10"))).toEqual([["GCX1111-10", 1]]);
  });

  it.each([["Part number\tQuantity"], ["PN,Qty"], ["Número de parte;Cantidad"], ["SKU Qty"], ["Item, Description, Qty"]])("skips a header row %j", (header) => {
    const order = read(`${header}\nGCX1111-10\t2\nCB-10\t3`);
    expect(items(order)).toEqual([
      ["GCX1111-10", 2],
      ["CB-10", 3],
    ]);
    expect(rejected(order)).toEqual([]);
  });

  it("does not take a first row with a quantity for a header", () => {
    expect(items(read("PN-1 2"))).toEqual([["PN-1", 2]]);
  });

  it("sums the same part number named twice, whatever its case, keeping both rows", () => {
    const order = read("GCX1111-10 2\nCB-10 1\ngcx1111-10\t3");
    expect(items(order)).toEqual([
      ["GCX1111-10", 5],
      ["CB-10", 1],
    ]);
    expect(order.kind === "read" && order.items[0]!.rows.map((r) => r.row)).toEqual([1, 3]);
  });

  it.each([
    ["a fraction", "GCX1111-10 2.5", "notWhole"],
    ["a decimal comma", "GCX1111-10; 2,5", "notWhole"],
    ["zero", "GCX1111-10 0", "belowOne"],
    ["a negative quantity", "GCX1111-10 -3", "belowOne"],
    ["words for a quantity", "GCX1111-10 lots", "notNumeric"],
    ["too many", "GCX1111-10 99999999", "tooLarge"],
  ])("rejects %s with the quantity's reason, and reads the other rows", (_, line, reason) => {
    const order = read(`CB-10 1\n${line}`);
    expect(items(order)).toEqual([["CB-10", 1]]);
    expect(rejected(order)).toEqual([[2, { kind: "badQuantity", reason }]]);
  });

  it("rejects a part number that is no part number: prose, or a line of 10,000 characters", () => {
    const long = "A".repeat(10_000);
    const order = read(`"hello there!" 2\n${long}\nCB-10 1`);
    expect(rejected(order)).toEqual([
      [1, { kind: "badPartNumber" }],
      [2, { kind: "badPartNumber" }],
    ]);
    expect(items(order)).toEqual([["CB-10", 1]]);
  });

  it(`reads ${MAX_ORDER_ROWS} rows after a header, and refuses one more`, () => {
    const rows = Array.from({ length: MAX_ORDER_ROWS }, (_, i) => `PN-${i} ${i + 1}`);
    const order = read(["Part number, Qty", ...rows].join("\n"));
    expect(order.kind === "read" && order.items).toHaveLength(MAX_ORDER_ROWS);
    expect(read([...rows, "PN-X 1"].join("\n"))).toEqual({ kind: "tooManyRows", count: MAX_ORDER_ROWS + 1, max: MAX_ORDER_ROWS });
  });

  it("counts no blank rows towards the limit", () => {
    const rows = Array.from({ length: MAX_ORDER_ROWS }, (_, i) => `PN-${i} 1\n\n`);
    expect(read(rows.join("\n")).kind).toBe("read");
  });

  it("reads nothing from nothing", () => {
    expect(read("\n \n")).toEqual({ kind: "read", items: [], rejected: [] });
  });
});

describe("withPartNumber", () => {
  it("puts the chosen part number in the row, keeping its quantity", () => {
    expect(withPartNumber("GCX1132-11 4\nXX 2", 1, "GCX1123-11")).toBe("GCX1123-11\t4\nXX 2");
    expect(withPartNumber("A 1\n3; GCX1132-11", 2, "GCX1123-11")).toBe("A 1\nGCX1123-11\t3");
  });

  it("leaves the text as it is for a row that is not there", () => {
    expect(withPartNumber("A 1", 5, "B")).toBe("A 1");
    expect(withPartNumber("A 1\n\n", 2, "B")).toBe("A 1\n\n");
  });
});

describe("orderLineRows", () => {
  it("gives a placed order's lines as pasted rows, each read as its part number and quantity, a header-like part number included", () => {
    const rows = orderLineRows([
      { pn: "GCX1111-10", quantity: 3 },
      { pn: "ITEM", quantity: 1 },
      { pn: "WD-1", quantity: 40 },
    ]);
    expect(rows.map(({ row, text }) => [row, text])).toEqual([
      [1, "GCX1111-10\t3"],
      [2, "ITEM\t1"],
      [3, "WD-1\t40"],
    ]);
    expect(items(readOrderRows(rows))).toEqual([
      ["GCX1111-10", 3],
      ["ITEM", 1],
      ["WD-1", 40],
    ]);
  });
});
