import { describe, expect, it } from "vitest";
import { normalizeText, textProblem, withoutControlCharacters } from "./text";
import { textField } from "./text-field";

describe("the free-text rule", () => {
  it("trims, and turns a multi-line text's line breaks into \\n", () => {
    expect(normalizeText("  Ana  ")).toBe("Ana");
    expect(normalizeText(undefined)).toBe("");
    expect(normalizeText(" Dock 4\r\nbefore noon\r", true)).toBe("Dock 4\nbefore noon");
  });

  it.each([
    ["", { max: 5, required: true }, "required"],
    ["", { max: 5 }, null],
    ["abcde", { max: 5 }, null],
    ["abcdef", { max: 5 }, "tooLong"],
    ["a\u0000b", { max: 5 }, "invalidCharacters"],
    ["a\u001bb", { max: 5 }, "invalidCharacters"],
    ["a\u007fb", { max: 5 }, "invalidCharacters"],
    ["a\nb", { max: 5 }, "invalidCharacters"],
    ["a\nb\tc", { max: 5, multiline: true }, null],
    ["a\u0000b", { max: 5, multiline: true }, "invalidCharacters"],
    ["a\ud800b", { max: 5 }, "invalidCharacters"],
    ["a\u202eb", { max: 5 }, "invalidCharacters"],
    ["a\u200bb", { max: 5, multiline: true }, "invalidCharacters"],
    ["a\u00adb", { max: 5 }, "invalidCharacters"],
    ["a\ufeffb", { max: 5 }, "invalidCharacters"],
    ["Guía", { max: 5 }, null],
  ])("%j under %j: %s", (value, rule, problem) => {
    expect(textProblem(value, rule)).toBe(problem);
  });

  it("makes a query's control and format characters spaces", () => {
    expect(withoutControlCharacters("relay\u0000 24\u001bV")).toBe("relay  24 V");
    expect(withoutControlCharacters("relay\u202e24")).toBe("relay 24");
    expect(withoutControlCharacters("relé 24 V")).toBe("relé 24 V");
  });

  it("answers a form field's own message for the check it fails", () => {
    const field = textField({ max: 3, required: true }, { tooLong: "long", invalidCharacters: "control" });
    expect(field.safeParse(" ab ").data).toBe("ab");
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe("thisFieldIsRequired");
    expect(field.safeParse("abcd").error?.issues[0]?.message).toBe("long");
    expect(field.safeParse("a\u0000").error?.issues[0]?.message).toBe("control");
    expect(field.safeParse(42).error?.issues[0]?.message).toBe("control");
  });

  it("refuses invisible format characters in a one-line field (a PO number) and a multi-line one (notes)", () => {
    const po = textField({ max: 50 }, { tooLong: "long", invalidCharacters: "invalid" });
    const notes = textField({ max: 500, multiline: true }, { tooLong: "long", invalidCharacters: "invalid" });
    for (const bad of ["PO\u202e-1", "PO\u200b1", "\u2066PO-1\u2069"]) {
      expect(po.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe("invalid");
      expect(notes.safeParse(`Dock 4\n${bad}`).error?.issues[0]?.message, JSON.stringify(bad)).toBe("invalid");
    }
    expect(notes.safeParse("Dock 4\r\n\tbefore noon").data).toBe("Dock 4\n\tbefore noon");
  });
});
