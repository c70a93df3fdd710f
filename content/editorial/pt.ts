/**
 * Small builders for Portable Text with deterministic `_key`s, so the generated dataset is
 * byte-identical between runs. Inline text uses a tiny markup:
 *   **strong**, _em_, [label](doc-id) for an internal link to a document `_id`,
 *   [label](https://…) for an external link.
 * Block keys come from their position in the body (`b0`, `b1`, …); span and mark-def keys are
 * scoped to their block (`b3s0`, `b3l0`), which is unique enough for Portable Text renderers.
 */
import type { Block, MarkDef, Span } from "../../app/services/content/types";

type Style = Block["style"];
type ListItem = NonNullable<Block["listItem"]>;

/** A block before its keys are assigned: inline markup plus its style. */
export type BlockSpec = { style: Style; listItem?: ListItem; text: string };

export const p = (text: string): BlockSpec => ({ style: "normal", text });
export const h2 = (text: string): BlockSpec => ({ style: "h2", text });
export const h3 = (text: string): BlockSpec => ({ style: "h3", text });
export const quote = (text: string): BlockSpec => ({ style: "blockquote", text });
export const bullet = (text: string): BlockSpec => ({ style: "normal", listItem: "bullet", text });
export const numbered = (text: string): BlockSpec => ({ style: "normal", listItem: "number", text });
export const bullets = (...items: string[]): BlockSpec[] => items.map(bullet);
export const numbers = (...items: string[]): BlockSpec[] => items.map(numbered);

/** Every internal link target named in a piece of inline markup (for validation). */
export function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] ?? "").filter((t) => !isExternal(t));
}

function isExternal(target: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(target);
}

/** Parses inline markup into spans and mark defs; keys are prefixed with the block key. */
export function inline(text: string, blockKey: string): { children: Span[]; markDefs: MarkDef[] } {
  const children: Span[] = [];
  const markDefs: MarkDef[] = [];
  const active = new Set<string>();
  let buffer = "";

  const push = (chunk: string, marks: string[]) => {
    if (chunk === "") return;
    const last = children[children.length - 1];
    if (last && last.marks.join() === marks.join()) {
      last.text += chunk;
      return;
    }
    children.push({ _type: "span", _key: `${blockKey}s${children.length}`, text: chunk, marks });
  };
  const flush = () => {
    push(buffer, [...active]);
    buffer = "";
  };
  const toggle = (mark: string) => {
    flush();
    if (active.has(mark)) active.delete(mark);
    else active.add(mark);
  };

  for (let i = 0; i < text.length; i++) {
    if (text.startsWith("**", i)) {
      toggle("strong");
      i++;
      continue;
    }
    if (text[i] === "_" && isEmBoundary(text, i, active.has("em"))) {
      toggle("em");
      continue;
    }
    const link = text[i] === "[" ? /^\[([^\]]+)\]\(([^)]+)\)/.exec(text.slice(i)) : null;
    if (link) {
      flush();
      const [whole, label = "", target = ""] = link;
      const key = `${blockKey}l${markDefs.length}`;
      markDefs.push(
        isExternal(target) ? { _type: "link", _key: key, href: target } : { _type: "internalLink", _key: key, reference: { _type: "reference", _ref: target } },
      );
      push(label, [...active, key]);
      i += whole.length - 1;
      continue;
    }
    buffer += text[i];
  }
  flush();
  if (active.size > 0) throw new Error(`Unclosed ${[...active].join(", ")} in: ${text}`);
  return { children, markDefs };
}

/** `_` opens emphasis after a non-word character and closes it before one (so snake_case survives). */
function isEmBoundary(text: string, i: number, open: boolean): boolean {
  const word = /[\p{L}\p{N}]/u;
  return open ? !word.test(text[i + 1] ?? "") : !word.test(text[i - 1] ?? "") && word.test(text[i + 1] ?? "");
}

/** Assigns positional keys to a body. Accepts nested arrays so lists can be spread inline. */
export function blocks(...specs: (BlockSpec | BlockSpec[])[]): Block[] {
  return specs.flat().map((spec, index) => {
    const _key = `b${index}`;
    const block: Block = { _type: "block", _key, style: spec.style, markDefs: [], children: [] };
    if (spec.listItem) {
      block.listItem = spec.listItem;
      block.level = 1;
    }
    return { ...block, ...inline(spec.text, _key) };
  });
}
