/**
 * cXML 1.2 documents of PunchOut (docs/punchout.md#documents): the two requests a procurement system posts to us
 * (PunchOutSetupRequest, OrderRequest) read into plain values or refused with a cXML status, and the documents we
 * answer or send back (PunchOutSetupResponse, a Response with a Status, PunchOutOrderMessage).
 */
import { MAX_LINE_QUANTITY } from "../cart-lines";
import { emailSchema } from "../forms/auth-schemas";
import { formatPlainAmount } from "../money";
import { isSafeExternalUrl } from "../url-safety";
import type { ReturnedLine } from "./returned-line";
import { attribute, child, children, readXml, rootNames, textOf, type XmlElement, type XmlNode, type XmlRefusalReason, type XmlTree, writeXml } from "./xml";

/**
 * A setup request is a few kilobytes; an order of 500 plain lines fits. The cap also bounds the time one document
 * can cost (up to 0.6 s at the cap, docs/punchout.md#limits); the flow caps the HTTP body the same.
 */
export const CXML_MAX_BYTES = 262_144;
/** The DTD every document we write names, as the cXML 1.2 spec requires; the same line is accepted on input. */
export const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';

/** The cXML status codes we answer with and their standard texts (cXML 1.2 reference, "Status"). */
export const CXML_STATUS_TEXT = {
  200: "OK",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  406: "Not Acceptable",
  409: "Conflict",
  417: "Expectation Failed",
  450: "Not Implemented",
  500: "Internal Server Error",
  560: "Temporary server error",
} as const;
export type CxmlStatusCode = keyof typeof CXML_STATUS_TEXT;

export type CxmlCredential = { domain: string; identity: string };
export type CxmlSender = CxmlCredential & { sharedSecret: string; userAgent: string | null };

/** What every request carries: who sent it, to whom, and the sender's shared secret (checked by the flow). */
type CxmlEnvelope = {
  payloadId: string;
  timestamp: string;
  /** The document's `xml:lang` as the shop's language: Spanish for any `es…` tag, else English. */
  lang: CxmlLang;
  deploymentMode: "production" | "test";
  from: CxmlCredential[];
  to: CxmlCredential[];
  sender: CxmlSender;
};

export type PunchOutOperation = "create" | "edit" | "inspect";

export type CxmlSetupRequest = CxmlEnvelope & {
  kind: "setup";
  operation: PunchOutOperation;
  buyerCookie: string;
  browserFormPost: string;
  email: string | null;
  userName: string | null;
  /** The returned cart an `edit` or `inspect` reopens. */
  items: { supplierPartId: string; quantity: number }[];
};

export type CxmlAddress = {
  addressId: string | null;
  name: string;
  deliverTo: string[];
  street: string[];
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  email: string | null;
  phone: string | null;
};

export type CxmlOrderLine = {
  lineNumber: number;
  supplierPartId: string;
  quantity: number;
  /** The decimal text the buyer sent (`12.34`); the shop prices the order again, so it is only compared. */
  unitPrice: string;
  /** The unit price's currency, which may differ from the header's. */
  currency: string;
  unitOfMeasure: string;
  description: string;
};

export type CxmlOrderRequest = CxmlEnvelope & {
  kind: "order";
  orderId: string;
  orderDate: string;
  currency: string;
  /** Decimal text, as `unitPrice`. */
  total: string;
  lines: CxmlOrderLine[];
  shipTo: CxmlAddress | null;
  billTo: CxmlAddress | null;
};

export type CxmlRequest = CxmlSetupRequest | CxmlOrderRequest;
export type CxmlRefusal = { kind: "refusal"; status: CxmlStatusCode; text: string };

/** Thrown inside the reader only: every way a document can fail ends as one refusal. */
class Refused extends Error {
  constructor(
    readonly status: CxmlStatusCode,
    text: string,
  ) {
    super(text);
  }
}

const XML_REFUSALS: Record<XmlRefusalReason, (maxBytes: number) => string> = {
  "too-large": (maxBytes) => `The document is larger than ${maxBytes} bytes`,
  doctype: () => "Entity declarations and DOCTYPE internal subsets are not accepted",
  malformed: () => "The document is not well-formed XML",
};

const OPERATIONS: readonly string[] = ["create", "edit", "inspect"] satisfies PunchOutOperation[];
/** Identifiers, cookies and names are kept by the flow (database, session): longer ones are no real document's. */
const MAX_VALUE_LENGTH = 255;
const MAX_URL_LENGTH = 2048;
/** How much of an offending value a refusal quotes. */
const MAX_QUOTE_LENGTH = 40;
const WHOLE_QUANTITY = /^\d+(?:\.0*)?$/;
const AMOUNT = /^\d+(?:\.\d+)?$/;
const CURRENCY = /^[A-Z]{3}$/;

