import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import cart from "../../content/strings/cart.json";
import checkout from "../../content/strings/checkout.json";
import {
  cxmlStatus,
  orderRequest,
  sendCxml,
  setupRequest,
  startProcurementSimulator,
  startUrlOf,
  type ProcurementSimulator,
} from "../support/procurement-simulator";
import { ARIBA, KEYSTONE, preparePunchOutShop, SRM } from "../support/punchout-shop";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { buyerOf, expectedQuote } from "./support/catalogue-quote";
import { pageText, unescapeHtml, withoutScripts } from "./support/html";
import { sold } from "./support/products";
import { signedIn } from "./support/sign-in";

// Issue 25: PunchOut with a simulated procurement system on loopback, without JavaScript (docs/punchout.md#flow).
const dataDir = mkdtempSync(path.join(tmpdir(), "voltshop-punchout-"));
let server: BuiltServer;
let procurement: ProcurementSimulator;
const [first, second, third] = sold;

beforeAll(async () => {
  procurement = await startProcurementSimulator();
  await preparePunchOutShop(dataDir, `${procurement.url}/punchout/`, [
    { id: "bolt-coupa", customerId: "C-1001", protocol: "cxml", ...COUPA, returnUrls: [`${COUPA_ORIGIN}/punchout/`] },
    // Another company's partner, which has purchase orders whose prices differ placed and stated.
    { id: "keystone-jaggaer", customerId: "C-1002", protocol: "cxml", ...KEYSTONE, returnUrls: [`${procurement.url}/punchout/`], priceDifferences: "place" },
  ]);
  // Every request logged, as in production: the last test reads the whole log for secrets.
  server = await startBuiltServer({ DATA_DIR: dataDir, LOG_REQUESTS: "true" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await procurement?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A second cXML partner, whose procurement pages are on another origin than the simulator's. */
const COUPA = { domain: "DUNS", identity: "BOLT-COUPA", secret: "another shared secret" };
const COUPA_ORIGIN = "https://bolt.coupahost.example";

/** Seeded buyers of three companies: C-1001 (Allegheny), C-1002 (Keystone), C-1003 (Gulf Coast). */
const MARIA = "maria.gonzalez@example.com";
const TOM = "tom.becker@example.com";
const LI = "li.chen@example.com";
/** A browser signed in as a seeded buyer through the code mailed to them (the server's outbox is in `dataDir`). */
const signedInAs = (email: string) => signedIn({ ...server, dataDir }, email);
/** The unit price of `pn` on a buyer's price list, as the order request's decimal text. */
const shopPrice = (pn: string, email: string) =>
  expectedQuote({
    items: [{ pn, quantity: 1 }],
    priceList: buyerOf(email).priceList,
    buyer: buyerOf(email).buyer,
    country: "US",
    state: "PA",
    postalCode: "15222",
  }).lines[0]!.sale_price.toFixed(2);

const html = async (res: Response | Promise<Response>) => unescapeHtml(withoutScripts(await pageText(res)));
const subtotalOf = (page: string) => /data-testid="cart-subtotal"[^>]*>\$([\d,]+\.\d\d)</.exec(page)?.[1]?.replace(/,/g, "");
const setup = (over: Partial<Parameters<typeof setupRequest>[0]> = {}) =>
  sendCxml(
    server.url,
    setupRequest({ sender: ARIBA, browserFormPost: procurement.returnUrl, email: "buyer@allegheny.example", buyerCookie: "cookie-1", ...over }),
  );

/** The start URL's path of a setup request that must succeed. */
async function startPath(over: Partial<Parameters<typeof setupRequest>[0]> = {}): Promise<string> {
  const { status, text } = await setup(over);
  expect(status).toBe(200);
  expect(cxmlStatus(text)?.code).toBe(200);
  // The shop's public URL (localhost, by default, on the server's port).
  const url = new URL(startUrlOf(text)!);
  expect(url.port).toBe(new URL(server.url).port);
  return url.pathname;
}

/** The return page's form (in the page as served: attribute values escaped): its action, target and fields, as the browser would post them. */
function returnForm(page: string) {
  const form = /<form [^>]*method="post"[^>]*action="(http[^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(page);
  expect(form).not.toBeNull();
  const fields = [...form![2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g)].map(
    (m) => [m[1]!, unescapeHtml(m[2]!)] as [string, string],
  );
  const target = /target="([^"]*)"/.exec(form![0])?.[1] ?? null;
  return { action: unescapeHtml(form![1]!), target, fields };
}

/** Posts the return page's form to the procurement system, as the buyer's browser does, and answers what it received. */
async function postOn(form: ReturnType<typeof returnForm>) {
  const received = procurement.nextPost();
  await fetch(form.action, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form.fields).toString(),
  });
  return received;
}

