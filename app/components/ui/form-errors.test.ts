import { describe, expect, it } from "vitest";
import { errorKeyOf, firstErrorField } from "./form-errors";

describe("firstErrorField", () => {
  it("names the first field in the form's order that has an error", () => {
    const result = { status: "error" as const, error: { postalCode: ["accountPostalCodeUS"], country: [], state: ["accountStateUnknown"] } };
    expect(firstErrorField(result, ["country", "state", "postalCode"])).toBe("state");
  });

  it("names none without an answer or errors", () => {
    expect(firstErrorField(undefined, ["name"])).toBeNull();
    expect(firstErrorField({ status: "error", error: { name: null } }, ["name"])).toBeNull();
  });
});

describe("errorKeyOf", () => {
  const keys = ["thisFieldIsRequired", "accountFieldInvalid"] as const;
  it("reads the first error as one of the form's keys, anything else as the fallback", () => {
    expect(errorKeyOf(["thisFieldIsRequired", "accountFieldInvalid"], keys, "accountFieldInvalid")).toBe("thisFieldIsRequired");
    expect(errorKeyOf(["Expected string"], keys, "accountFieldInvalid")).toBe("accountFieldInvalid");
    expect(errorKeyOf(undefined, keys, "accountFieldInvalid")).toBeNull();
    expect(errorKeyOf([], keys, "accountFieldInvalid")).toBeNull();
  });
});
