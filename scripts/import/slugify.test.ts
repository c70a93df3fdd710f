import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("strips accents and punctuation", () => {
    expect(slugify('Relé térmico 1/2" + señal, ÑANDÚ')).toBe("rele-termico-1-2-senal-nandu");
  });
  it("trims leading and trailing separators", () => {
    expect(slugify("  --22mm Push Button!-- ")).toBe("22mm-push-button");
  });
});
