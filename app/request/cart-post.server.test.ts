import { describe, expect, it } from "vitest";
import { parseCartPost } from "./cart-post.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("parseCartPost", () => {
  it("reads a cart change, trimming the part number and keeping the typed quantity as it is", () => {
    expect(parseCartPost(form({ intent: "add", pn: " GCX1111-10 ", quantity: " 3 ", redirectTo: "/products" }))).toEqual({
      intent: "add",
      pn: "GCX1111-10",
      quantity: " 3 ",
      redirectTo: "/products",
    });
    expect(parseCartPost(form({ intent: "clear" }))).toEqual({ intent: "clear", pn: "" });
  });

  it("refuses unknown intents and oversized fields", () => {
    expect(parseCartPost(form({ intent: "steal", pn: "X" }))).toBeNull();
    expect(parseCartPost(form({ pn: "X" }))).toBeNull();
    expect(parseCartPost(form({ intent: "add", pn: "X".repeat(101) }))).toBeNull();
    expect(parseCartPost(form({ intent: "add", pn: "X", redirectTo: "/".repeat(2001) }))).toBeNull();
  });
});
