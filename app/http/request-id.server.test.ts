import { describe, expect, it } from "vitest";
import { requestIdFor } from "./request-id.server";

const fresh = () => "fresh-id";

describe("requestIdFor", () => {
  it("takes a trusted proxy's plain X-Request-Id", () => {
    expect(requestIdFor("lb-1234.abc_DEF", true, fresh)).toBe("lb-1234.abc_DEF");
    expect(requestIdFor("a".repeat(64), true, fresh)).toBe("a".repeat(64));
  });

  it("makes a fresh id when the header comes from anyone else", () => {
    expect(requestIdFor("lb-1234", false, fresh)).toBe("fresh-id");
  });

  it("makes a fresh id for a missing, long or unplain one", () => {
    for (const incoming of [undefined, "", "a".repeat(65), "id with spaces", 'x"}\n{"level":60', "ñ"])
      expect(requestIdFor(incoming, true, fresh)).toBe("fresh-id");
  });

  it("makes a random UUID by default", () => {
    expect(requestIdFor(undefined, false)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
