import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvRecords } from "./write";

describe("csvRecords", () => {
  it("escapes every text cell a spreadsheet would run as a formula", () => {
    const cells = ['=HYPERLINK("https://evil.example","Click")', "+1+2", "-2+3+cmd|' /C calc'!A0", "@SUM(A1)", "\t=1", "\r=1", "＝1"];
    const [row] = parse(csvRecords([cells])) as string[][];
    expect(row).toEqual(cells.map((cell) => `'${cell}`));
  });

  it("writes plain numbers as they are, a negative one too", () => {
    expect(csvRecords([["12.50", "0", "-5", "-5.00", "3"]])).toBe("12.50,0,-5,-5.00,3\r\n");
  });

  it("quotes a line break inside a cell so it cannot split the record", () => {
    const text = csvRecords([
      ["A-1", "Relay\nwith a second line", "1.00"],
      ["A-2", "Relay\rwith a carriage return", "2.00"],
      ["A-3", "Relay\r\nwith both", "3.00"],
    ]);
    expect(parse(text, { record_delimiter: "\r\n" })).toEqual([
      ["A-1", "Relay\nwith a second line", "1.00"],
      ["A-2", "Relay\rwith a carriage return", "2.00"],
      ["A-3", "Relay\r\nwith both", "3.00"],
    ]);
  });

  it("ends every record with CRLF and quotes only where needed", () => {
    expect(
      csvRecords([
        ["a", "b, c", 'say "hi"'],
        ["", "x", "y"],
      ]),
    ).toBe('a,"b, c","say ""hi"""\r\n,x,y\r\n');
  });
});