function isOperation(value: string): value is PunchOutOperation {
  return OPERATIONS.includes(value);
}

/** A value as a refusal quotes it: in quotes, cut short. */
function quote(value: string): string {
  return JSON.stringify(value.length > MAX_QUOTE_LENGTH ? `${value.slice(0, MAX_QUOTE_LENGTH)}…` : value);
}

function bounded(value: string, path: string, maxLength: number): string {
  if (value.length > maxLength) throw new Refused(400, `${path} is longer than ${maxLength} characters`);
  return value;
}

function required(node: XmlNode | undefined, path: string, maxLength = MAX_VALUE_LENGTH): string {
  const value = textOf(node).trim();
  if (value === "") throw new Refused(400, `${path} is missing`);
  return bounded(value, path, maxLength);
}

function requiredAttribute(node: XmlNode | undefined, name: string, path: string): string {
  const value = attribute(node, name)?.trim() ?? "";
  if (value === "") throw new Refused(400, `${path} has no ${name}`);
  return bounded(value, `${path} ${name}`, MAX_VALUE_LENGTH);
}

function optional(node: XmlNode | undefined): string | null {
  return textOf(node).trim() || null;
}

function credentials(party: XmlNode | undefined, path: string): CxmlCredential[] {
  const found = children(party, "Credential").map((credential) => ({
    domain: requiredAttribute(credential, "domain", `${path}/Credential`),
    identity: required(child(credential, "Identity"), `${path}/Credential/Identity`),
  }));
  if (found.length === 0) throw new Refused(400, `${path}/Credential is missing`);
  return found;
}

function sender(header: XmlNode | undefined): CxmlSender {
  const node = child(header, "Sender");
  const [credential] = credentials(node, "Header/Sender");
  const path = "Header/Sender/Credential/SharedSecret";
  const sharedSecret = textOf(child(children(node, "Credential")[0], "SharedSecret"));
  if (sharedSecret === "") throw new Refused(401, `${path} is missing`);
  return { ...credential!, sharedSecret: bounded(sharedSecret, path, MAX_VALUE_LENGTH), userAgent: optional(child(node, "UserAgent")) };
}

function quantity(node: XmlNode, path: string): number {
  const text = requiredAttribute(node, "quantity", path);
  const value = WHOLE_QUANTITY.test(text) ? Number.parseInt(text, 10) : Number.NaN;
  if (!(value >= 1 && value <= MAX_LINE_QUANTITY))
    throw new Refused(400, `${path} quantity ${quote(text)} is not a whole number from 1 to ${MAX_LINE_QUANTITY}`);
  return value;
}

function money(node: XmlNode | undefined, path: string): { currency: string; amount: string } {
  const moneyNode = child(node, "Money");
  const amount = required(moneyNode, `${path}/Money`);
  const currency = requiredAttribute(moneyNode, "currency", `${path}/Money`);
  if (!AMOUNT.test(amount)) throw new Refused(400, `${path}/Money ${quote(amount)} is not an amount such as 12.34`);
  if (!CURRENCY.test(currency)) throw new Refused(400, `${path}/Money currency ${quote(currency)} is not an ISO 4217 code`);
  return { currency, amount };
}

function supplierPartId(item: XmlNode, path: string): string {
  return required(child(child(item, "ItemID"), "SupplierPartID"), `${path}/ItemID/SupplierPartID`);
}

/** The e-mail a procurement system names the user by: the endUser contact's, else Ariba's `UserEmail` extrinsic. */
function contactEmail(request: XmlNode, extrinsic: (name: string) => string | null): string | null {
  const text = optional(child(child(request, "Contact"), "Email")) ?? extrinsic("UserEmail");
  if (text === null) return null;
  const parsed = emailSchema.shape.email.safeParse(text);
  if (!parsed.success) throw new Refused(400, `The user's e-mail ${quote(text)} is not an e-mail address`);
  return parsed.data;
}

function userName(request: XmlNode, extrinsic: (name: string) => string | null): string | null {
  const name = optional(child(child(request, "Contact"), "Name")) ?? extrinsic("UserPrintableName") ?? extrinsic("UserFullName");
  return name === null ? null : bounded(name, "The user's name", MAX_VALUE_LENGTH);
}

