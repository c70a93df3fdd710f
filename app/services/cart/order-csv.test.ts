import { describe, expect, it } from "vitest";
import { readOrderRows } from "~/domain/quick-order/order-rows";
import { csvOrderRows } from "./order-csv.server";

const items = (text: string) => {
  const rows = csvOrderRows(text);
  const order = rows && readOrderRows(rows);
  return order?.kind === "read" ? order.items.map(({ pn, quantity }) => [pn, quantity]) : order;
};

describe("csvOrderRows", () => {
  it("reads a comma-separated export with a header and quoted descriptions", () => {
    expect(items('Part number,Description,Qty\nGCX1111-10,"Push button, black",5\r\nCB-10,Contact block,2\n')).toEqual([
      ["GCX1111-10", 5],
      ["CB-10", 2],
    ]);
  });

  it("reads Excel's semicolon dialect behind a UTF-8 byte-order mark", () => {
    expect(items("\uFEFFNúmero de parte;Descripción;Cantidad\nGCX1111-10;Pulsador, negro;5\n")).toEqual([["GCX1111-10", 5]]);
  });

  it("refuses a decimal quantity in the semicolon dialect rather than reading its comma as a separator", () => {
    const rows = csvOrderRows("GCX1111-10;2,5\n")!;
    expect(readOrderRows(rows)).toMatchObject({ kind: "read", items: [], rejected: [{ row: 1, problem: { kind: "badQuantity", reason: "notWhole" } }] });
  });

  it("reads tab-separated text, rows of any length, and skips blank rows", () => {
    expect(items("GCX1111-10\t5\n\n\nCB-10\n")).toEqual([
      ["GCX1111-10", 5],
      ["CB-10", 1],
    ]);
  });

  it("keeps each row's line number and text for the report", () => {
    expect(csvOrderRows("A,1\n\nB,2\n")).toEqual([
      { row: 1, text: "A,1", cells: ["A", "1"] },
      { row: 3, text: "B,2", cells: ["B", "2"] },
    ]);
  });

  it("answers null for a file it cannot read", () => {
    expect(csvOrderRows('A,"unclosed\nB,2')).toBeNull();
  });
});
