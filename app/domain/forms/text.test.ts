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
    ["Guía", { max: 5 }, null],
  ])("%j under %j: %s", (value, rule, problem) => {
    expect(textProblem(value, rule)).toBe(problem);
  });

  it("makes a query's control characters spaces", () => {
    expect(withoutControlCharacters("relay\u0000 24\u001bV")).toBe("relay  24 V");
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
});
