/**
 * A procurement system for PunchOut tests, on loopback (docs/punchout.md#flow): it sends cXML setup and order
 * requests to the shop, frames the shop in a page of its own, and receives the carts the buyer's browser posts back
 * (cXML `cxml-urlencoded` or OCI fields).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One form post the simulator received, fields in their order. */
export type ReceivedPost = { path: string; fields: [string, string][]; field(name: string): string | undefined };

export type ProcurementSimulator = {
  url: string;
  /** Where carts come back (registered as the partners' return URL). */
  returnUrl: string;
  /** The procurement system's own page with the shop inside it, in a frame named `shop` opened on `src` (as Ariba does). */
  framing(src: string): string;
  /** The next post to arrive (or the oldest not yet taken). */
  nextPost(): Promise<ReceivedPost>;
  close(): Promise<void>;
};

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req
      .on("data", (chunk: Buffer) => chunks.push(chunk))
      .on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
      .on("error", reject);
  });
}

export async function startProcurementSimulator(): Promise<ProcurementSimulator> {
  const arrived: ReceivedPost[] = [];
  const waiting: ((post: ReceivedPost) => void)[] = [];
  const server: Server = createServer((req, res) => {
    const src = req.method === "GET" ? new URL(req.url ?? "/", "http://simulator").searchParams.get("src") : null;
    if (src) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><title>Procurement</title><h1>Requisition</h1><iframe name="shop" title="Supplier" src="${escape(src)}" width="1200" height="900"></iframe>`,
      );
      return;
    }
    // A browser also asks for the page's icon: only posts are carts.
    if (req.method !== "POST") {
      res.writeHead(404).end();
      return;
    }
    void read(req).then((body) => {
      const fields = [...new URLSearchParams(body)];
      const post: ReceivedPost = { path: req.url ?? "", fields, field: (name) => fields.find(([key]) => key === name)?.[1] };
      const waiter = waiting.shift();
      if (waiter) waiter(post);
      else arrived.push(post);
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><title>Requisition</title><h1>Cart received</h1><p>${fields.length} fields</p>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    returnUrl: `${url}/punchout/return`,
    framing: (src) => `${url}/requisition?${new URLSearchParams({ src })}`,
    nextPost: () => {
      const post = arrived.shift();
      return post ? Promise.resolve(post) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type Credentials = { domain: string; identity: string; secret: string };

const header = (sender: Credentials) => `<Header>
    <From><Credential domain="${escape(sender.domain)}"><Identity>${escape(sender.identity)}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>VOLTSHOP</Identity></Credential></To>
    <Sender><Credential domain="${escape(sender.domain)}"><Identity>${escape(sender.identity)}</Identity><SharedSecret>${escape(sender.secret)}</SharedSecret></Credential><UserAgent>Procurement simulator</UserAgent></Sender>
  </Header>`;

const document = (payloadId: string, body: string, xmlLang = "en-US") => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${escape(payloadId)}" timestamp="${new Date().toISOString()}" xml:lang="${escape(xmlLang)}">
  ${body}
</cXML>`;

/** A PunchOutSetupRequest; `items` are the returned cart an `edit` or `inspect` reopens. */
export function setupRequest(input: {
  sender: Credentials;
  browserFormPost: string;
  email: string | null;
  buyerCookie: string;
  operation?: "create" | "edit" | "inspect";
  items?: { pn: string; quantity: number }[];
  /** The document's `xml:lang` (en-US when left out). */
  xmlLang?: string;
}): string {
  const items = (input.items ?? [])
    .map((item) => `<ItemOut quantity="${item.quantity}"><ItemID><SupplierPartID>${escape(item.pn)}</SupplierPartID></ItemID></ItemOut>`)
    .join("\n      ");
  const email = input.email === null ? "" : `<Extrinsic name="UserEmail">${escape(input.email)}</Extrinsic>`;
  return document(
    `setup-${Date.now()}-${Math.random()}@procurement.example`,
    `${header(input.sender)}
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="${input.operation ?? "create"}">
      <BuyerCookie>${escape(input.buyerCookie)}</BuyerCookie>
      ${email}
      <BrowserFormPost><URL>${escape(input.browserFormPost)}</URL></BrowserFormPost>
      ${items}
    </PunchOutSetupRequest>
  </Request>`,
    input.xmlLang,
  );
}

/**
 * An OrderRequest dated 27 November 2026 (a resend is the same document), shipped to Pittsburgh, each line at the unit price given (decimal text); its Total the lines' sum
 * unless `total` is given; ShipTo and BillTo name `email` (a C-1001 buyer's unless given).
 */
export function orderRequest(input: {
  sender: Credentials;
  payloadId: string;
  orderId: string;
  lines: { pn: string; quantity: number; unitPrice: string }[];
  total?: string;
  email?: string;
}): string {
  const address = (role: string) => `<${role}><Address addressID="PGH-1"><Name xml:lang="en">Allegheny Controls Inc.</Name><PostalAddress>
          <DeliverTo>Maria Gonzalez</DeliverTo><Street>100 Liberty Ave</Street><City>Pittsburgh</City><State>PA</State>
          <PostalCode>15222</PostalCode><Country isoCountryCode="US">United States</Country></PostalAddress>
          <Email>${escape(input.email ?? "maria.gonzalez@example.com")}</Email></Address></${role}>`;
  const total = input.lines.reduce((sum, line) => sum + Math.round(Number(line.unitPrice) * 100) * line.quantity, 0);
  const lines = input.lines
    .map(
      (line, index) => `<ItemOut quantity="${line.quantity}" lineNumber="${index + 1}">
        <ItemID><SupplierPartID>${escape(line.pn)}</SupplierPartID></ItemID>
        <ItemDetail><UnitPrice><Money currency="USD">${line.unitPrice}</Money></UnitPrice><Description xml:lang="en">${escape(line.pn)}</Description><UnitOfMeasure>EA</UnitOfMeasure></ItemDetail>
      </ItemOut>`,
    )
    .join("\n      ");
  return document(
    input.payloadId,
    `${header(input.sender)}
  <Request deploymentMode="test">
    <OrderRequest>
      <OrderRequestHeader orderID="${escape(input.orderId)}" orderDate="2026-11-27T08:19:30-08:00" type="new">
        <Total><Money currency="USD">${input.total ?? (total / 100).toFixed(2)}</Money></Total>
        ${address("ShipTo")}
        ${address("BillTo")}
      </OrderRequestHeader>
      ${lines}
    </OrderRequest>
  </Request>`,
  );
}

/** Posts a document to the shop's cXML entry point: the HTTP status and the answer's text. */
export async function sendCxml(shopUrl: string, body: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${shopUrl}/punchout/cxml`, { method: "POST", headers: { "Content-Type": "text/xml; charset=utf-8" }, body });
  return { status: res.status, text: await res.text() };
}

/** The `Status` of a cXML answer: its code and its text. */
export function cxmlStatus(answer: string): { code: number; text: string } | null {
  const match = /<Status code="(\d+)"[^>]*?(?:\/>|>([^<]*)<\/Status>)/.exec(answer);
  return match ? { code: Number(match[1]), text: match[2] ?? "" } : null;
}

/** The start URL of a PunchOutSetupResponse. */
export function startUrlOf(answer: string): string | null {
  return /<StartPage>\s*<URL>([^<]+)<\/URL>/.exec(answer)?.[1]?.replace(/&amp;/g, "&") ?? null;
}
