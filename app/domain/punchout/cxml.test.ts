import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CXML_MAX_BYTES, readCxmlRequest, type CxmlRequest } from "./cxml";

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
      "ProfileRequest is not supported: send a PunchOutSetupRequest or an OrderRequest",
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
    ["another root element", ORDER.replace(/cXML/g, "Order").replace(/<!DOCTYPE[^>]*>/, ""), "The root element is Order, not cXML"],
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
