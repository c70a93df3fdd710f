import { describe, expect, it } from "vitest";
import { returnedLines, returnedTotal } from "./returned-lines";

describe("returned lines", () => {
  const lines = [
    { pn: "GCX1111-10", title: "Pushbutton <amber> & co", quantity: 3, saleCents: 1234, categorySlug: "pushbuttons", leadTimeDays: 5 },
    { pn: "WD-1", title: "Wire duct", quantity: 10, saleCents: 99, categorySlug: null, leadTimeDays: null },
  ];

  it("carry part number, quantity, unit price in cents, description, unit and category", () => {
    const [first, second] = returnedLines(lines);
    expect(first).toEqual({
      supplierPartId: "GCX1111-10",
      quantity: 3,
      unitPrice: 1234,
      description: "Pushbutton <amber> & co",
      unitOfMeasure: "EA",
      classification: { domain: "VoltShopCategory", value: "pushbuttons" },
      leadTimeDays: 5,
    });
    expect(second).not.toHaveProperty("leadTimeDays");
    expect(second?.classification.value).toBe("uncategorized");
  });

  it("total the lines exactly, in cents", () => {
    expect(returnedTotal(returnedLines(lines))).toBe(3 * 1234 + 10 * 99);
    expect(returnedTotal([])).toBe(0);
  });
});
