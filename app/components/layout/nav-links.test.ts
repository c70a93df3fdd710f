import { describe, expect, it } from "vitest";
import { isExternal } from "./nav-links";

describe("isExternal", () => {
  it("treats site paths as internal and every other address as external", () => {
    const at = (to: string) => isExternal({ label: "x", to });
    expect(at("/es/tienda")).toBe(false);
    expect(at("/")).toBe(false);
    expect(at("https://blog.example.com")).toBe(true);
    expect(at("mailto:a@b.c")).toBe(true);
    expect(at("//evil.example")).toBe(true);
  });
});
