import { describe, expect, it } from "vitest";
import { createEmbeddedContent, parseNdjson } from "./embedded.server";

const docs = parseNdjson(
  [
    '{"_id":"a","_type":"article","slug":{"en":"one","es":"uno"}}',
    '{"_id":"b","_type":"article","slug":{"en":"two","es":"dos"}}',
    '{"_id":"drafts.b","_type":"article","slug":{"en":"two","es":"dos"}}',
  ].join("\n"),
);

describe("embedded content", () => {
  it("skips drafts", () => {
    expect(docs.map((d) => d._id)).toEqual(["a", "b"]);
  });
  it("binds params at evaluation, so the same query answers each value on its own", async () => {
    const content = createEmbeddedContent(docs);
    const query = '*[_type == "article" && slug.en == $slug][0]._id';
    expect(await content.fetch(query, { slug: "one" })).toBe("a");
    expect(await content.fetch(query, { slug: "two" })).toBe("b");
    expect(await content.fetch(query, { slug: "nope" })).toBeNull();
  });
});
