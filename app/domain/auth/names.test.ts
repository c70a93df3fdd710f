import { describe, expect, it } from "vitest";
import { joinFullName, splitFullName, syncNames, validateName } from "./names";

describe("syncNames (newly appeared session)", () => {
  it("copies the web user's names to an auth user without full_name", () =>
    expect(syncNames({ nameFirst: "Maria", nameLast: "Gonzalez", fullName: null })).toEqual({
      setFullName: "Maria Gonzalez",
      setWebUserNames: null,
      needsName: false,
    }));
  it("copies full_name to a web user without names", () =>
    expect(syncNames({ nameFirst: "", nameLast: null, fullName: "Ana María Ruiz" })).toEqual({
      setFullName: null,
      setWebUserNames: { nameFirst: "Ana", nameLast: "María Ruiz" },
      needsName: false,
    }));
  it("asks for the name when neither side has one", () =>
    expect(syncNames({ nameFirst: " ", nameLast: "", fullName: "  " })).toEqual({ setFullName: null, setWebUserNames: null, needsName: true }));
  it("changes nothing when both have names", () =>
    expect(syncNames({ nameFirst: "Tom", nameLast: "Becker", fullName: "Tom Becker" })).toEqual({
      setFullName: null,
      setWebUserNames: null,
      needsName: false,
    }));
  it("asks for the last name when full_name is one word", () =>
    expect(syncNames({ nameFirst: null, nameLast: null, fullName: "Cher" })).toMatchObject({ needsName: true }));
  it("treats a web user with only a first name as unnamed", () => expect(syncNames({ nameFirst: "Li", nameLast: "", fullName: null }).needsName).toBe(true));
});

describe("names", () => {
  it("joins and splits", () => {
    expect(joinFullName(" Li ", " Chen ")).toBe("Li Chen");
    expect(splitFullName("  Li   Chen ")).toEqual({ nameFirst: "Li", nameLast: "Chen" });
    expect(splitFullName("")).toEqual({ nameFirst: "", nameLast: "" });
  });
  it("validates trimmed, required first and last name", () => {
    expect(validateName({ firstName: "  Sam ", lastName: " Okafor" })).toEqual({ ok: true, value: { firstName: "Sam", lastName: "Okafor" } });
    expect(validateName({ firstName: "  ", lastName: "" })).toEqual({
      ok: false,
      errors: { firstName: "thisFieldIsRequired", lastName: "thisFieldIsRequired" },
    });
    expect(validateName({ firstName: "Sam", lastName: " " })).toEqual({ ok: false, errors: { lastName: "thisFieldIsRequired" } });
    expect(validateName({ firstName: "Ś".repeat(100), lastName: "O".repeat(101) })).toEqual({ ok: false, errors: { lastName: "accountFieldTooLong100" } });
    expect(validateName({ firstName: "Sam\u0000", lastName: "Oka\u001bfor" })).toEqual({
      ok: false,
      errors: { firstName: "accountFieldInvalidCharacters", lastName: "accountFieldInvalidCharacters" },
    });
  });
});
