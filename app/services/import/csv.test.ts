import { describe, expect, it } from "vitest";
import { readCsv, type CsvColumn } from "./csv";

const LAYOUT: CsvColumn[] = [
  { column: "id", field: "id", type: "text" },
  { column: "taxable", field: "taxable", type: "boolean" },
  { column: "threshold", field: "threshold", type: "number?" },
  { column: "segment", field: "segment", type: "integer?" },
  { column: "ids", field: "ids", type: "list" },
  { column: "line2", field: "line2", type: "text", optional: true },
];

describe("readCsv", () => {
  it("reads each row into the layout's fields, located at its line", () => {
    const { rows, problems } = readCsv("t.csv", "id,taxable,threshold,segment,ids\nC-1,true,49.5,,C-1; C-2\n\nC-2,no,,3,\n", LAYOUT);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { at: "t.csv:2", record: { id: "C-1", taxable: true, threshold: 49.5, segment: null, ids: ["C-1", "C-2"] } },
      { at: "t.csv:4", record: { id: "C-2", taxable: false, threshold: null, segment: 3, ids: [] } },
    ]);
  });

  it("reports a missing, an unknown and a repeated column on the header's line, and reads no row", () => {
    const { rows, problems } = readCsv("t.csv", "id,taxable,threshold,ids,colour,ids\nC-1,true,,,red,\n", LAYOUT);
    expect(rows).toEqual([]);
    expect(problems).toEqual(['t.csv:1: missing column "segment"', 't.csv:1: unknown column "colour"', 't.csv:1: column "ids" appears twice']);
  });

  it("reports every bad cell of every row with its line, and keeps the good rows", () => {
    const text = 'id,taxable,threshold,segment,ids\nC-1,maybe,12a,1.5,\nC-2,true,,,\nC-3,true,,\n"C-4\nstill C-4",true,,x,\n';
    const { rows, problems } = readCsv("t.csv", text, LAYOUT);
    expect(rows.map((r) => r.at)).toEqual(["t.csv:3"]);
    expect(problems).toEqual([
      't.csv:2: taxable: "maybe" is not true or false; threshold: "12a" is not a number; segment: "1.5" is not a whole number',
      "t.csv:4: 4 cells where the header has 5",
      't.csv:6: segment: "x" is not a number',
    ]);
  });

  it("reports a broken file at the line where it breaks", () => {
    expect(readCsv("t.csv", 'id,taxable,threshold,segment,ids\nC-1,"true,,,\n', LAYOUT).problems).toEqual([
      expect.stringMatching(/^t\.csv:2: Quote Not Closed/),
    ]);
    expect(readCsv("t.csv", "", LAYOUT).problems).toEqual(["t.csv:1: the header row is missing"]);
  });
});
