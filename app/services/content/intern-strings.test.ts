import { describe, expect, it } from "vitest";
import { internStrings } from "./intern-strings.mjs";

describe("internStrings", () => {
  it("leaves the documents equal to what they were", async () => {
    const docs = [
      { _id: "a", tags: ["x", "y"], ref: { _type: "reference", _ref: "b" }, n: 1, nothing: null },
      { _id: "b", tags: ["y"], ref: { _type: "reference", _ref: "a" }, long: "z".repeat(500) },
    ];
    const before = structuredClone(docs);
    await internStrings(docs);
    expect(docs).toEqual(before);
  });

  it("handles more documents than one chunk", async () => {
    const docs = Array.from({ length: 1234 }, (_, i) => ({ _id: `d${i}`, type: `t${i % 3}` }));
    const before = structuredClone(docs);
    await internStrings(docs);
    expect(docs).toEqual(before);
  });
});
