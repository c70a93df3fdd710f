/**
 * The rules of a stylesheet that can match something in one page: a rule is left out only when its
 * selector names a class or an element the page's HTML does not contain, so it could not match there.
 * (Classes or elements that scripts add later come with the whole stylesheet, which the browser loads
 * once the page is running; see FullStylesheet.)
 */

/** A rule's selectors with what each needs, or an at-rule around rules, or text kept as it is. */
type Block =
  | { kind: "rule"; selectors: { text: string; classes: string[]; tags: string[] }[]; body: string }
  | { kind: "group"; prelude: string; blocks: Block[] }
  | { kind: "verbatim"; text: string };

export interface ParsedStylesheet {
  blocks: Block[];
}

/** At-rules whose contents are rules to filter in their turn; any other at-rule (@keyframes, @font-face) is kept whole. */
const GROUPING = /^@(media|supports|layer|container)\b/;

/** `css` without its comments (a string's text is no comment). */
function withoutComments(css: string): string {
  let out = "";
  for (let i = 0; i < css.length; i++) {
    const c = css[i]!;
    if (c === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      i = end === -1 ? css.length : end + 1;
      continue;
    }
    out += c;
    if (c === "\\") out += css[++i] ?? "";
    else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) {
        out += css[i];
        if (css[i] === "\\") out += css[++i] ?? "";
      }
      out += css[i] ?? "";
    }
  }
  return out;
}

/** The top-level `prelude{…}` blocks of `text` (escapes and strings skipped so their braces do not count). */
function splitBlocks(text: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === "\\") i++;
    } else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) {
      blocks.push(text.slice(start, i + 1).trim());
      start = i + 1;
    } else if (c === ";" && depth === 0) {
      // A statement at-rule (@charset, @import) has no block.
      blocks.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return blocks.filter((block) => block !== "");
}

/** Splits a selector list at its top-level commas (not those inside `:is(…)` or `[…]`). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "\\") i++;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/** A CSS identifier as the page writes it: `\:` is `:`, `\32 ` is `2`. */
export function unescapeIdentifier(text: string): string {
  return text.replace(/\\(?:([0-9a-fA-F]{1,6}) ?|(.))/g, (_match, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
}

const IDENTIFIER = String.raw`(?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-]|[^\x00-\x7F])+`;
const CLASS = new RegExp(String.raw`\.(${IDENTIFIER})`, "g");
const TYPE = new RegExp(String.raw`(?:^|[\s>+~])(${IDENTIFIER})`, "g");

/**
 * What a selector needs to match anything: its classes and element names outside parentheses and
 * brackets (what `:not(.a)` or `[class*=a]` say is no requirement). `::backdrop` needs a dialog.
 */
function requirements(selector: string): { classes: string[]; tags: string[] } {
  let outer = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === "\\" && depth === 0) {
      outer += c + (selector[i + 1] ?? "");
      i++;
    } else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0) outer += c;
  }
  const classes = [...outer.matchAll(CLASS)].map((match) => unescapeIdentifier(match[1]!));
  // Element names start a compound selector: take them from what is left without classes, ids and pseudo-classes.
  const bare = outer.replace(CLASS, "").replace(new RegExp(String.raw`(?:#|::?)${IDENTIFIER}`, "g"), "");
  const tags = [...bare.matchAll(TYPE)].map((match) => match[1]!.toLowerCase());
  if (/::backdrop\b/.test(outer)) tags.push("dialog");
  return { classes, tags: tags.filter((tag) => tag !== "html" && tag !== "body") };
}

function parseBlock(block: string): Block {
  const brace = block.indexOf("{");
  if (brace === -1) return { kind: "verbatim", text: block };
  const prelude = block.slice(0, brace).trim();
  if (GROUPING.test(prelude)) return { kind: "group", prelude, blocks: splitBlocks(block.slice(brace + 1, -1)).map(parseBlock) };
  if (prelude.startsWith("@")) return { kind: "verbatim", text: block };
  return {
    kind: "rule",
    selectors: splitSelectors(prelude).map((text) => ({ text, ...requirements(text) })),
    body: block.slice(brace),
  };
}

/** Parses a stylesheet once, for many `criticalCss` calls. */
export function parseStylesheet(css: string): ParsedStylesheet {
  return { blocks: splitBlocks(withoutComments(css)).map(parseBlock) };
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(?:#x([0-9a-fA-F]+)|#(\d+)|(\w+));/g, (match, hex: string | undefined, dec: string | undefined, name: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (ENTITIES[name!] ?? match),
  );

/** The classes and element names a page's HTML uses. */
export function pageVocabulary(html: string): { classes: Set<string>; tags: Set<string> } {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(match[1]!).split(/\s+/)) if (name) classes.add(name);
  }
  const tags = new Set<string>();
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tags.add(match[1]!.toLowerCase());
  return { classes, tags };
}

function keep(block: Block, page: { classes: Set<string>; tags: Set<string> }): string {
  if (block.kind === "verbatim") return block.text;
  if (block.kind === "group") {
    const inner = block.blocks.map((child) => keep(child, page)).join("");
    return inner ? `${block.prelude}{${inner}}` : "";
  }
  const used = block.selectors.filter(({ classes, tags }) => classes.every((name) => page.classes.has(name)) && tags.every((tag) => page.tags.has(tag)));
  return used.length ? used.map((selector) => selector.text).join(",") + block.body : "";
}

/** The rules of `sheet` that may match something in `html`, in their order. */
export function criticalCss(sheet: ParsedStylesheet, html: string): string {
  const page = pageVocabulary(html);
  return sheet.blocks.map((block) => keep(block, page)).join("");
}
