import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CXML_MAX_BYTES,
  cxmlOrderMessage,
  cxmlSetupResponse,
  cxmlStatusResponse,
  cxmlTimestamp,
  readCxmlRequest,
  type CxmlOrderMessageInput,
  type CxmlRequest,
} from "./cxml";
import { BUTTON_LINE } from "../testing/punchout";
import type { ReturnedLine } from "./returned-line";
import { attribute, child, children, readXml, textOf, type XmlNode } from "./xml";

function fixture(name: string): string {
  return readFileSync(new URL(`../../../tests/fixtures/punchout/${name}`, import.meta.url), "utf8");
}

const CREATE = fixture("setup-request-create.xml");
const EDIT = fixture("setup-request-edit.xml");
const ORDER = fixture("order-request.xml");

function read<K extends CxmlRequest["kind"]>(text: string, kind: K): Extract<CxmlRequest, { kind: K }> {
  const request = readCxmlRequest(text);
  if (request.kind !== kind) throw new Error(`expected ${kind}, got ${JSON.stringify(request)}`);
  return request as Extract<CxmlRequest, { kind: K }>;
}

function refusal(text: string) {
  const answer = readCxmlRequest(text);
  return answer.kind === "refusal" ? answer : null;
}

describe("readCxmlRequest: PunchOutSetupRequest", () => {
  it("reads an Ariba create request: credentials, secret, cookie, return address, the user", () => {
    expect(read(CREATE, "setup")).toEqual({
      kind: "setup",
      payloadId: "1764227400123.4711.8842@ariba.example",
      timestamp: "2026-11-27T07:10:00-08:00",
      lang: "en",
      deploymentMode: "test",
      from: [
        { domain: "NetworkID", identity: "AN01000012345-T" },
        { domain: "DUNS", identity: "123456789" },
      ],
      to: [{ domain: "DUNS", identity: "987654321" }],
      sender: { domain: "NetworkID", identity: "AN01000012345-T", sharedSecret: "s3cret&pepper", userAgent: "Ariba Procurement 15s2" },
      operation: "create",
      buyerCookie: "34234234ADFSDF234234",
      browserFormPost: "https://s1.ariba.example/Buyer/punchout?client=acme&session=77",
      email: "jane.doe@acme.example",
      userName: "Jane Doe",
      items: [],
    });
  });

  it("reads an edit request's returned cart, and the e-mail from the UserEmail extrinsic when there is no contact", () => {
    const edit = read(EDIT, "setup");
    expect(edit.operation).toBe("edit");
    expect(edit.deploymentMode).toBe("production");
    expect(edit.email).toBe("jane.doe@acme.example");
    expect(edit.userName).toBeNull();
    expect(edit.items).toEqual([
      { supplierPartId: "GCX1111-10", quantity: 4 },
      { supplierPartId: "GCX1112-01", quantity: 1 },
    ]);
  });

  it("reads inspect, and a request that names no user", () => {
    const inspect = read(EDIT.replace('operation="edit"', 'operation="inspect"').replace(/<Extrinsic name="UserEmail">.*<\/Extrinsic>/, ""), "setup");
    expect(inspect.operation).toBe("inspect");
    expect(inspect.email).toBeNull();
  });

  it.each([
    ['xml:lang="en-US"', "en"],
    ['xml:lang="es-MX"', "es"],
    ['xml:lang="ES"', "es"],
    ['xml:lang="de-DE"', "en"],
    ["", "en"],
  ] as const)("takes the shop's language from the document's %s", (attribute, lang) => {
    expect(read(CREATE.replace('xml:lang="en-US" ', attribute ? `${attribute} ` : ""), "setup").lang).toBe(lang);
  });

  it.each([
    ["no BuyerCookie", CREATE.replace(/<BuyerCookie>.*<\/BuyerCookie>/, ""), 400, "PunchOutSetupRequest/BuyerCookie is missing"],
    [
      "an empty BuyerCookie",
      CREATE.replace(/<BuyerCookie>.*<\/BuyerCookie>/, "<BuyerCookie> </BuyerCookie>"),
      400,
      "PunchOutSetupRequest/BuyerCookie is missing",
    ],
    ["no BrowserFormPost", CREATE.replace(/<BrowserFormPost>[\s\S]*<\/BrowserFormPost>/, ""), 400, "PunchOutSetupRequest/BrowserFormPost/URL is missing"],
    [
      "a javascript: BrowserFormPost",
      CREATE.replace(/<URL>https:\/\/s1[^<]*<\/URL>/, "<URL>javascript:alert(1)</URL>"),
      400,
      "PunchOutSetupRequest/BrowserFormPost/URL is not an http(s) address",
    ],
    ["no SharedSecret", CREATE.replace(/<SharedSecret>.*<\/SharedSecret>/, ""), 401, "Header/Sender/Credential/SharedSecret is missing"],
    ["no Sender", CREATE.replace(/<Sender>[\s\S]*<\/Sender>/, ""), 400, "Header/Sender/Credential is missing"],
    ["no From credential", CREATE.replace(/<From>[\s\S]*<\/From>/, "<From/>"), 400, "Header/From/Credential is missing"],
    ["a credential without a domain", CREATE.replace('<Credential domain="DUNS">', "<Credential>"), 400, "Header/From/Credential has no domain"],
    ["a credential without an identity", CREATE.replace("<Identity>987654321</Identity>", ""), 400, "Header/To/Credential/Identity is missing"],
    ["no Header", CREATE.replace(/<Header>[\s\S]*<\/Header>/, ""), 400, "cXML/Header is missing"],
    ["no payloadID", CREATE.replace(/payloadID="[^"]*"/, ""), 400, "cXML has no payloadID"],
    [
      "an unknown operation",
      CREATE.replace('operation="create"', 'operation="delete"'),
      400,
      'PunchOutSetupRequest operation "delete" is not create, edit or inspect',
    ],
    ["a malformed e-mail", CREATE.replace("jane.doe@acme.example", "jane.doe"), 400, 'The user\'s e-mail "jane.doe" is not an e-mail address'],
    [
      "a fractional quantity",
      EDIT.replace('quantity="4"', 'quantity="1.5"'),
      400,
      `PunchOutSetupRequest/ItemOut[1] quantity "1.5" is not a whole number from 1 to 1000000`,
    ],
    [
      "a zero quantity",
      EDIT.replace('quantity="4"', 'quantity="0"'),
      400,
      `PunchOutSetupRequest/ItemOut[1] quantity "0" is not a whole number from 1 to 1000000`,
    ],
    [
      "an item without a part",
      EDIT.replace("<SupplierPartID>GCX1112-01</SupplierPartID>", ""),
      400,
      "PunchOutSetupRequest/ItemOut[2]/ItemID/SupplierPartID is missing",
    ],
    ["no Request", CREATE.replace(/<Request[\s\S]*<\/Request>/, ""), 400, "cXML/Request is missing: only requests are accepted here"],
    [
      "an unknown request kind",
      CREATE.replace(/<PunchOutSetupRequest[\s\S]*<\/PunchOutSetupRequest>/, "<ProfileRequest/>"),
      450,
      '"ProfileRequest" is not supported: send a PunchOutSetupRequest or an OrderRequest',
    ],
    ["an overlong BuyerCookie", CREATE.replace("34234234ADFSDF234234", "c".repeat(256)), 400, "PunchOutSetupRequest/BuyerCookie is longer than 255 characters"],
    ["an overlong payloadID", CREATE.replace("1764227400123.4711.8842@ariba.example", "p".repeat(256)), 400, "cXML payloadID is longer than 255 characters"],
    [
      "an overlong shared secret",
      CREATE.replace("s3cret&amp;pepper", "s".repeat(256)),
      400,
      "Header/Sender/Credential/SharedSecret is longer than 255 characters",
    ],
    [
      "an overlong user name",
      CREATE.replace('<Name xml:lang="en">Jane Doe</Name>', `<Name xml:lang="en">${"n".repeat(256)}</Name>`),
      400,
      "The user's name is longer than 255 characters",
    ],
    [
      "an overlong operation, quoting only its start",
      CREATE.replace('operation="create"', `operation="${"x".repeat(100)}"`),
      400,
      `PunchOutSetupRequest operation "${"x".repeat(40)}…" is not create, edit or inspect`,
    ],
    ["an empty Request", CREATE.replace(/<PunchOutSetupRequest[\s\S]*<\/PunchOutSetupRequest>/, ""), 450, "cXML/Request is empty"],
  ])("refuses %s", (_, text, status, message) => {
    expect(refusal(text)).toEqual({ kind: "refusal", status, text: message });
  });
});

describe("readCxmlRequest: documents it will not read", () => {
  it.each([
    [
      "a document over the cap",
      CREATE.replace("</cXML>", `<!--${"x".repeat(CXML_MAX_BYTES)}--></cXML>`),
      `The document is larger than ${CXML_MAX_BYTES} bytes`,
    ],
    [
      "a DOCTYPE with an internal subset",
      CREATE.replace('cXML.dtd">', 'cXML.dtd" [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>').replace("34234234ADFSDF234234", "&secret;"),
      "Entity declarations and DOCTYPE internal subsets are not accepted",
    ],
    [
      "billion laughs",
      `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><cXML>&b;</cXML>`,
      "Entity declarations and DOCTYPE internal subsets are not accepted",
    ],
    ["a malformed document", CREATE.replace("</Header>", ""), "The document is not well-formed XML"],
    ["an HTML entity", CREATE.replace("Jane Doe</Name>", "Jane&nbsp;Doe</Name>"), "The document is not well-formed XML"],
    ["another root element", ORDER.replace(/cXML/g, "Order").replace(/<!DOCTYPE[^>]*>/, ""), 'The root element is "Order", not cXML'],
  ])("refuses %s with 406 Not Acceptable", (_, text, message) => {
    expect(refusal(text)).toEqual({ kind: "refusal", status: 406, text: message });
  });

  it("honours a smaller cap given by the caller", () => {
    expect(readCxmlRequest(CREATE, { maxBytes: 1000 })).toEqual({ kind: "refusal", status: 406, text: "The document is larger than 1000 bytes" });
  });

  it("never throws, whatever it is given", () => {
    for (const text of [
      "",
      "<",
      "<cXML/>",
      "<cXML>text</cXML>",
      "<cXML><Header/><Request/></cXML>",
      "\u0000",
      "<?xml?>",
      "<cXML><Request><OrderRequest/></Request></cXML>",
    ]) {
      expect(readCxmlRequest(text).kind).toBe("refusal");
    }
  });
});

describe("readCxmlRequest: OrderRequest", () => {
  it("reads an Ariba order: header, addresses, lines with the amounts as sent", () => {
    const order = read(ORDER, "order");
    expect(order).toMatchObject({
      kind: "order",
      payloadId: "1764231600789.4711.1203@ariba.example",
      deploymentMode: "production",
      sender: { domain: "NetworkID", identity: "AN01000012345-T", sharedSecret: "s3cret&pepper" },
      orderId: "PO-2026-000481",
      orderDate: "2026-11-27T08:19:30-08:00",
      currency: "USD",
      total: "76.30",
    });
    expect(order.lines).toEqual([
      {
        lineNumber: 1,
        supplierPartId: "GCX1111-10",
        quantity: 4,
        unitPrice: "15.05",
        currency: "USD",
        unitOfMeasure: "EA",
        description: "22mm NEMA Flush Push Button, Black, 1NO",
      },
      {
        lineNumber: 2,
        supplierPartId: "GCX1112-01",
        quantity: 1,
        unitPrice: "16.10",
        currency: "USD",
        unitOfMeasure: "EA",
        description: "22mm NEMA Flush Push Button, Black, 1NC",
      },
    ]);
    expect(order.shipTo).toEqual({
      addressId: "PLANT-7",
      name: "Acme Plant 7",
      deliverTo: ["Jane Doe", "Receiving dock 3"],
      street: ["1200 Industrial Pkwy", "Building C"],
      city: "Dallas",
      state: "TX",
      postalCode: "75201",
      countryCode: "US",
      email: "receiving@acme.example",
      phone: "+1 214 5550147",
    });
    expect(order.billTo).toMatchObject({ addressId: "AP-01", name: "Acme Corp. Accounts Payable", street: ["PO Box 4410"], email: null, phone: null });
  });

  it("numbers lines in document order when lineNumber is absent, and reads an order without addresses", () => {
    const order = read(ORDER.replace(/ lineNumber="\d"/g, "").replace(/<ShipTo>[\s\S]*<\/BillTo>/, ""), "order");
    expect(order.lines.map((line) => line.lineNumber)).toEqual([1, 2]);
    expect(order.shipTo).toBeNull();
    expect(order.billTo).toBeNull();
  });

  it.each([
    ["no OrderRequestHeader", ORDER.replace(/<OrderRequestHeader[\s\S]*<\/OrderRequestHeader>/, ""), 400, "OrderRequest/OrderRequestHeader is missing"],
    ["no orderID", ORDER.replace(' orderID="PO-2026-000481"', ""), 400, "OrderRequestHeader has no orderID"],
    ["no Total", ORDER.replace(/<Total>[\s\S]*?<\/Total>/, ""), 400, "OrderRequestHeader/Total/Money is missing"],
    ["a total with a comma", ORDER.replace(">76.30<", ">76,30<"), 400, 'OrderRequestHeader/Total/Money "76,30" is not an amount such as 12.34'],
    [
      "a currency that is no ISO code",
      ORDER.replace('currency="USD">76.30', 'currency="dollars">76.30'),
      400,
      'OrderRequestHeader/Total/Money currency "dollars" is not an ISO 4217 code',
    ],
    [
      "a negative unit price",
      ORDER.replace(">15.05<", ">-15.05<"),
      400,
      'OrderRequest/ItemOut[1]/ItemDetail/UnitPrice/Money "-15.05" is not an amount such as 12.34',
    ],
    [
      "a line without a unit of measure",
      ORDER.replace("<UnitOfMeasure>EA</UnitOfMeasure>", ""),
      400,
      "OrderRequest/ItemOut[1]/ItemDetail/UnitOfMeasure is missing",
    ],
    [
      "a line number that is not a number",
      ORDER.replace('lineNumber="2"', 'lineNumber="two"'),
      400,
      'OrderRequest/ItemOut[2] lineNumber "two" is not a positive whole number',
    ],
    [
      "a quantity beyond the cart's",
      ORDER.replace('quantity="4"', 'quantity="1000001"'),
      400,
      'OrderRequest/ItemOut[1] quantity "1000001" is not a whole number from 1 to 1000000',
    ],
    ["no lines", ORDER.replace(/<ItemOut[\s\S]*<\/ItemOut>/, ""), 400, "OrderRequest has no ItemOut"],
    ["a ship-to without a name", ORDER.replace('<Name xml:lang="en">Acme Plant 7</Name>', ""), 400, "OrderRequestHeader/ShipTo/Address/Name is missing"],
    ["an update of an order", ORDER.replace('type="new"', 'type="update"'), 450, 'OrderRequest type "update" is not accepted: only new orders are'],
  ])("refuses %s", (_, text, status, message) => {
    expect(refusal(text)).toEqual({ kind: "refusal", status, text: message });
  });
});

const AT = new Date("2026-11-27T15:30:00.123Z");
const LINES: ReturnedLine[] = [
  BUTTON_LINE,
  {
    supplierPartId: "GCX1112-01",
    quantity: 1,
    unitPrice: 1610,
    description: `Push button <1NC> & "Tom's" cap`,
    unitOfMeasure: "EA",
    classification: { domain: "VoltShopCategory", value: "22mm-nema-push-buttons" },
  },
];
const MESSAGE: CxmlOrderMessageInput = {
  payloadId: "1764257400.2.c3d4@voltshop.example",
  timestamp: AT,
  buyerCookie: "34234234ADFSDF234234",
  from: [{ domain: "DUNS", identity: "987654321" }],
  to: [
    { domain: "NetworkID", identity: "AN01000012345-T" },
    { domain: "DUNS", identity: "123456789" },
  ],
  sender: { domain: "DUNS", identity: "987654321" },
  operation: "edit",
  currency: "USD",
  lines: LINES,
  total: 7630,
};

function parsed(text: string): XmlNode {
  const reading = readXml(text, { maxBytes: CXML_MAX_BYTES });
  if (!reading.ok) throw new Error(reading.reason);
  return child(reading.doc as XmlNode, "cXML") ?? "";
}

describe("the documents we write", () => {
  it("writes cXML timestamps with the zone and without milliseconds", () => {
    expect(cxmlTimestamp(AT)).toBe("2026-11-27T15:30:00+00:00");
  });

  it("answers a setup request with the start page, as the sample", () => {
    const text = cxmlSetupResponse({
      payloadId: "1764257400.1.a1b2@voltshop.example",
      timestamp: AT,
      startUrl: "https://voltshop.example/punchout/start/tok_abc?x=1&y=2",
    });
    expect(text).toBe(fixture("setup-response.xml"));
    expect(textOf(child(child(child(child(parsed(text), "Response"), "PunchOutSetupResponse"), "StartPage"), "URL"))).toBe(
      "https://voltshop.example/punchout/start/tok_abc?x=1&y=2",
    );
  });

  it("answers a status with its standard text and our message, escaped", () => {
    const text = cxmlStatusResponse({ payloadId: "p@voltshop.example", timestamp: AT, code: 401, text: "Wrong secret for <AN01> & co" });
    expect(text).toContain('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">');
    expect(text).toContain('<Status code="401" text="Unauthorized">Wrong secret for &lt;AN01&gt; &amp; co</Status>');
    expect(textOf(child(child(parsed(text), "Response"), "Status"))).toBe("Wrong secret for <AN01> & co");
  });

  it("writes the order message as the sample, exact amounts in the currency's decimal form", () => {
    expect(cxmlOrderMessage(MESSAGE)).toBe(fixture("order-message.xml"));
  });

  it("round-trips every line through a reader: descriptions with markup characters, amounts, classification", () => {
    const message = child(child(parsed(cxmlOrderMessage(MESSAGE)), "Message"), "PunchOutOrderMessage");
    expect(textOf(child(message, "BuyerCookie"))).toBe("34234234ADFSDF234234");
    expect(attribute(child(message, "PunchOutOrderMessageHeader"), "operationAllowed")).toBe("edit");
    const items = children(message, "ItemIn").map((item) => {
      const detail = child(item, "ItemDetail");
      return {
        quantity: attribute(item, "quantity"),
        part: textOf(child(child(item, "ItemID"), "SupplierPartID")),
        price: textOf(child(child(detail, "UnitPrice"), "Money")),
        description: textOf(child(detail, "Description")),
        classification: `${attribute(child(detail, "Classification"), "domain")}:${textOf(child(detail, "Classification"))}`,
      };
    });
    expect(items).toEqual([
      { quantity: "4", part: "GCX1111-10", price: "15.05", description: "22mm NEMA Flush Push Button, Black, 1NO", classification: "UNSPSC:39122205" },
      {
        quantity: "1",
        part: "GCX1112-01",
        price: "16.10",
        description: `Push button <1NC> & "Tom's" cap`,
        classification: "VoltShopCategory:22mm-nema-push-buttons",
      },
    ]);
  });

  it("never writes a shared secret, even when handed the sender of a setup request", () => {
    const setup = read(CREATE, "setup");
    const text = cxmlOrderMessage({ ...MESSAGE, sender: setup.sender });
    expect(text).not.toContain("SharedSecret");
    expect(text).not.toContain("s3cret");
  });

  it("writes Spanish descriptions with their language, and cents exactly at any size", () => {
    const text = cxmlOrderMessage({
      ...MESSAGE,
      lang: "es",
      lines: [{ ...LINES[0]!, description: "Pulsador rasante, negro", unitPrice: 5 }],
      total: 99_999_999_999_99,
    });
    expect(text).toContain('xml:lang="es-US"');
    expect(text).toContain('<Description xml:lang="es">Pulsador rasante, negro</Description>');
    expect(text).toContain('<Money currency="USD">0.05</Money>');
    expect(text).toContain('<Money currency="USD">99999999999.99</Money>');
  });
});

describe("docs/punchout.md", () => {
  it("shows the samples exactly as the code writes them", () => {
    const docs = readFileSync(new URL("../../../docs/punchout.md", import.meta.url), "utf8");
    for (const name of ["setup-response.xml", "order-message.xml"]) expect(docs).toContain(`\`\`\`xml\n${fixture(name)}\`\`\``);
  });
});
