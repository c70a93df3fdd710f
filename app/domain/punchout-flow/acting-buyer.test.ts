import { describe, expect, it } from "vitest";
import { actingBuyer, type HeldUser } from "./acting-buyer";

const user = (customerIds: string[], primaryCustomerId: string | null): HeldUser => ({ customerIds, primaryCustomerId });

describe("which web user a partner buying for C-1001 may act as", () => {
  it.each([
    ["no web user yet (made for the partner's customer)", null, "named"],
    ["linked to the customer, which is primary", user(["C-1001"], "C-1001"), "named"],
    ["linked to the customer and another, the other primary", user(["C-1002", "C-1001"], "C-1002"), "named"],
    ["linked to the customer, no primary", user(["C-1001"], null), "named"],
    ["the customer is the primary one, never linked", user([], "C-1001"), "named"],
    ["the customer is the primary one, others linked", user(["C-1003"], "C-1001"), "named"],
    ["another company's user", user(["C-1002"], "C-1002"), "standIn"],
    ["several other companies' user, none primary", user(["C-1004", "C-1005"], null), "standIn"],
    ["another company primary and unlinked", user([], "C-1002"), "standIn"],
    ["a web user of no company yet", user([], null), "standIn"],
  ] as const)("%s: %s", (_case, held, expected) => {
    expect(actingBuyer("C-1001", held)).toBe(expected);
  });

  it("compares customer ids exactly: no prefix, no case folding", () => {
    expect(actingBuyer("C-1001", user(["C-10011", "c-1001"], "C-100"))).toBe("standIn");
  });
});