function readSetup(request: XmlNode): Omit<CxmlSetupRequest, keyof CxmlEnvelope> {
  const path = "PunchOutSetupRequest";
  const operation = requiredAttribute(request, "operation", path);
  if (!isOperation(operation)) throw new Refused(400, `${path} operation ${quote(operation)} is not create, edit or inspect`);
  const browserFormPost = required(child(child(request, "BrowserFormPost"), "URL"), `${path}/BrowserFormPost/URL`, MAX_URL_LENGTH);
  if (!isSafeExternalUrl(browserFormPost)) throw new Refused(400, `${path}/BrowserFormPost/URL is not an http(s) address`);
  const extrinsic = (name: string) => optional(children(request, "Extrinsic").find((node) => attribute(node, "name") === name));
  return {
    kind: "setup",
    operation,
    buyerCookie: required(child(request, "BuyerCookie"), `${path}/BuyerCookie`),
    browserFormPost,
    email: contactEmail(request, extrinsic),
    userName: userName(request, extrinsic),
    items: children(request, "ItemOut").map((item, index) => {
      const itemPath = `${path}/ItemOut[${index + 1}]`;
      return { supplierPartId: supplierPartId(item, itemPath), quantity: quantity(item, itemPath) };
    }),
  };
}

function phone(address: XmlNode): string | null {
  const number = child(child(address, "Phone"), "TelephoneNumber");
  const parts = ["CountryCode", "AreaOrCityCode", "Number"].map((name) => textOf(child(number, name)).trim()).filter(Boolean);
  return parts.length > 0 ? `+${parts.join(" ")}` : null;
}

function address(holder: XmlNode | undefined, path: string): CxmlAddress | null {
  const node = child(holder, "Address");
  if (node === undefined) return null;
  const postal = child(node, "PostalAddress");
  const lines = (name: string) =>
    children(postal, name)
      .map((line) => textOf(line).trim())
      .filter(Boolean);
  return {
    addressId: attribute(node, "addressID"),
    name: required(child(node, "Name"), `${path}/Address/Name`),
    deliverTo: lines("DeliverTo"),
    street: lines("Street"),
    city: textOf(child(postal, "City")).trim(),
    state: textOf(child(postal, "State")).trim(),
    postalCode: textOf(child(postal, "PostalCode")).trim(),
    countryCode: attribute(child(postal, "Country"), "isoCountryCode") ?? attribute(node, "isoCountryCode") ?? "",
    email: optional(child(node, "Email")),
    phone: phone(node),
  };
}

function orderLine(item: XmlNode, index: number): CxmlOrderLine {
  const path = `OrderRequest/ItemOut[${index + 1}]`;
  const detail = child(item, "ItemDetail");
  const lineNumberText = attribute(item, "lineNumber") ?? String(index + 1);
  const lineNumber = /^\d{1,6}$/.test(lineNumberText) ? Number(lineNumberText) : 0;
  if (lineNumber < 1) throw new Refused(400, `${path} lineNumber ${quote(lineNumberText)} is not a positive whole number`);
  const unitPrice = money(child(detail, "UnitPrice"), `${path}/ItemDetail/UnitPrice`);
  return {
    lineNumber,
    supplierPartId: supplierPartId(item, path),
    quantity: quantity(item, path),
    unitPrice: unitPrice.amount,
    currency: unitPrice.currency,
    unitOfMeasure: required(child(detail, "UnitOfMeasure"), `${path}/ItemDetail/UnitOfMeasure`),
    description: textOf(child(detail, "Description")).trim(),
  };
}

function readOrder(request: XmlNode): Omit<CxmlOrderRequest, keyof CxmlEnvelope> {
  const header = child(request, "OrderRequestHeader");
  if (header === undefined) throw new Refused(400, "OrderRequest/OrderRequestHeader is missing");
  const type = attribute(header, "type") ?? "new";
  if (type !== "new") throw new Refused(450, `OrderRequest type ${quote(type)} is not accepted: only new orders are`);
  const total = money(child(header, "Total"), "OrderRequestHeader/Total");
  const items = children(request, "ItemOut");
  if (items.length === 0) throw new Refused(400, "OrderRequest has no ItemOut");
  return {
    kind: "order",
    orderId: requiredAttribute(header, "orderID", "OrderRequestHeader"),
    orderDate: requiredAttribute(header, "orderDate", "OrderRequestHeader"),
    currency: total.currency,
    total: total.amount,
    lines: items.map(orderLine),
    shipTo: address(child(header, "ShipTo"), "OrderRequestHeader/ShipTo"),
    billTo: address(child(header, "BillTo"), "OrderRequestHeader/BillTo"),
  };
}

