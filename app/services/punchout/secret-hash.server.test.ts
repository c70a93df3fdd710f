import { describe, expect, it } from "vitest";
import { hashSecret, secretMatches } from "./secret-hash.server";

describe("trading partners' secrets", () => {
  it("are stored salted, never as given, and checked against the hash", async () => {
    const first = await hashSecret("correct horse battery");
    const second = await hashSecret("correct horse battery");
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toContain("correct horse");
    expect(first).not.toBe(second);
    expect(await secretMatches("correct horse battery", first)).toBe(true);
    expect(await secretMatches("correct horse batterY", first)).toBe(false);
    expect(await secretMatches("", first)).toBe(false);
  });

  it("a malformed stored hash matches nothing", async () => {
    expect(await secretMatches("x", "plain-text")).toBe(false);
    expect(await secretMatches("x", "scrypt$16384$8$1$$")).toBe(false);
  });
});
