import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MISSING_STRING, translate } from "./translate";

describe("translate", () => {
  const strings = { cartIncrease: "Add ~~1~~ to ~~2~~", cartUpdate: "Update" };
  it("fills ~~n~~ with the nth variable", () => {
    expect(translate(strings, "cartIncrease", [10, "Push button"])).toBe("Add 10 to Push button");
  });
  it("leaves a placeholder without a variable as it is", () => {
    expect(translate(strings, "cartIncrease", [10])).toBe("Add 10 to ~~2~~");
  });
  it("shows -data missing- for a key the loaded strings lack", () => {
    expect(translate(strings, "cartEmpty")).toBe(MISSING_STRING);
    expect(MISSING_STRING).toBe("-data missing-");
  });
  it("returns a string without variables as it is", () => {
    expect(translate(strings, "cartUpdate")).toBe("Update");
  });
  it("takes only keys of content/strings: a typo fails the type check", () => {
    // @ts-expect-error "cartUpdat" is no key of content/strings/*.json
    expect(translate(strings, "cartUpdat")).toBe(MISSING_STRING);
  });
});

describe("StringKey", () => {
  it("is read from every content/strings/*.json file", () => {
    const source = readFileSync("app/i18n/string-keys.ts", "utf8");
    const files = readdirSync("content/strings").filter((name) => name.endsWith(".json"));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((name) => !source.includes(`typeof import("../../content/strings/${name}")`))).toEqual([]);
  });
});