function readRequest(root: XmlNode): CxmlRequest {
  const header = child(root, "Header");
  const request = child(root, "Request");
  if (header === undefined) throw new Refused(400, "cXML/Header is missing");
  if (request === undefined) throw new Refused(400, "cXML/Request is missing: only requests are accepted here");
  const envelope: CxmlEnvelope = {
    payloadId: requiredAttribute(root, "payloadID", "cXML"),
    timestamp: requiredAttribute(root, "timestamp", "cXML"),
    lang: /^es(-|$)/i.test(attribute(root, "xml:lang") ?? "") ? "es" : "en",
    deploymentMode: attribute(request, "deploymentMode") === "test" ? "test" : "production",
    from: credentials(child(header, "From"), "Header/From"),
    to: credentials(child(header, "To"), "Header/To"),
    sender: sender(header),
  };
  const setup = child(request, "PunchOutSetupRequest");
  if (setup !== undefined) return { ...envelope, ...readSetup(setup) };
  const order = child(request, "OrderRequest");
  if (order !== undefined) return { ...envelope, ...readOrder(order) };
  const kind = typeof request === "string" ? "" : Object.keys(request).find((name) => !name.startsWith("@_") && name !== "#text");
  throw new Refused(450, kind ? `${quote(kind)} is not supported: send a PunchOutSetupRequest or an OrderRequest` : "cXML/Request is empty");
}

/** A request document, or the status to answer it with. Never throws on any input. */
export function readCxmlRequest(text: string, { maxBytes = CXML_MAX_BYTES }: { maxBytes?: number } = {}): CxmlRequest | CxmlRefusal {
  const xml = readXml(text, { maxBytes });
  if (!xml.ok) return { kind: "refusal", status: 406, text: XML_REFUSALS[xml.reason](maxBytes) };
  const doc = xml.doc as XmlElement;
  const [rootName] = rootNames(doc);
  if (rootName !== "cXML") return { kind: "refusal", status: 406, text: `The root element is ${quote(rootName ?? "")}, not cXML` };
  try {
    return readRequest(child(doc, "cXML") ?? "");
  } catch (error) {
    if (error instanceof Refused) return { kind: "refusal", status: error.status, text: error.message };
    throw error;
  }
}

/** A payloadID of ours: the time, something unique (a UUID) and the shop's host, as cXML asks. */
export function cxmlPayloadId(now: Date, unique: string, host: string): string {
  return `${now.getTime()}.${unique}@${host}`;
}

/** An HTTP refusal made before any document is read, and what the cXML entry point answers for it. */
type EdgeRefusal = { status: number; code: CxmlStatusCode; text: string };

/**
 * The refusals of the edge (docs/punchout.md#status-codes). A body over the cap is the document's refusal, answered
 * with HTTP 200 as every document's is; the others keep their HTTP status, which HTTP clients and proxies act on
 * (Allow, Retry-After), and carry a cXML Status for the procurement system's log.
 */
const EDGE_REFUSALS: Record<number, EdgeRefusal> = {
  400: { status: 400, code: 400, text: "The HTTP request is malformed" },
  403: { status: 403, code: 403, text: "A browser's cross-site post is not accepted: cXML is posted by the procurement system's server" },
  405: { status: 405, code: 450, text: "Only POST is accepted" },
  413: { status: 200, code: 406, text: `The document is larger than ${CXML_MAX_BYTES} bytes` },
  429: { status: 429, code: 560, text: "Too many requests from this address: retry after the seconds Retry-After gives" },
  503: { status: 503, code: 560, text: "The shop cannot answer now: retry after the seconds Retry-After gives" },
};

/** The HTTP status and cXML Status the entry point answers an edge refusal of `status` with. */
export function cxmlEdgeRefusal(status: number): EdgeRefusal {
  return EDGE_REFUSALS[status] ?? { status, code: status >= 500 ? 560 : 400, text: "The request cannot be answered" };
}

/** Languages descriptions are written in; the same literals as the app's `Lang`. */
export type CxmlLang = "en" | "es";

