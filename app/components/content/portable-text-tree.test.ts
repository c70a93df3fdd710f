import { describe, expect, it } from "vitest";
import { groupBlocks, type ListNode, type ResolvedBlock } from "./portable-text-tree";

let n = 0;
function block(text: string, extra: Partial<ResolvedBlock> = {}): ResolvedBlock {
  return { _type: "block", _key: `k${n++}`, style: "normal", markDefs: [], children: [{ _type: "span", _key: "s", text, marks: [] }], ...extra };
}
const bullet = (text: string, level = 1) => block(text, { listItem: "bullet", level });
const number = (text: string, level = 1) => block(text, { listItem: "number", level });
const texts = (list: ListNode) => list.items.map((i) => i.block.children[0]!.text);

describe("groupBlocks", () => {
  it("keeps plain blocks in order", () => {
    const nodes = groupBlocks([block("a"), block("b", { style: "h2" })]);
    expect(nodes.map((x) => x.type)).toEqual(["block", "block"]);
  });

  it("joins consecutive list items into one list", () => {
    const nodes = groupBlocks([block("p"), bullet("a"), bullet("b"), block("q")]);
    expect(nodes.map((x) => x.type)).toEqual(["block", "list", "block"]);
    expect(texts(nodes[1] as ListNode)).toEqual(["a", "b"]);
  });

  it("nests deeper levels inside the previous item and returns to the outer level", () => {
    const [list] = groupBlocks([bullet("a"), bullet("a1", 2), bullet("a2", 2), bullet("b")]) as ListNode[];
    expect(texts(list!)).toEqual(["a", "b"]);
    const nested = list!.items[0]!.lists[0]!;
    expect(nested).toMatchObject({ kind: "bullet", level: 2 });
    expect(texts(nested)).toEqual(["a1", "a2"]);
  });

  it("starts a new list when the kind changes at the same level", () => {
    const nodes = groupBlocks([bullet("a"), number("1"), number("2")]) as ListNode[];
    expect(nodes.map((l) => l.kind)).toEqual(["bullet", "number"]);
    expect(texts(nodes[1]!)).toEqual(["1", "2"]);
  });

  it("nests a numbered list inside a bullet item", () => {
    const [list] = groupBlocks([bullet("a"), number("1", 2), bullet("b")]) as ListNode[];
    expect(list!.items[0]!.lists[0]!.kind).toBe("number");
    expect(texts(list!)).toEqual(["a", "b"]);
  });

  it("handles a list that starts deeper than level 1", () => {
    const nodes = groupBlocks([bullet("deep", 3), bullet("top")]) as ListNode[];
    expect(nodes).toHaveLength(1);
    expect(texts(nodes[0]!)).toEqual(["deep", "top"]);
  });

  it("returns nothing for no blocks", () => {
    expect(groupBlocks([])).toEqual([]);
  });
});