describe("cXML PunchOut", () => {
  it("sets up a session, signs the buyer in at the start URL, returns the cart priced as the cart page shows it, and ends the session", async () => {
    const buyer = new NoJsBrowser(server.url);
    const start = await buyer.get(await startPath());
    expect(start.status).toBe(303);
    expect(start.headers.get("location")).toBe("/cart");
    await buyer.post("/cart", { intent: "add", pn: first!, quantity: "3" });
    await buyer.post("/cart", { intent: "add", pn: second!, quantity: "1" });
    const page = await html(buyer.get("/cart"));
    expect(page).toContain(cart.cartPunchOutReturn.en);
    expect(page).not.toContain(cart.cartCheckout.en);
    expect(page).toMatch(/<form method="post" action="\/punchout\/return"/);
    const subtotal = subtotalOf(page);
    expect(subtotal).toMatch(/^\d+\.\d\d$/);

    const res = await buyer.post("/punchout/return", {});
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain(`form-action 'self' ${procurement.url}`);
    const returned = withoutScripts(await pageText(res));
    expect(unescapeHtml(returned)).toContain(cart.cartPunchOutSend.en);
    const form = returnForm(returned);
    expect(form.action).toBe(procurement.returnUrl);
    // The procurement page is the top window, whether the shop is framed in it or not.
    expect(form.target).toBe("_top");
    expect(form.fields.map(([name]) => name)).toEqual(["cxml-urlencoded"]);
    const message = (await postOn(form)).field("cxml-urlencoded")!;
    expect(message).toContain("<BuyerCookie>cookie-1</BuyerCookie>");
    expect(message).toMatch(new RegExp(`<Total>\\s*<Money currency="USD">${subtotal}</Money>\\s*</Total>`));
    expect(message).toContain(`<SupplierPartID>${first}</SupplierPartID>`);
    expect(message).toContain('<ItemIn quantity="3">');
    expect(message).toContain("<UnitOfMeasure>EA</UnitOfMeasure>");
    expect(message).toMatch(/<Classification domain="VoltShopCategory">[\w-]+<\/Classification>/);

    // The session ended with the sign-in: the cart is no longer this browser's, and a second return goes nowhere.
    expect(await html(buyer.get("/cart"))).not.toContain(cart.cartPunchOutReturn.en);
    const again = await buyer.post("/punchout/return", {});
    expect(again.status).toBe(303);
  });

  it("opens a start URL once: a second use answers a page saying so, in its language", async () => {
    const start = await startPath();
    expect((await new NoJsBrowser(server.url).get(start)).status).toBe(303);
    const reused = await new NoJsBrowser(server.url).get(start);
    expect(reused.status).toBe(410);
    expect(await html(reused)).toContain(cart.cartPunchOutStartUsed.en);
    const spanish = await new NoJsBrowser(server.url).get(start.replace("/punchout/start/", "/es/punchout/inicio/"));
    expect(spanish.status).toBe(410);
    expect(await html(spanish)).toContain(cart.cartPunchOutStartUsed.es);
    expect((await new NoJsBrowser(server.url).get("/punchout/start/not-a-token")).status).toBe(410);
  });

  it("shows the return button in Spanish in the same session", async () => {
    const buyer = new NoJsBrowser(server.url);
    await buyer.get(await startPath());
    await buyer.post("/es/carrito", { intent: "add", pn: first!, quantity: "1" });
    const page = await html(buyer.get("/es/carrito"));
    expect(page).toContain(cart.cartPunchOutReturn.es);
    expect(page).toMatch(/<form method="post" action="\/es\/punchout\/volver"/);
  });

  it("refuses with a cXML status, never a 500: unknown partner, wrong secret, return URL not allowed, no e-mail, oversize, entities", async () => {
    const code = async (answer: Promise<{ status: number; text: string }>) => {
      const { status, text } = await answer;
      expect(status).toBe(200);
      return cxmlStatus(text)?.code;
    };
    expect(await code(setup({ sender: { ...ARIBA, identity: "AN09999999999" } }))).toBe(401);
    expect(await code(setup({ sender: { ...ARIBA, secret: "wrong secret" } }))).toBe(401);
    expect(await code(setup({ browserFormPost: "https://evil.example/punchout/return" }))).toBe(403);
    expect(await code(setup({ browserFormPost: `${procurement.url}/elsewhere` }))).toBe(403);
    expect(await code(setup({ email: null }))).toBe(400);
    expect(await code(sendCxml(server.url, `<cXML>${"x".repeat(1_100_000)}</cXML>`))).toBe(406);
    const laughs = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><cXML>&b;</cXML>`;
    expect(await code(sendCxml(server.url, laughs))).toBe(406);
    expect(await code(sendCxml(server.url, "<cXML><Header>"))).toBe(406);
    expect((await fetch(`${server.url}/punchout/cxml`)).status).toBe(405);
  });

  it("reopens a returned cart for edit with its lines", async () => {
    const buyer = new NoJsBrowser(server.url);
    await buyer.get(await startPath({ operation: "edit", items: [{ pn: second!, quantity: 4 }] }));
    const page = await html(buyer.get("/cart"));
    expect(page).toContain(`value="${second}"`);
    expect(page).toContain(cart.cartPunchOutReturn.en);
  });
});

describe("PunchOut inside the procurement system's frame", () => {
  const framedCookie = /; Secure; SameSite=None; Partitioned$/;
  /** What a browser says of a start URL it opens inside a frame. */
  const IN_FRAME = { "Sec-Fetch-Dest": "iframe" };
  const frameAncestors = (res: Response) => /frame-ancestors ([^;]+)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

  it("lets the partner's origins frame the start URL and every page of the session, whose cookies are cross-site and partitioned", async () => {
    const buyer = new NoJsBrowser(server.url);
    const start = await buyer.get(await startPath(), IN_FRAME);
    expect(start.status).toBe(303);
    expect(frameAncestors(start)).toBe(procurement.url);
    expect(start.headers.get("x-frame-options")).toBeNull();
    const cookies = start.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(expect.arrayContaining(["__session", "__punchout", "__toast"]));
    for (const cookie of cookies) expect(cookie).toMatch(framedCookie);

    const page = await buyer.get("/cart");
    expect(page.status).toBe(200);
    expect(frameAncestors(page)).toBe(procurement.url);
    expect(page.headers.get("x-frame-options")).toBeNull();
    // The shop's own forms, posted from inside the frame, carry the shop's origin: accepted, their cookies framed too.
    const added = await buyer.post("/cart", { intent: "add", pn: first!, quantity: "1" }, { "Sec-Fetch-Site": "same-origin" });
    expect(added.status).toBe(303);
    expect(added.headers.getSetCookie().length).toBeGreaterThan(0);
    for (const cookie of added.headers.getSetCookie()) expect(cookie).toMatch(framedCookie);
    // The procurement page itself posting to the shop stays a cross-site write.
    const forged = new NoJsBrowser(server.url, procurement.url);
    for (const [name, value] of buyer.cookies) forged.cookies.set(name, value);
    expect((await forged.post("/cart", { intent: "add", pn: first!, quantity: "1" }, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);

    const returned = await buyer.post("/punchout/return", {});
    expect(returned.status).toBe(200);
    const policy = returned.headers.get("content-security-policy")!;
    expect(policy).toContain(`frame-ancestors ${procurement.url}`);
    expect(policy).toContain(`form-action 'self' ${procurement.url}`);
    for (const cookie of returned.headers.getSetCookie()) expect(cookie).toMatch(framedCookie);
    expect(returnForm(withoutScripts(await pageText(returned))).target).toBe("_top");
  });

  it("names each partner's own origins, on a used start URL's page too; a top-window start, an unknown token's page and other visitors' pages stay unframable", async () => {
    const { text } = await sendCxml(
      server.url,
      setupRequest({ sender: COUPA, browserFormPost: `${COUPA_ORIGIN}/punchout/return`, email: "buyer@bolt.example", buyerCookie: "coupa-1" }),
    );
    const start = new URL(startUrlOf(text)!).pathname;
    const opened = await new NoJsBrowser(server.url).get(start, IN_FRAME);
    expect(frameAncestors(opened)).toBe(COUPA_ORIGIN);
    const used = await new NoJsBrowser(server.url).get(start, IN_FRAME);
    expect(used.status).toBe(410);
    expect(frameAncestors(used)).toBe(COUPA_ORIGIN);

    // Opened as the top window, a session keeps ordinary cookies, which replace the session the browser held.
    const top = new NoJsBrowser(server.url);
    const opening = await top.get(await startPath(), { "Sec-Fetch-Dest": "document" });
    expect(opening.status).toBe(303);
    expect(frameAncestors(opening)).toBe("'none'");
    for (const cookie of opening.headers.getSetCookie()) expect(cookie).toContain("SameSite=Lax");
    expect(frameAncestors(await top.get("/cart"))).toBe("'none'");

    const unknown = await fetch(`${server.url}/punchout/start/${"x".repeat(43)}`, { headers: IN_FRAME });
    expect(unknown.status).toBe(410);
    expect(frameAncestors(unknown)).toBe("'none'");
    expect(unknown.headers.get("x-frame-options")).toBe("DENY");
    const visitor = new NoJsBrowser(server.url);
    const home = await visitor.get("/");
    expect(frameAncestors(home)).toBe("'none'");
    expect(home.headers.get("x-frame-options")).toBe("DENY");
    const added = await visitor.post("/cart", { intent: "add", pn: first!, quantity: "1" });
    expect(added.headers.getSetCookie().length).toBeGreaterThan(0);
    for (const cookie of added.headers.getSetCookie()) {
      expect(cookie).toContain("SameSite=Lax");
      expect(cookie).not.toContain("Partitioned");
    }
    // A PunchOut cookie of the visitor's own making names no origin: its signature is checked.
    visitor.cookies.set("__punchout", encodeURIComponent(btoa(JSON.stringify({ id: crypto.randomUUID(), frameAncestors: ["https://evil.example"] }))));
    expect(frameAncestors(await visitor.get("/cart"))).toBe("'none'");
  });
});

describe("cXML inspect", () => {
  it("shows a returned cart that the buyer cannot change, and returns it for inspection only", async () => {
    const buyer = new NoJsBrowser(server.url);
    await buyer.get(await startPath({ operation: "inspect", items: [{ pn: second!, quantity: 4 }] }));
    const before = await html(buyer.get("/cart"));
    expect(before).toContain(cart.cartPunchOutInspect.en);
    const change = await buyer.post("/cart", { intent: "add", pn: first!, quantity: "1" });
    expect(change.status).toBe(303);
    expect(await html(buyer.get("/cart"))).not.toContain(`value="${first}"`);
    const form = returnForm(withoutScripts(await pageText(buyer.post("/punchout/return", {}))));
    const message = (await postOn(form)).field("cxml-urlencoded")!;
    expect(message).toContain('operationAllowed="inspect"');
    expect(message).toContain('<ItemIn quantity="4">');
  });
});

describe("cXML OrderRequest", () => {
  const order = (over: Partial<Parameters<typeof orderRequest>[0]> = {}) =>
    sendCxml(
      server.url,
      orderRequest({
        sender: ARIBA,
        payloadId: "po-4711@procurement.example",
        orderId: "PO-4711",
        lines: [{ pn: first!, quantity: 2, unitPrice: shopPrice(first!, MARIA) }],
        ...over,
      }),
    );

  it("places the order priced by the shop, once per payloadID: the same document again names it, another one with that payloadID is a conflict", async () => {
    const placed = cxmlStatus((await order()).text);
    expect(placed?.code).toBe(200);
    const number = /W-\d+/.exec(placed!.text)?.[0];
    expect(number).toBeDefined();
    const again = cxmlStatus((await order()).text);
    expect(again?.code).toBe(200);
    expect(again?.text).toContain(number);
    expect(again?.text).toContain("placed before");
    const changed = cxmlStatus((await order({ lines: [{ pn: first!, quantity: 3, unitPrice: shopPrice(first!, MARIA) }] })).text);
    expect(changed?.code).toBe(409);
    expect(changed?.text).toContain(number);
    const other = cxmlStatus((await order({ payloadId: "po-4712@procurement.example", orderId: "PO-4712" })).text);
    expect(other?.code).toBe(200);
    expect(/W-\d+/.exec(other!.text)?.[0]).not.toBe(number);
  });

  it("refuses a purchase order whose prices differ from the shop's (417, naming them); a partner set to place them gets the order at the shop's prices, the differences stated in the answer and on the order page", async () => {
    const probe = { orderId: "PO-PENNY", lines: [{ pn: first!, quantity: 4, unitPrice: "0.01" }], total: "0.04" };
    const refused = cxmlStatus((await order({ ...probe, payloadId: "po-penny@procurement.example" })).text);
    expect(refused?.code).toBe(417);
    expect(refused?.text).toContain(`line 1 (${first}) unit price 0.01, ours ${shopPrice(first!, MARIA)}`);
    expect(refused?.text).toContain("Total 0.04, ours");
    expect(refused?.text).not.toMatch(/W-\d+/);

    const ours = shopPrice(first!, TOM);
    const placed = cxmlStatus((await order({ ...probe, sender: KEYSTONE, email: TOM, payloadId: "po-penny@keystone.example" })).text);
    expect(placed?.code).toBe(200);
    expect(placed?.text).toContain(`line 1 (${first}) unit price 0.01, ours ${ours}`);
    const number = /W-\d+/.exec(placed!.text)![0];
    const tom = new NoJsBrowser(server.url);
    await tom.get(
      new URL(
        startUrlOf(
          (await sendCxml(server.url, setupRequest({ sender: KEYSTONE, browserFormPost: procurement.returnUrl, email: TOM, buyerCookie: "k-1" }))).text,
        )!,
      ).pathname,
    );
    const page = await html(tom.get(`/my-account/orders/${number}`));
    expect(page).toContain(checkout.orderPriceDifferencesHeading.en);
    expect(page).toContain(`$${ours}`);
    expect(page).toContain("$0.01");
    expect(page).toContain("$0.04");
    const spanish = await html(tom.get(`/es/mi-cuenta/pedidos/${number}`));
    expect(spanish).toContain(checkout.orderPriceDifferencesHeading.es);
    expect(spanish).toContain("US$0.01");
  });

  it("refuses a wrong secret (401) and an unknown part (400)", async () => {
    expect(cxmlStatus((await order({ sender: { ...ARIBA, secret: "nope nope nope" } })).text)?.code).toBe(401);
    expect(
      cxmlStatus((await order({ payloadId: "po-x@procurement.example", lines: [{ pn: "NO-SUCH-PART", quantity: 1, unitPrice: "1.00" }] })).text)?.code,
    ).toBe(400);
  });
});

describe("whom a partner acts as: its own customer's buyers only", () => {
  const start = async (sender: typeof ARIBA, email: string) => {
    const { text } = await sendCxml(server.url, setupRequest({ sender, browserFormPost: procurement.returnUrl, email, buyerCookie: "scope-1" }));
    const browser = new NoJsBrowser(server.url);
    expect((await browser.get(new URL(startUrlOf(text)!).pathname)).status).toBe(303);
    return browser;
  };

  it("gives another company's buyer, named in a setup or an order, a PunchOut-only buyer of the partner's customer; their own sign-in is untouched", async () => {
    // Allegheny's partner names Keystone's buyer: the session buys for Allegheny, with none of Keystone's addresses.
    const session = await start(ARIBA, TOM);
    const company = await html(session.get("/my-account/company"));
    expect(company).toContain("Allegheny Controls Inc.");
    expect(company).not.toContain("Keystone");
    expect(await html(session.get("/my-account/addresses"))).not.toContain("400 Market St");
    // Keystone's partner names Allegheny's buyer: the same, the other way round.
    expect(await html((await start(KEYSTONE, MARIA)).get("/my-account/company"))).not.toContain("Allegheny");
    // An order naming Gulf Coast's buyer is placed for Allegheny, by the partner's own buyer.
    const placed = cxmlStatus(
      (
        await sendCxml(
          server.url,
          orderRequest({
            sender: ARIBA,
            payloadId: "po-li@procurement.example",
            orderId: "PO-LI",
            email: LI,
            lines: [{ pn: second!, quantity: 1, unitPrice: shopPrice(second!, MARIA) }],
          }),
        )
      ).text,
    );
    expect(placed?.code).toBe(200);
    const number = /W-\d+/.exec(placed!.text)![0];

    const tom = await signedInAs(TOM);
    const own = await html(tom.get("/my-account/company"));
    expect(own).toContain("Keystone Electrical Supply");
    expect(own).not.toContain("Allegheny");
    const li = await signedInAs(LI);
    expect(await html(li.get("/my-account/company"))).not.toContain("Allegheny");
    expect(await html(li.get("/my-account/orders"))).not.toContain(number);
    expect((await li.get(`/my-account/orders/${number}`)).status).toBe(404);
  });

  it("signs its own customer's buyer in as themselves, with their company's addresses", async () => {
    const tom = await start(KEYSTONE, TOM);
    expect(await html(tom.get("/my-account/company"))).toContain("Keystone Electrical Supply");
    expect(await html(tom.get("/my-account/addresses"))).toContain("400 Market St");
  });
});

describe("OCI PunchOut", () => {
  const login = (over: Record<string, string> = {}) =>
    new URLSearchParams({ USERNAME: SRM.username, PASSWORD: SRM.password, HOOK_URL: procurement.returnUrl, "~TARGET": "_parent", OCI_VERSION: "5.0", ...over });

  it("takes SAP's login form post from another site, and returns the cart as NEW_ITEM fields to HOOK_URL in ~TARGET", async () => {
    const buyer = new NoJsBrowser(server.url, "https://SRM.buyer.example");
    const entry = await buyer.post("/punchout/oci", Object.fromEntries(login()), { "Sec-Fetch-Site": "cross-site" });
    expect(entry.status).toBe(303);
    const start = await buyer.get(entry.headers.get("location")!);
    expect(start.status).toBe(303);
    // Back on the shop's own pages, the buyer's posts are same-site.
    const shop = new NoJsBrowser(server.url);
    for (const [name, value] of buyer.cookies) shop.cookies.set(name, value);
    await shop.post("/cart", { intent: "add", pn: first!, quantity: "2" });
    const subtotal = subtotalOf(await html(shop.get("/cart")));
    const res = await shop.post("/punchout/return", {});
    expect(res.status).toBe(200);
    const form = returnForm(withoutScripts(await pageText(res)));
    expect(form.action).toBe(procurement.returnUrl);
    expect(form.target).toBe("_parent");
    const received = await postOn(form);
    expect(received.field("~OkCode")).toBe("ADDI");
    expect(received.field("~TARGET")).toBe("_parent");
    expect(received.field("NEW_ITEM-VENDORMAT[1]")).toBe(first);
    expect(received.field("NEW_ITEM-QUANTITY[1]")).toBe("2");
    expect(received.field("NEW_ITEM-UNIT[1]")).toBe("EA");
    expect(received.field("NEW_ITEM-CURRENCY[1]")).toBe("USD");
    expect((Number(received.field("NEW_ITEM-PRICE[1]")) * 2).toFixed(2)).toBe(subtotal);
  });

  it("gives each OCI session its own buyer: a colleague's login on the same partner leaves a cart being filled as it is", async () => {
    const startOci = async () => {
      const sap = new NoJsBrowser(server.url, "https://SRM.buyer.example");
      const entry = await sap.post("/punchout/oci", Object.fromEntries(login()), { "Sec-Fetch-Site": "cross-site" });
      expect((await sap.get(entry.headers.get("location")!)).status).toBe(303);
      const shop = new NoJsBrowser(server.url);
      for (const [name, value] of sap.cookies) shop.cookies.set(name, value);
      return shop;
    };
    const buyer = await startOci();
    await buyer.post("/cart", { intent: "add", pn: second!, quantity: "3" });
    const colleague = await startOci();
    await colleague.post("/cart", { intent: "add", pn: third!, quantity: "1" });
    const received = await postOn(returnForm(withoutScripts(await pageText(await buyer.post("/punchout/return", {})))));
    expect(received.field("NEW_ITEM-VENDORMAT[1]")).toBe(second);
    expect(received.field("NEW_ITEM-QUANTITY[1]")).toBe("3");
    expect(received.field("NEW_ITEM-VENDORMAT[2]")).toBeUndefined();
  });

  it("takes the login as a link too (GET), and refuses a wrong password, another HOOK_URL or missing fields with a page in the browser's language", async () => {
    expect((await fetch(`${server.url}/punchout/oci?${login()}`, { redirect: "manual" })).status).toBe(303);
    const wrong = await fetch(`${server.url}/punchout/oci?${login({ PASSWORD: "not the password" })}`, { redirect: "manual" });
    expect(wrong.status).toBe(401);
    expect(await html(wrong)).toContain(cart.cartPunchOutRefusedLogin.en);
    const hook = await fetch(`${server.url}/punchout/oci?${login({ HOOK_URL: "https://evil.example/hook" })}`, { headers: { "Accept-Language": "es" } });
    expect(hook.status).toBe(403);
    expect(await html(hook)).toContain(cart.cartPunchOutRefusedHook.es);
    expect((await fetch(`${server.url}/punchout/oci?USERNAME=x`)).status).toBe(400);
  });
});

describe("a setup request in Spanish", () => {
  it("starts the buyer in Spanish: the start URL and the cart it opens are the Spanish ones", async () => {
    const start = await startPath({ xmlLang: "es-MX", email: "comprador@allegheny.example", buyerCookie: "cookie-es" });
    expect(start).toMatch(/^\/es\/punchout\/inicio\//);
    const opened = await fetch(`${server.url}${start}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/es/carrito");
  });
});

describe("the server's log of all the PunchOut above", () => {
  it("holds no shared secret, OCI password or start URL token", async () => {
    const startsLogged = () => server.output().split('"route":"/punchout/start/:token"').length;
    const start = await startPath();
    const before = startsLogged();
    expect((await fetch(`${server.url}${start}`, { redirect: "manual" })).status).toBe(303);
    const token = start.split("/").pop()!;
    // The request's own line is written once its answer has been sent.
    await expect.poll(startsLogged).toBeGreaterThan(before);
    const printed = server.output();
    for (const secret of [ARIBA.secret, SRM.password, token]) expect(printed).not.toContain(secret);
  });
});
