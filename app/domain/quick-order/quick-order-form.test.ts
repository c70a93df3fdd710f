import { describe, expect, it } from "vitest";
import { QUICK_ORDER_MAX_CHARS, quickOrderSchema, readUse, choiceValue } from "./quick-order-form";

const issues = (input: Record<string, unknown>) => {
  const result = quickOrderSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("quickOrderSchema", () => {
  it("takes pasted lines, or a chosen file with an empty box", () => {
    expect(issues({ lines: "GCX1111-10 5" })).toEqual([]);
    expect(issues({ lines: "", file: new File(["GCX1111-10,5"], "bom.csv") })).toEqual([]);
  });

  it("asks for something when the box is blank and no file is chosen", () => {
    expect(issues({ lines: "  \n " })).toEqual([["lines", "quickOrderEmpty"]]);
    expect(issues({ lines: "", file: new File([], "empty.csv") })).toEqual([["lines", "quickOrderEmpty"]]);
  });

  it("refuses text beyond what one order can hold", () => {
    expect(issues({ lines: "x".repeat(QUICK_ORDER_MAX_CHARS + 1) })).toContainEqual(["lines", "quickOrderTooLong"]);
  });

  it("reads a chosen part number for some lines, and refuses a malformed choice", () => {
    expect(readUse(choiceValue([2, 5], "GCX1123-11"))).toEqual({ rows: [2, 5], pn: "GCX1123-11" });
    expect(readUse(undefined)).toBeNull();
    for (const use of ["|PN", "2|", "a|PN", "2|A|B"])
      expect(
        issues({ lines: "x", use }).map(([path]) => path),
        use,
      ).toEqual(["use"]);
  });
});
