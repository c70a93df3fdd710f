import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { product } from "./support/catalogue-quote";
import { signedIn } from "./support/sign-in";
import { withoutScripts } from "./support/html";

// The cart page and the quote API price the same cart alike (issue 9, "How it is checked"): a cart built by form
// posts without JavaScript and given a destination on the cart page, then the same items and destination posted to
// /api/public/quote with the same session cookie; every figure of the breakdown must match to the cent.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "20" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const TARIFF_PART = "GCX1111-10";
const DUCT = "WDS-1X1-GR"; // wire duct, sold by the package: a quantity off the package carries the non-standard fee
const SWITCH = "CAM-10-AM";
const ITEMS = [
  { pn: TARIFF_PART, quantity: 3 },
  { pn: DUCT, quantity: product(DUCT).pkgqty + 5 },
  { pn: SWITCH, quantity: 2 },
];

const ROWS = {
  subtotal: "cart-subtotal",
  handling: "cart-handling",
  tariff: "cart-tariff",
  tariffSurcharge: "cart-tariff-surcharge",
  internationalFee: "cart-international-fee",
  shipping: "cart-shipping",
  tax: "cart-tax",
  total: "cart-total",
} as const;
type Figures = Record<keyof typeof ROWS, number | "TBD">;

/** Cents of a formatted amount ("$1,234.56", "US$0.10"), by its digits; "TBD" as is. */
function centsOfText(shown: string | undefined): number | "TBD" {
  if (shown === "TBD") return shown;
  const match = /^(?:US)?\$(\d{1,3}(?:,\d{3})*)\.(\d\d)$/.exec(shown ?? "");
  if (!match) throw new Error(`not an amount: ${shown}`);
  return Number(match[1]!.replace(/,/g, "")) * 100 + Number(match[2]);
}

/** Cents of the quote API's dollars (numbers with at most two decimals); "TBD" as is. */
function centsOfDollars(value: unknown): number | "TBD" {
  if (value === "TBD") return value;
  if (typeof value !== "number" || !/^\d+(\.\d{1,2})?$/.test(String(value))) throw new Error(`not dollars: ${String(value)}`);
  return Math.round(value * 100);
}

/** The cart page's breakdown, each `data-testid` cell in cents. */
function pageFigures(html: string): Figures {
  const rendered = withoutScripts(html).replace(/<!-- -->/g, "");
  const cell = (id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(rendered)?.[1];
  return Object.fromEntries(Object.entries(ROWS).map(([key, id]) => [key, centsOfText(cell(id))])) as Figures;
}

async function fillCart(browser: NoJsBrowser) {
  for (const { pn, quantity } of ITEMS) {
    const res = await browser.post("/cart", { intent: "add", pn, quantity: String(quantity) });
    expect(res.status).toBe(303);
  }
}

/** The destination set on the cart page by its form, then the page as it shows the breakdown. */
async function cartPageFor(browser: NoJsBrowser, destination: { country: string; state: string; postalCode: string }): Promise<Figures> {
  const set = await browser.post("/cart", { intent: "destination", ...destination });
  expect(set.status).toBe(303);
  const page = await browser.get("/cart");
  expect(page.status).toBe(200);
  return pageFigures(await page.text());
}

/** The quote API's answer for the same items and destination, with the browser's session cookie. */
async function quoteFor(browser: NoJsBrowser, destination: { country: string; state: string; postalCode: string }) {
  const res = await fetch(`${server.url}/api/public/quote`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: browser.cookieHeader() },
    body: JSON.stringify({ items: ITEMS, destination }),
  });
  expect(res.status).toBe(200);
  const answer = (await res.json()) as Record<string, unknown> & { errors: unknown[]; priceList: string; method: string };
  expect(answer.errors).toEqual([]);
  const figures = Object.fromEntries(Object.keys(ROWS).map((key) => [key, centsOfDollars(answer[key])])) as Figures;
  return { answer, figures };
}

const PITTSBURGH = { country: "US", state: "PA", postalCode: "15222" };
const ANCHORAGE = { country: "US", state: "AK", postalCode: "99501" };

describe("the cart page's figures equal the quote API's for the same cart", () => {
  it("for an anonymous visitor shipping to Pittsburgh", async () => {
    const browser = new NoJsBrowser(server.url);
    await fillCart(browser);
    const page = await cartPageFor(browser, PITTSBURGH);
    const { answer, figures } = await quoteFor(browser, PITTSBURGH);
    expect(answer.priceList).toBe("OEM");
    expect(page.handling).toBeGreaterThanOrEqual(1000); // the wire duct's non-standard fee at least
    expect(page.tariff).toBeGreaterThan(0);
    expect(figures).toEqual(page);
  });

  it("for a signed-in distributor on its own list", async () => {
    const browser = await signedIn(server, "tom.becker@example.com");
    await fillCart(browser);
    const page = await cartPageFor(browser, PITTSBURGH);
    const { answer, figures } = await quoteFor(browser, PITTSBURGH);
    expect(answer.priceList).toBe("DIST-STOCKING");
    expect(figures).toEqual(page);
    // The same cart priced anonymously differs: the session's list and rules were applied to both.
    const anonymous = await quoteFor(new NoJsBrowser(server.url), PITTSBURGH);
    expect(anonymous.figures.subtotal).not.toBe(page.subtotal);
  });

  it("for Alaska, where both ship by 2nd-day air", async () => {
    const browser = new NoJsBrowser(server.url);
    await fillCart(browser);
    const page = await cartPageFor(browser, ANCHORAGE);
    const { answer, figures } = await quoteFor(browser, ANCHORAGE);
    expect(answer.method).toBe("air2day");
    expect(figures).toEqual(page);
  });
});
