import { describe, expect, it } from "vitest";
import { isQuoteNumber, paperSizeFor, quoteValidUntil } from "./quote-document";

describe("quote document rules", () => {
  it("prints on Letter for the United States, Canada, Mexico and the other Letter countries, A4 elsewhere", () => {
    for (const country of ["US", "CA", "MX", "CL", "CO", "PR", "PH", "us"]) expect(paperSizeFor(country), country).toBe("LETTER");
    for (const country of ["ES", "DE", "AR", "BR", "GB", "JP", ""]) expect(paperSizeFor(country), country).toBe("A4");
  });

  it("holds for 30 days from the moment it was made", () => {
    expect(quoteValidUntil("2026-11-27T04:00:00.000Z")).toBe("2026-12-27T04:00:00.000Z");
    expect(quoteValidUntil("2026-02-10T23:59:00.000Z")).toBe("2026-03-12T23:59:00.000Z");
  });

  it("knows a quote number by its shape, so anything else is not looked up", () => {
    expect(isQuoteNumber("Q-2026-000123")).toBe(true);
    expect(isQuoteNumber("Q-2026-1234567")).toBe(true);
    for (const value of ["", "W-100001", "Q-2026-123", "q-2026-000123", "Q-2026-000123 ", "Q-2026-000123/x", `Q-2026-${"1".repeat(13)}`]) {
      expect(isQuoteNumber(value), value).toBe(false);
    }
  });
});
