import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "~/services/quotes/testing/pdf-text";
import cartStrings from "../../content/strings/cart.json";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { product } from "./support/catalogue-quote";
import { pageText, unescapeHtml, withoutScripts } from "./support/html";
import { signedIn } from "./support/sign-in";

// The quote PDF (issue 23, item 3): a cart filled by form posts without JavaScript, downloaded from the cart page's
// button, holds every line and the cart page's own breakdown; only the browser or buyer who made it can fetch it.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "20" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const DUCT = "WDS-1X1-GR"; // wire duct: a quantity off the package adds the non-standard note
const ITEMS = [
  { pn: "GCX1111-10", quantity: 3 },
  { pn: DUCT, quantity: product(DUCT).pkgqty + 5 },
  { pn: "CAM-10-AM", quantity: 2 },
];
const PATHS = {
  en: { cart: "/cart", quote: /^\/quote\/(Q-\d{4}-\d{6})$/ },
  es: { cart: "/es/carrito", quote: /^\/es\/cotizacion\/(Q-\d{4}-\d{6})$/ },
} as const;
const SUMMARY_IDS = ["subtotal", "handling", "tariff", "tariff-surcharge", "international-fee", "shipping", "tax", "total"];

async function fillCart(browser: NoJsBrowser, cart: string) {
  for (const { pn, quantity } of ITEMS) expect((await browser.post(cart, { intent: "add", pn, quantity: String(quantity) })).status).toBe(303);
}

/** How many quote PDFs the server has rendered (its /metrics, open to loopback). */
async function pdfRenders(): Promise<number> {
  const body = await (await fetch(`${server.url}/metrics`)).text();
  const count = /^voltshop_quote_pdf_renders_total (\d+)$/m.exec(body)?.[1];
  expect(count, "voltshop_quote_pdf_renders_total").toBeDefined();
  return Number(count);
}

const readable = (html: string) => unescapeHtml(withoutScripts(html));

/** The cart page's breakdown as the buyer reads it: each row's label and figure. */
function summaryRows(html: string): string[] {
  return SUMMARY_IDS.map((id) => {
    const match = new RegExp(`<dt[^>]*>([^<]*)</dt><dd[^>]*data-testid="cart-${id}"[^>]*>([^<]*)<`).exec(readable(html));
    if (!match) throw new Error(`no summary row cart-${id}`);
    return `${match[1]} ${match[2]}`;
  });
}

const hasQuoteButton = (html: string) => html.includes('name="intent" value="quote"');

/** Posts the cart page's "Download quote (PDF)" and follows its 303: the quote's number, path and answer. */
async function downloadQuote(browser: NoJsBrowser, lang: "en" | "es") {
  const posted = await browser.post(PATHS[lang].cart, { intent: "quote" });
  expect(posted.status).toBe(303);
  const location = posted.headers.get("location")!;
  const number = PATHS[lang].quote.exec(location)?.[1];
  expect(number, location).toBeDefined();
  const res = await browser.get(location);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("content-disposition")).toBe(`inline; filename="${lang === "es" ? "cotizacion" : "quote"}-${number}.pdf"`);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { location, bytes, text: await pdfText(bytes) };
}

describe.each(["en", "es"] as const)("the quote PDF of an anonymous cart (%s)", (lang) => {
  it("holds every line and the cart page's breakdown, and is the same PDF, not rendered again, when fetched again", async () => {
    const browser = new NoJsBrowser(server.url);
    await fillCart(browser, PATHS[lang].cart);
    expect((await browser.post(PATHS[lang].cart, { intent: "destination", country: "US", state: "PA", postalCode: "15222" })).status).toBe(303);
    const page = await pageText(browser.get(PATHS[lang].cart));
    expect(hasQuoteButton(page)).toBe(true);

    const renders = await pdfRenders();
    const quote = await downloadQuote(browser, lang);
    expect(await pdfRenders()).toBe(renders + 1);
    for (const { pn, quantity } of ITEMS) expect(quote.text).toMatch(new RegExp(`${pn} .+? ${quantity} (US)?\\$[\\d,.]+ (US)?\\$[\\d,.]+`));
    for (const row of summaryRows(page)) expect(quote.text).toContain(row);
    expect(quote.text).toContain(cartStrings.cartQuoteValidDays_other[lang].replace("~~1~~", "30"));
    expect(quote.text).not.toContain("-data missing-");

    const again = await browser.get(quote.location);
    expect(Buffer.compare(Buffer.from(await again.arrayBuffer()), Buffer.from(quote.bytes))).toBe(0);
    expect(await pdfRenders()).toBe(renders + 1);
  });

  it("says TBD where the cart does (no destination yet) and answers another browser 404", async () => {
    const browser = new NoJsBrowser(server.url);
    await fillCart(browser, PATHS[lang].cart);
    const rows = summaryRows(await pageText(browser.get(PATHS[lang].cart)));
    const quote = await downloadQuote(browser, lang);
    expect(quote.text).toContain(cartStrings.cartShippingTbd[lang]);
    for (const row of rows) expect(quote.text).toContain(row);

    const stranger = new NoJsBrowser(server.url);
    await fillCart(stranger, PATHS[lang].cart);
    expect((await stranger.get(quote.location)).status).toBe(404);
    expect((await new NoJsBrowser(server.url).get(quote.location)).status).toBe(404);
  });
});

describe("the quote PDF of a signed-in buyer", () => {
  it("prints the company and the chosen addresses; another buyer and a malformed number get 404", async () => {
    const maria = await signedIn(server, "maria.gonzalez@example.com");
    await fillCart(maria, "/cart");
    const rows = summaryRows(await pageText(maria.get("/cart")));
    const quote = await downloadQuote(maria, "en");
    expect(quote.text).toContain("Company: Allegheny Controls Inc. Account number: C-1001 Payment terms: NET 30");
    expect(quote.text).toMatch(/Billing address .*Smallman St Pittsburgh, PA 15222 United States/);
    expect(quote.text).toMatch(/Shipping address /);
    for (const row of rows) expect(quote.text).toContain(row);

    const other = await signedIn(server, "quote.stranger@example.com");
    expect((await other.get(quote.location)).status).toBe(404);
    expect((await maria.get("/quote/Q-2026-999999")).status).toBe(404);
    expect((await maria.get("/quote/not-a-quote")).status).toBe(404);
  });
});

describe("an empty cart", () => {
  it("shows no quote button, and a post answers the cart page with a message", async () => {
    const browser = new NoJsBrowser(server.url);
    expect(hasQuoteButton(await pageText(browser.get("/es/carrito")))).toBe(false);
    const res = await browser.post("/es/carrito", { intent: "quote" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/carrito");
    expect(readable(await pageText(browser.get("/es/carrito")))).toContain(cartStrings.cartQuoteEmpty.es);
  });
});
