import { describe, expect, it } from "vitest";
import { needsRefresh } from "./tokens";

describe("needsRefresh", () => {
  const expiresAt = 1_700_000_000;
  it.each([
    [expiresAt * 1000 - 3600_000, false],
    [expiresAt * 1000 - 91_000, false],
    [expiresAt * 1000 - 90_000, true],
    [expiresAt * 1000 - 1, true],
    [expiresAt * 1000 + 5000, true],
  ])("at %i: %s", (now, refresh) => expect(needsRefresh(expiresAt, now)).toBe(refresh));
});
