import type { Block, ResolvedBlock } from "~/services/content/types";

export type { LinkedDoc, ResolvedBlock, ResolvedMarkDef } from "~/services/content/types";

export type ListKind = NonNullable<Block["listItem"]>;
export type ListItemNode = { block: ResolvedBlock; lists: ListNode[] };
export type ListNode = { type: "list"; kind: ListKind; level: number; items: ListItemNode[] };
export type BlockNode = { type: "block"; block: ResolvedBlock };

/**
 * Portable Text stores lists as flat blocks with `listItem` and `level`; HTML needs nested lists.
 * Consecutive list blocks become one list tree; a deeper level nests inside the previous item.
 */
export function groupBlocks(blocks: readonly ResolvedBlock[]): (BlockNode | ListNode)[] {
  const out: (BlockNode | ListNode)[] = [];
  let stack: ListNode[] = [];
  for (const block of blocks) {
    if (!block.listItem) {
      stack = [];
      out.push({ type: "block", block });
      continue;
    }
    const kind = block.listItem;
    const level = Math.max(1, block.level ?? 1);
    while (stack.length > 1 && stack.at(-1)!.level > level) stack.pop();
    // A list that began deeper than it continues is still one list: its root takes the shallower level.
    if (stack.length === 1 && stack[0]!.level > level) stack[0]!.level = level;
    let top = stack.at(-1);
    if (top && top.level === level && top.kind !== kind) {
      stack.pop();
      top = stack.at(-1);
    }
    if (!top || top.level < level) {
      const list: ListNode = { type: "list", kind, level, items: [] };
      const parentItem = top?.items.at(-1);
      if (parentItem) parentItem.lists.push(list);
      else out.push(list);
      stack.push(list);
      top = list;
    }
    top.items.push({ block, lists: [] });
  }
  return out;
}
