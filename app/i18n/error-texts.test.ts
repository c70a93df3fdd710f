import { describe, expect, it } from "vitest";
import shell from "../../content/strings/errors.json";
import { errorTexts } from "./error-texts";

describe("errorTexts", () => {
  it("names what happened for each client error, in both languages", () => {
    for (const status of [400, 403, 404, 405, 413, 415, 429, 503]) {
      const { title, message } = errorTexts(status);
      expect(title).not.toBe("shellServerErrorTitle");
      for (const key of [title, message]) {
        const entry = (shell as Record<string, { en: string; es: string }>)[key];
        expect(entry?.en).toBeTruthy();
        expect(entry?.es).toBeTruthy();
      }
    }
  });

  it("calls anything else a server error", () => {
    expect(errorTexts(500)).toEqual({ title: "shellServerErrorTitle", message: "shellServerErrorMessage" });
    expect(errorTexts(502).title).toBe("shellServerErrorTitle");
  });
});
