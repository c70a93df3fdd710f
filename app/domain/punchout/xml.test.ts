import { describe, expect, it } from "vitest";
import { attribute, child, children, escapeXml, readXml, textOf, writeXml, type XmlNode } from "./xml";

const LIMIT = { maxBytes: 10_000 };

function root(text: string): XmlNode {
  const reading = readXml(text, LIMIT);
  if (!reading.ok) throw new Error(`refused: ${reading.reason}`);
  return child(reading.doc as XmlNode, "a") ?? "";
}

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<lolz>&lol3;</lolz>`;

describe("readXml", () => {
  it("reads elements, attributes and text, keeping leading zeros as text", () => {
    const a = root('<?xml version="1.0"?><a x="1"><b>00123</b><b k="v">two</b><c/></a>');
    expect(attribute(a, "x")).toBe("1");
    expect(children(a, "b").map(textOf)).toEqual(["00123", "two"]);
    expect(attribute(children(a, "b")[1], "k")).toBe("v");
    expect(textOf(child(a, "c"))).toBe("");
    expect(child(a, "missing")).toBeUndefined();
  });

  it("decodes the XML five and character references, leaves CDATA as written", () => {
    const a = root(`<a t="&quot;&apos;&#60;">&lt;&amp;&gt; &#233;&#x e9;<c><![CDATA[<b>&amp;</b>]]></c></a>`.replace("&#x e9;", "&#xE9;"));
    expect(textOf(a)).toBe("<&> éé");
    expect(attribute(a, "t")).toBe(`"'<`);
    expect(textOf(child(a, "c"))).toBe("<b>&amp;</b>");
  });

  it("leaves references inside comments and CDATA sections unread", () => {
    expect(textOf(root("<a><!-- &nbsp; -->x<![CDATA[&nbsp;]]></a>"))).toBe("x&nbsp;");
  });

  it("reads a document with a byte-order mark or whitespace before its declaration", () => {
    expect(textOf(root('\uFEFF<?xml version="1.0"?><a>bom</a>'))).toBe("bom");
    expect(textOf(root('\r\n  <?xml version="1.0"?><a>space</a>\n'))).toBe("space");
  });

  it("accepts one bare DOCTYPE naming an external DTD, which it never reads", () => {
    const text = '<?xml version="1.0"?>\n<!DOCTYPE a SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">\n<a>ok</a>';
    expect(textOf(root(text))).toBe("ok");
  });

  it.each([
    ["an internal subset", '<!DOCTYPE a SYSTEM "a.dtd" [ <!ELEMENT a ANY> ]><a/>'],
    ["an internal subset without an external DTD", "<!DOCTYPE a [ ]><a/>"],
    ["an external entity", '<!DOCTYPE a [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]><a>&x;</a>'],
    ["a parameter entity", '<!DOCTYPE a [ <!ENTITY % p SYSTEM "http://evil.example/p.dtd"> %p; ]><a/>'],
    ["an entity declaration outside a DOCTYPE", '<a><!ENTITY x "y"></a>'],
    ["billion laughs", BILLION_LAUGHS],
    ["a PUBLIC identifier", '<!DOCTYPE a PUBLIC "-//x//EN" "a.dtd"><a/>'],
    ["two DOCTYPEs", '<!DOCTYPE a SYSTEM "a.dtd"><!DOCTYPE a SYSTEM "a.dtd"><a/>'],
    ["a DOCTYPE after the root element starts", '<a><!DOCTYPE a SYSTEM "a.dtd"></a>'],
    ["a lower-case doctype", '<!doctype a SYSTEM "a.dtd"><a/>'],
  ])("refuses %s before parsing", (_, text) => {
    expect(readXml(text, LIMIT)).toEqual({ ok: false, reason: "doctype" });
  });

  it.each([
    ["text", "not xml"],
    ["an unclosed element", "<a><b></a>"],
    ["two root elements", "<a/><b/>"],
    ["an undeclared entity", "<a>&nbsp;</a>"],
    ["a bare ampersand", "<a>fish & chips</a>"],
    ["an undeclared entity in an attribute", '<a b="&nbsp;"/>'],
    ["a reference to a character XML cannot hold", "<a>&#0;</a>"],
    ["an empty document", ""],
    ["nesting deeper than any cXML document", `${"<a>".repeat(60)}${"</a>".repeat(60)}`],
  ])("refuses %s as malformed", (_, text) => {
    expect(readXml(text, LIMIT)).toEqual({ ok: false, reason: "malformed" });
  });

  it("caps the size in UTF-8 bytes, not characters", () => {
    const text = `<a>${"é".repeat(10)}</a>`; // 17 characters, 27 bytes
    expect(readXml(text, { maxBytes: 27 }).ok).toBe(true);
    expect(readXml(text, { maxBytes: 26 })).toEqual({ ok: false, reason: "too-large" });
    expect(readXml(`<a>${"x".repeat(20)}</a>`, { maxBytes: 26 })).toEqual({ ok: false, reason: "too-large" });
  });

  it("refuses an element named __proto__ without touching the prototype", () => {
    expect(readXml("<a><__proto__><polluted>yes</polluted></__proto__></a>", LIMIT)).toEqual({ ok: false, reason: "malformed" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("readXml on adversarial documents at the size cap", () => {
  const MAX = { maxBytes: 262_144 };
  /** `unit` repeated after `prefix` up to the cap: the document may cost no more than its length. */
  const filled = (unit: string, prefix = "") => prefix + unit.repeat(Math.floor((MAX.maxBytes - prefix.length) / unit.length));

  it.each([
    ["unterminated comments", filled("<!--")],
    ["unterminated comments in the root", filled("<!--", "<a>")],
    ["unterminated CDATA sections", filled("<![CDATA[")],
    ["unterminated CDATA sections in the root", filled("<![CDATA[", "<a>")],
    ["comment and CDATA openers in turn", filled("<!--<![CDATA[", "<a>")],
    ["unterminated processing instructions", filled("<?", "<a>")],
    ["unterminated attribute values", filled(' b="', "<a")],
    ["many attributes", filled(' b="1"', "<a")],
    ["deep nesting", filled("<a>")],
    ["unterminated character references", filled("&#1", "<a>")],
    ["unterminated DOCTYPEs", filled('<!DOCTYPE a SYSTEM "')],
    ["unclosed end tags", filled("</a", "<a>")],
  ])("refuses %s in well under a second", (_, text) => {
    expect(text.length).toBeGreaterThan(MAX.maxBytes - 16);
    const started = performance.now();
    const reading = readXml(text, MAX);
    expect(performance.now() - started).toBeLessThan(250);
    expect(reading.ok).toBe(false);
  });
});

describe("escapeXml and writeXml", () => {
  it("escapes markup in text and attributes and drops characters XML 1.0 cannot hold", () => {
    expect(escapeXml(`<a & "b" 'c'>\r`)).toBe(`&lt;a &amp; "b" 'c'&gt;&#13;`);
    expect(escapeXml(`"x"\t'y'\n`, { attribute: true })).toBe("&quot;x&quot;&#9;&apos;y&apos;&#10;");
    expect(escapeXml("a\u0000b\u001Fc\uFFFEd\uD800e😀")).toBe("abcde😀");
  });

  it("writes what readXml reads back unchanged", () => {
    const tricky = `Tom's <"quoted"> & co. ]]> \u00e9 😀`;
    const written = writeXml({ name: "a", attributes: { t: `${tricky}\n\tnext` }, content: [{ name: "b", content: tricky }, { name: "c" }] });
    expect(written).toBe(
      '<a t="Tom&apos;s &lt;&quot;quoted&quot;&gt; &amp; co. ]]&gt; é 😀&#10;&#9;next">\n  <b>Tom\'s &lt;"quoted"&gt; &amp; co. ]]&gt; é 😀</b>\n  <c/>\n</a>\n',
    );
    const a = root(written);
    expect(attribute(a, "t")).toBe(`${tricky}\n\tnext`);
    expect(textOf(child(a, "b"))).toBe(tricky);
  });
});
