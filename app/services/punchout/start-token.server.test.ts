import { describe, expect, it } from "vitest";
import { isStartToken, newStartToken, startTokenHash } from "./start-token.server";

describe("start tokens", () => {
  it("are random, URL-safe and stored only as a hash", () => {
    const tokens = new Set(Array.from({ length: 100 }, newStartToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(isStartToken(token)).toBe(true);
      expect(startTokenHash(token)).not.toContain(token);
      expect(startTokenHash(token)).toBe(startTokenHash(token));
    }
  });

  it("a tampered or malformed token is not one", () => {
    const token = newStartToken();
    // Its last character changed (to another one: a token may end in "A" already).
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(startTokenHash(tampered)).not.toBe(startTokenHash(token));
    expect(isStartToken(token.slice(1))).toBe(false);
    expect(isStartToken(`${token.slice(1)}/`)).toBe(false);
    expect(isStartToken("../../etc/passwd")).toBe(false);
  });
});
