import { afterAll, beforeAll, describe, expect, it } from "vitest";
import catalog from "../../content/strings/catalog.json";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, withoutScripts } from "./support/html";
import { sold } from "./support/products";

// Issue 23: a bill of materials of 1,000 lines pasted into quick order lands on a cart page that answers quickly. The
// page shows the lines a hundred at a time (docs/cart.md#long-carts); the totals are the whole cart's.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const LINES = 1_000;

/** A visitor whose cart holds 1,000 lines of distinct part numbers, added by one quick-order post. */
async function longCart(): Promise<NoJsBrowser> {
  const browser = new NoJsBrowser(server.url);
  const form = new FormData();
  form.append(
    "lines",
    sold
      .slice(0, LINES)
      .map((pn, i) => `${pn}\t${(i % 5) + 1}`)
      .join("\n"),
  );
  const res = await browser.postMultipart("/quick-order", form);
  expect(res.status).toBe(303);
  return browser;
}

const linePns = (html: string) => [...html.matchAll(/data-testid="cart-line" data-pn="([^"]+)"/g)].map((m) => m[1]!);
const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, "")) * 100);
const lineSubtotals = (html: string) => [...html.matchAll(/data-testid="cart-line-subtotal">([^<]*)</g)].map((m) => cents(m[1]!));
const cartSubtotal = (html: string) => cents(/data-testid="cart-subtotal"[^>]*>([^<]*)</.exec(html)![1]!);

describe("a cart of 1,000 lines", () => {
  it("shows its lines a hundred a page, with links between the pages and the whole cart's subtotal", async () => {
    const browser = await longCart();
    const first = await pageText(browser.get("/cart"));
    // The page of all 1,000 lines weighed 5.2 MB and took seconds to render.
    expect(first.length).toBeLessThan(1_000_000);
    const shown = withoutScripts(first);
    expect(shown).toContain(catalog.catalogPageOf.en.replace("~~1~~", "1").replace("~~2~~", "10"));
    expect(shown).toMatch(/<a rel="next"[^>]*href="\/cart\?page=2"/);

    const seen: string[] = [];
    let sum = 0;
    for (let page = 1; page <= 10; page++) {
      const html = page === 1 ? first : await pageText(browser.get(`/cart?page=${page}`));
      expect(linePns(html)).toHaveLength(100);
      seen.push(...linePns(html));
      sum += lineSubtotals(html).reduce((a, b) => a + b, 0);
      expect(cartSubtotal(html)).toBe(cartSubtotal(first));
    }
    // Every line once over the ten pages, and the subtotal is theirs.
    expect(new Set(seen)).toEqual(new Set(sold.slice(0, LINES)));
    expect(sum).toBe(cartSubtotal(first));
  });

  it("answers a page past the end or not a number with the last or the first page, in both languages", async () => {
    const browser = await longCart();
    const lines = async (path: string) => linePns(await pageText(browser.get(path)));
    expect(await lines("/cart?page=99")).toEqual(await lines("/cart?page=10"));
    const firstPage = await lines("/cart");
    for (const page of ["abc", "-3", "2.5", "1e99", ""]) {
      const res = await browser.get(`/cart?page=${encodeURIComponent(page)}`);
      expect(res.status).toBe(200);
      expect(linePns(await pageText(res))).toEqual(firstPage);
    }
    const spanish = withoutScripts(await pageText(browser.get("/es/carrito?page=4")));
    expect(linePns(spanish)).toEqual(await lines("/cart?page=4"));
    expect(spanish).toContain(catalog.catalogPageOf.es.replace("~~1~~", "4").replace("~~2~~", "10"));
    expect(spanish).toMatch(/<a rel="next"[^>]*href="\/es\/carrito\?page=5"/);
  });

  it("brings a line's change back to the page it was made on, and a refused quantity is answered there in place", async () => {
    const browser = await longCart();
    const html = await pageText(browser.get("/cart?page=3"));
    const pageLines = linePns(html);
    const pn = pageLines[50]!;
    expect(html).toContain(`<form method="post" action="/cart?page=3" id="cart-line-actions-${pn}">`);

    const changed = await browser.post("/cart?page=3", { intent: "set", pn, quantity: "7" });
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe("/cart?page=3");
    const after = await pageText(browser.get("/cart?page=3"));
    expect(after).toMatch(new RegExp(`id="cart-qty-${pn}"[^>]*value="7"`));

    const refused = await browser.post("/cart?page=3", { intent: "set", pn, quantity: "0" });
    expect(refused.status).toBe(400);
    const answer = await pageText(refused);
    expect(linePns(answer)).toEqual(pageLines);
    expect(answer).toMatch(new RegExp(`id="cart-qty-${pn}"[^>]*value="0"`));
  });
});