/** ISO 8601 with the zone, without milliseconds, as cXML examples write it: `2026-11-27T07:20:57+00:00`. */
export function cxmlTimestamp(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

function cxmlDocument({ payloadId, timestamp, lang = "en" }: { payloadId: string; timestamp: Date; lang?: CxmlLang }, content: XmlTree[]): string {
  const root: XmlTree = { name: "cXML", attributes: { payloadID: payloadId, timestamp: cxmlTimestamp(timestamp), "xml:lang": `${lang}-US` }, content };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${CXML_DOCTYPE}\n${writeXml(root)}`;
}

function status(code: CxmlStatusCode, text = ""): XmlTree {
  return { name: "Status", attributes: { code: String(code), text: CXML_STATUS_TEXT[code] }, content: text };
}

export function cxmlSetupResponse({ payloadId, timestamp, startUrl }: { payloadId: string; timestamp: Date; startUrl: string }): string {
  const startPage: XmlTree = { name: "StartPage", content: [{ name: "URL", content: startUrl }] };
  return cxmlDocument({ payloadId, timestamp }, [{ name: "Response", content: [status(200), { name: "PunchOutSetupResponse", content: [startPage] }] }]);
}

/** A `Response` carrying only its `Status`: the answer to an order request, and every refusal. */
export function cxmlStatusResponse({ payloadId, timestamp, code, text }: { payloadId: string; timestamp: Date; code: CxmlStatusCode; text: string }): string {
  return cxmlDocument({ payloadId, timestamp }, [{ name: "Response", content: [status(code, text)] }]);
}

function party(name: string, parties: CxmlCredential[]): XmlTree {
  return { name, content: parties.map(credential) };
}

/** Domain and identity only: a shared secret never leaves in a document the buyer's browser carries. */
function credential({ domain, identity }: CxmlCredential): XmlTree {
  return { name: "Credential", attributes: { domain }, content: [{ name: "Identity", content: identity }] };
}

function moneyTree(cents: number, currency: string): XmlTree {
  return { name: "Money", attributes: { currency }, content: formatPlainAmount(cents) };
}

function itemIn(line: ReturnedLine, currency: string, lang: CxmlLang): XmlTree {
  const manufacturer: XmlTree[] = [
    ...(line.manufacturerPartId ? [{ name: "ManufacturerPartID", content: line.manufacturerPartId }] : []),
    ...(line.manufacturerName ? [{ name: "ManufacturerName", attributes: { "xml:lang": lang }, content: line.manufacturerName }] : []),
  ];
  const detail: XmlTree[] = [
    { name: "UnitPrice", content: [moneyTree(line.unitPrice, currency)] },
    { name: "Description", attributes: { "xml:lang": lang }, content: line.description },
    { name: "UnitOfMeasure", content: line.unitOfMeasure },
    { name: "Classification", attributes: { domain: line.classification.domain }, content: line.classification.value },
    ...manufacturer,
  ];
  return {
    name: "ItemIn",
    attributes: { quantity: String(line.quantity) },
    content: [
      { name: "ItemID", content: [{ name: "SupplierPartID", content: line.supplierPartId }] },
      { name: "ItemDetail", content: detail },
    ],
  };
}

export type CxmlOrderMessageInput = {
  payloadId: string;
  timestamp: Date;
  buyerCookie: string;
  /** The setup request's `To` (us) becomes `From`, its `From` (the buyer) becomes `To`. */
  from: CxmlCredential[];
  to: CxmlCredential[];
  sender: CxmlCredential;
  /** What the procurement system may do with the cart later (`operationAllowed`). */
  operation: PunchOutOperation;
  currency: string;
  lines: ReturnedLine[];
  /** Integer cents. */
  total: number;
  lang?: CxmlLang;
  userAgent?: string;
};

/** The cart going back to the procurement system (posted by the buyer's browser, urlencoded in `cxml-urlencoded`). */
export function cxmlOrderMessage(input: CxmlOrderMessageInput): string {
  const { currency, lang = "en" } = input;
  const header: XmlTree = {
    name: "Header",
    content: [
      party("From", input.from),
      party("To", input.to),
      { name: "Sender", content: [credential(input.sender), { name: "UserAgent", content: input.userAgent ?? "VoltShop" }] },
    ],
  };
  const message: XmlTree = {
    name: "PunchOutOrderMessage",
    content: [
      { name: "BuyerCookie", content: input.buyerCookie },
      {
        name: "PunchOutOrderMessageHeader",
        attributes: { operationAllowed: input.operation },
        content: [{ name: "Total", content: [moneyTree(input.total, currency)] }],
      },
      ...input.lines.map((line) => itemIn(line, currency, lang)),
    ],
  };
  return cxmlDocument(input, [header, { name: "Message", content: [message] }]);
}
