/**
 * Reading and writing the XML of PunchOut documents. Input comes from outside, so it is read defensively: the size
 * is capped before anything else, every entity declaration is refused (billion laughs, external entities), a
 * document type is accepted only as a bare `<!DOCTYPE name SYSTEM "…">` line (what real cXML carries; the DTD it
 * names is never fetched), and the only references are the XML five and character references.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";

export type XmlRefusalReason = "too-large" | "doctype" | "malformed";
export type XmlReading = { ok: true; doc: unknown } | { ok: false; reason: XmlRefusalReason };

/**
 * The DOCTYPE rules are ours: the parser would read an internal subset and its entities rather than refuse them. Each
 * pattern starts at a literal and has no nested or adjacent repeats, so each costs one pass over the text.
 */
/** A DOCTYPE without an internal subset: the one form we accept, at most once, before the root element. */
const BARE_DOCTYPE = /<!DOCTYPE\s+[A-Za-z_][\w.-]*\s+SYSTEM\s+(?:"[^"<>[\]]*"|'[^'<>[\]]*')\s*>/;
const ANY_DOCTYPE = /<!DOCTYPE/gi;
const ENTITY_DECLARATION = /<!ENTITY/i;
const ELEMENT_START = /<[A-Za-z_]/;
/** Deep nesting is no cXML document; the parser refuses beyond this. */
const MAX_DEPTH = 40;

/** A reference (the XML five, a character reference), or a bare `&`, which refuses the document. */
const REFERENCE = /&(?:(lt|gt|amp|apos|quot)|#(\d+)|#x([\da-fA-F]+));|&/g;
const NAMED_REFERENCES: Record<string, string> = { lt: "<", gt: ">", amp: "&", apos: "'", quot: '"' };

/** A code point XML 1.0 can hold (its production `Char`). */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

function decodeReference(reference: string, named?: string, decimal?: string, hex?: string): string {
  if (named !== undefined) return NAMED_REFERENCES[named]!;
  const code = decimal !== undefined ? Number.parseInt(decimal, 10) : hex !== undefined ? Number.parseInt(hex, 16) : Number.NaN;
  if (!isXmlChar(code)) throw new Error(`${reference.slice(0, 12)} is no reference a document may hold`);
  return String.fromCodePoint(code);
}

/**
 * The parser's entity decoder, given text and attribute values only (never CDATA, comments or the DOCTYPE): the XML
 * five and character references decode, anything else (`&nbsp;`, a bare `&`) throws, which refuses the document.
 */
const xmlReferences = {
  decode: (text: string) => (text.includes("&") ? text.replace(REFERENCE, decodeReference) : text),
  // Entity declarations were refused before parsing (doctypeRefused); one reaching here is a defect of that check.
  addInputEntities(entities: Record<string, string>) {
    if (Object.keys(entities).length > 0) throw new Error("An entity declaration reached the parser");
  },
  setExternalEntities() {},
  reset() {},
  setXmlVersion() {},
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // Part numbers such as "00123" stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  entityDecoder: xmlReferences,
  maxNestedTags: MAX_DEPTH,
});

/** UTF-8 length of a text, without encoding it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function doctypeRefused(text: string): boolean {
  if (ENTITY_DECLARATION.test(text)) return true;
  const count = (text.match(ANY_DOCTYPE) ?? []).length;
  if (count === 0) return false;
  if (count > 1) return true;
  const bare = BARE_DOCTYPE.exec(text);
  return !bare || ELEMENT_START.test(text.slice(0, bare.index));
}

/**
 * The document, or why it is refused. Every step is one pass over the text (the size is capped first), so no input
 * costs time out of proportion to its length: fast-xml-parser's parser, then its validator.
 */
export function readXml(received: string, { maxBytes }: { maxBytes: number }): XmlReading {
  // A UTF-16 unit is at least one UTF-8 byte: a text this long is too large without counting.
  if (received.length > maxBytes || utf8Length(received) > maxBytes) return { ok: false, reason: "too-large" };
  // Whitespace before the XML declaration is an error by the letter of XML, and what some systems' form posts carry.
  const text = received.trimStart();
  if (doctypeRefused(text)) return { ok: false, reason: "doctype" };
  let doc: unknown;
  try {
    // The parser first: it stops at the depth cap, where the validator would walk every level and list them all.
    doc = parser.parse(text);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  // The parser takes some documents that are not well-formed (a bare `<`, text after the root): the validator does not.
  if (XMLValidator.validate(text) !== true) return { ok: false, reason: "malformed" };
  return isElement(doc) && rootNames(doc).length === 1 ? { ok: true, doc } : { ok: false, reason: "malformed" };
}

/** An element as the parser gives it: child elements by name, attributes as `@_name`, text as `#text`. */
export type XmlElement = { [name: string]: unknown };
/** An element holding only text (or nothing) is read as a string. */
export type XmlNode = XmlElement | string;

function isElement(value: unknown): value is XmlElement {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isNode(value: unknown): value is XmlNode {
  return typeof value === "string" || isElement(value);
}

/** Element names at the top of a document, declarations and processing instructions (`?xml`) left out. */
export function rootNames(doc: XmlElement): string[] {
  return Object.keys(doc).filter((name) => !name.startsWith("?"));
}

/** Every child element of that name, in document order. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  if (!isElement(node)) return [];
  const value = node[name];
  return (Array.isArray(value) ? value : [value]).filter(isNode);
}

export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return children(node, name)[0];
}

/** An attribute's value, or null when it is absent. */
export function attribute(node: XmlNode | undefined, name: string): string | null {
  if (!isElement(node)) return null;
  const value = node[`@_${name}`];
  return typeof value === "string" ? value : null;
}

/** The element's own text, trimmed ("" for an empty or absent element). */
export function textOf(node: XmlNode | undefined): string {
  if (typeof node === "string") return node;
  const value = isElement(node) ? node["#text"] : undefined;
  return typeof value === "string" ? value : "";
}

// eslint-disable-next-line no-control-regex -- control characters are what XML 1.0 cannot carry
const NOT_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;", "\t": "&#9;", "\n": "&#10;", "\r": "&#13;" };

/** Text for an element's content or an attribute's value: markup escaped, characters XML cannot hold dropped. */
export function escapeXml(value: string, { attribute: inAttribute = false } = {}): string {
  const pattern = inAttribute ? /[&<>"'\t\n\r]/g : /[&<>\r]/g;
  return value.replace(NOT_XML_CHARS, "").replace(pattern, (char) => ESCAPES[char] ?? char);
}

/** An element to write: text content, child elements, or nothing (`<Name/>`). */
export type XmlTree = { name: string; attributes?: Record<string, string>; content?: string | XmlTree[] };

/**
 * Two-space indented XML, every text and attribute escaped. Ours rather than fast-xml-parser's builder: that one
 * keeps control characters XML cannot hold and carriage returns a reader would normalise away.
 */
export function writeXml(tree: XmlTree, depth = 0): string {
  const pad = "  ".repeat(depth);
  const attributes = Object.entries(tree.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value, { attribute: true })}"`)
    .join("");
  const open = `${pad}<${tree.name}${attributes}`;
  const { content } = tree;
  if (content === undefined || content.length === 0) return `${open}/>\n`;
  if (typeof content === "string") return `${open}>${escapeXml(content)}</${tree.name}>\n`;
  return `${open}>\n${content.map((element) => writeXml(element, depth + 1)).join("")}${pad}</${tree.name}>\n`;
}
