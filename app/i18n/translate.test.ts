import { describe, expect, it } from "vitest";
import { MISSING_STRING, translate } from "./translate";

describe("translate", () => {
  const strings = { hello: "Hello ~~1~~, you have ~~2~~ items", plain: "Cart" };
  it("fills ~~n~~ with the nth variable", () => {
    expect(translate(strings, "hello", ["Ana", 3])).toBe("Hello Ana, you have 3 items");
  });
  it("leaves a placeholder without a variable as it is", () => {
    expect(translate(strings, "hello", ["Ana"])).toBe("Hello Ana, you have ~~2~~ items");
  });
  it("shows -data missing- for an unknown key", () => {
    expect(translate(strings, "nope")).toBe(MISSING_STRING);
    expect(MISSING_STRING).toBe("-data missing-");
  });
  it("returns a string without variables as it is", () => {
    expect(translate(strings, "plain")).toBe("Cart");
  });
});
