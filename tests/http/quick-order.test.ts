import { afterAll, beforeAll, describe, expect, it } from "vitest";
import quickOrder from "../../content/strings/quick-order.json";
import type { QuickOrderPreview } from "~/services/cart/quick-order-report";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, unescapeHtml, withoutScripts } from "./support/html";
import { signedIn } from "./support/sign-in";
import { duct, sold } from "./support/products";
import { box, cartLines } from "./support/quick-order";

// Issue 23, item 1: quick order from pasted lines or a CSV file, without JavaScript: what can be added goes into the
// cart in one post, each line that cannot is reported with its reason and the closest part numbers, and stays in the box.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const post = (browser: NoJsBrowser, fields: Record<string, string | Blob>, lang: "en" | "es" = "en") => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return browser.postMultipart(lang === "en" ? "/quick-order" : "/es/pedido-rapido", form);
};
const page = async (res: Response) => unescapeHtml(withoutScripts(await pageText(res)));

describe("quick order", () => {
  it("adds 197 of 200 pasted lines in one post and reports the 3 others with their reasons, keeping them in the box", async () => {
    const browser = new NoJsBrowser(server.url);
    const good = sold
      .filter((pn) => !pn.startsWith("GCX11"))
      .slice(0, 197)
      .map((pn, i) => `${pn}\t${(i % 5) + 1}`);
    const bad = ["GCX1132-11\t4", "CB-10 lots", `${duct} 7`];
    const lines = ["Part number\tQty", ...good.slice(0, 100), bad[0], ...good.slice(100, 150), bad[1], ...good.slice(150), bad[2]];
    const res = await post(browser, { lines: lines.join("\n") });
    expect(res.status).toBe(200);
    const html = await page(res);
    expect(html).toContain(quickOrder.quickOrderAdded_other.en.replace("~~1~~", "197"));
    expect(html).toContain(quickOrder.quickOrderRejected_other.en.replace("~~1~~", "3"));
    expect(html).toContain(quickOrder.quickOrderUnknownPartNumber.en.replace("~~1~~", "GCX1132-11"));
    expect(html).toContain(quickOrder.quickOrderNotInMultiple.en.replace("~~1~~", duct).replaceAll("~~2~~", "20"));
    expect(box(html)).toBe(bad.join("\n"));
    // The closest part numbers, each a button of the same form.
    expect(html).toMatch(/<button type="submit" form="quick-order" name="use" value="1\|GCX1123-11"/);
    expect(await cartLines(browser)).toBe(197);

    const fixed = await post(browser, { lines: bad.join("\n"), use: "1|GCX1123-11" });
    expect(fixed.status).toBe(200);
    const after = await page(fixed);
    expect(after).toContain(quickOrder.quickOrderAdded_one.en.replace("~~1~~", "1"));
    expect(box(after)).toBe(bad.slice(1).join("\n"));
    expect(await cartLines(browser)).toBe(198);
  });

  it("adds a CSV file in Excel's semicolon dialect and goes to the cart", async () => {
    const browser = new NoJsBrowser(server.url);
    const csv = `\uFEFFNúmero de parte;Descripción;Cantidad\n${sold[0]};"Pulsador; negro";3\n${duct};Canaleta;40\n`;
    const res = await post(browser, { lines: "", file: new Blob([csv], { type: "text/csv" }) }, "es");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/carrito");
    expect(await cartLines(browser)).toBe(2);
  });

  it("refuses 1,001 lines with a clear message, adding nothing and losing nothing typed", async () => {
    const browser = new NoJsBrowser(server.url);
    const lines = Array.from({ length: 1001 }, (_, i) => `${sold[i % sold.length]}\t1`).join("\n");
    const res = await post(browser, { lines }, "es");
    expect(res.status).toBe(400);
    const html = await page(res);
    expect(html).toContain(quickOrder.quickOrderTooManyRows.es.replace("~~1~~", "1000"));
    expect(box(html)?.replace(/\r\n/g, "\n")).toBe(lines);
    expect(await cartLines(browser)).toBe(0);
  });

  it("asks for part numbers when the box is empty, and refuses a file that is not CSV", async () => {
    const browser = new NoJsBrowser(server.url);
    const empty = await post(browser, { lines: "  " });
    expect(empty.status).toBe(400);
    expect(await page(empty)).toContain(quickOrder.quickOrderEmpty.en);
    const binary = await post(browser, { lines: "", file: new Blob(['A,"unclosed\nB,2'], { type: "text/csv" }) });
    expect(binary.status).toBe(400);
    expect(await page(binary)).toContain(quickOrder.quickOrderUnreadableFile.en);
  });

  it("previews lines (intent=preview, sent by the form's script) at the buyer's own prices, adding nothing", async () => {
    const browser = await signedIn(server, "tom.becker@example.com");
    const form = new FormData();
    form.append("lines", "GCX1111-10\t3\nGCX1132-11\t4\nGCX1111-10 2");
    form.append("intent", "preview");
    // As the browser's fetcher asks: the route's data, not its page.
    const res = await browser.postMultipart("/quick-order?_data=quickOrder.en", form);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { preview } = (await res.json()) as { preview: QuickOrderPreview };
    expect(preview.kind).toBe("preview");
    if (preview.kind !== "preview") return;
    const [first, second] = preview.lines;
    // DIST-STOCKING: G-1 at 42 % off -> round(15.05 x 0.58) = 8.73 (tests/http/buyer-prices.test.ts), for 3 + 2 summed.
    expect(first).toMatchObject({ kind: "priced", pn: "GCX1111-10", quantity: 5, unitCents: 873, lineCents: 4365 });
    expect(first?.rows.map((r) => r.row)).toEqual([1, 3]);
    expect(second).toMatchObject({ kind: "rejected", pn: "GCX1132-11", problem: { kind: "unknownPartNumber" }, rows: [{ row: 2, text: "GCX1132-11\t4" }] });
    expect(second?.kind === "rejected" && second.suggestions).toContain("GCX1123-11");
    expect(preview.subtotalCents).toBe(4365);
    expect(await cartLines(browser)).toBe(0);
  });

  it("is linked from the header on every page, in each language", async () => {
    const browser = new NoJsBrowser(server.url);
    expect(await pageText(browser.get("/"))).toMatch(new RegExp(`<a [^>]*href="/quick-order"[^>]*>${quickOrder.quickOrderLink.en}</a>`));
    expect(await pageText(browser.get("/es"))).toMatch(new RegExp(`<a [^>]*href="/es/pedido-rapido"[^>]*>${quickOrder.quickOrderLink.es}</a>`));
  });
});
