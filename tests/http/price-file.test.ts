import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoJsBrowser } from "./support/browser";
import { ROOT, startBuiltServer, type BuiltServer } from "./support/built-server";
import { signedIn } from "./support/sign-in";

// The price file (docs/price-file.md) against the built server, without JavaScript: its "your price" is what the quote
// API prices for the same buyer, on the active customer's list, in both languages.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "20", PUBLIC_API_RATE_LIMIT_FACTOR: "100" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const CATALOG_DIR = path.resolve(ROOT, process.env.CATALOG_DIR ?? "../shared/catalog");
const catalogue = <T>(file: string): T => JSON.parse(readFileSync(path.join(CATALOG_DIR, file), "utf8")) as T;
const products = catalogue<{ pn: string; category: string; pkgqty: number; leadTimeDays: number }[]>("products.json");
const categories = catalogue<{ slug: { en: string; es: string }; parent: string | null }[]>("categories.json");

const EN_HEADER = ["Part number", "Description", "List price (USD)", "Your price (USD)", "Package quantity", "Lead time (business days)"];
const ES_HEADER = ["Número de parte", "Descripción", "Precio de lista (USD)", "Su precio (USD)", "Cantidad por paquete", "Plazo de entrega (días hábiles)"];
const BOM = [0xef, 0xbb, 0xbf];

type PriceFile = { res: Response; bytes: Uint8Array; header: string[]; rows: string[][] };

async function download(browser: NoJsBrowser, url: string): Promise<PriceFile> {
  const res = await browser.get(url);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const [header = [], ...rows] = parse(Buffer.from(bytes), { bom: true }) as string[][];
  return { res, bytes, header, rows };
}

/** Part numbers spread over the file (every 97th row), so several series and schedules are compared. */
const sample = (rows: string[][]) => rows.filter((_, i) => i % 97 === 0).map((row) => row[0]!);

/** The quote API's unit sale price of each part number, asked with the browser's session (none: anonymous). */
async function quotedPrices(browser: NoJsBrowser, pns: string[]): Promise<Record<string, string>> {
  const res = await fetch(`${server.url}/api/public/quote`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: browser.cookieHeader() },
    body: JSON.stringify({ items: pns.map((pn) => ({ pn, quantity: 1 })), destination: { country: "US", state: "PA", postalCode: "15222" } }),
  });
  expect(res.status).toBe(200);
  const { lines } = (await res.json()) as { lines: { pn: string; sale_price: number }[] };
  return Object.fromEntries(lines.map((line) => [line.pn, line.sale_price.toFixed(2)]));
}

const theirPrices = (rows: string[][], pns: string[]) => Object.fromEntries(rows.filter((row) => pns.includes(row[0]!)).map((row) => [row[0]!, row[3]!]));

describe("the anonymous price file", () => {
  it("is a CSV download in English with a BOM, every product once, the public list's prices as the quote API gives them", async () => {
    const browser = new NoJsBrowser(server.url);
    const { res, bytes, header, rows } = await download(browser, "/price-file.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="price-file-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    expect(header).toEqual(EN_HEADER);
    expect(rows.map((row) => row[0]).sort()).toEqual(products.map((p) => p.pn).sort());
    const pns = sample(rows);
    expect(theirPrices(rows, pns)).toEqual(await quotedPrices(browser, pns));
  });

  it("gives each product's package quantity and lead time as the catalogue has them, amounts with a point", async () => {
    const { rows } = await download(new NoJsBrowser(server.url), "/price-file.csv");
    const byPn = new Map(products.map((p) => [p.pn, p]));
    for (const [pn, , list, their, pkgqty, lead] of rows) {
      expect([list, their]).toEqual([expect.stringMatching(/^\d+\.\d{2}$/), expect.stringMatching(/^\d+\.\d{2}$/)]);
      expect([pkgqty, lead]).toEqual([String(byPn.get(pn!)!.pkgqty), String(Math.max(0, byPn.get(pn!)!.leadTimeDays ?? 0))]);
    }
  });

  it("speaks Spanish at the Spanish path: header, descriptions and the file's name", async () => {
    const { res, bytes, header, rows } = await download(new NoJsBrowser(server.url), "/es/lista-de-precios.csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="lista-de-precios-\d{4}-\d{2}-\d{2}\.csv"/);
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    expect(header).toEqual(ES_HEADER);
    expect(rows.find((row) => row[0] === "GCX1111-10")?.[1]).toBe("Pulsador NEMA 22 mm rasante, negro, 1NA");
  });
});

describe("a category's price file", () => {
  /** The category's (en) slug and every one below it. */
  const scope = (slug: string): Set<string> => {
    const slugs = new Set([slug]);
    for (let grew = true; grew;) {
      grew = false;
      for (const c of categories) if (c.parent && slugs.has(c.parent) && !slugs.has(c.slug.en)) grew = Boolean(slugs.add(c.slug.en));
    }
    return slugs;
  };

  it.each([
    ["/price-file.csv?category=push-buttons", "push-buttons", /filename="price-file-push-buttons-/],
    ["/es/lista-de-precios.csv?category=pulsadores", "push-buttons", /filename="lista-de-precios-pulsadores-/],
    ["/es/lista-de-precios.csv?category=push-buttons", "push-buttons", /filename="lista-de-precios-pulsadores-/],
    ["/price-file.csv?category=wire-duct", "wire-duct", /filename="price-file-wire-duct-/],
  ])("%s holds only that category's products, every one of them", async (url, slug, fileName) => {
    const { res, rows } = await download(new NoJsBrowser(server.url), url);
    expect(res.headers.get("content-disposition")).toMatch(fileName);
    const inScope = scope(slug);
    expect(rows.map((row) => row[0]).sort()).toEqual(
      products
        .filter((p) => inScope.has(p.category))
        .map((p) => p.pn)
        .sort(),
    );
  });

  it.each([
    ["/price-file.csv?category=no-such-thing", "We could not find the category “no-such-thing”"],
    ["/es/lista-de-precios.csv?category=%00%FF%22%3Cx%3E", "No encontramos la categoría «"],
  ])("%s answers 404 in the page's language with the whole file's address", async (url, message) => {
    const res = await new NoJsBrowser(server.url).get(url);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    expect(text).toContain(message);
    expect(text).toContain(url.startsWith("/es/") ? "/es/lista-de-precios.csv" : "/price-file.csv");
  });

  it("gives the whole file's address on PUBLIC_URL, never the Host or X-Forwarded-Host the client sent", async () => {
    const { port } = new URL(server.url);
    const text = await new Promise<string>((resolve, reject) => {
      const headers = { Host: "evil.example", "X-Forwarded-Host": "evil.example" };
      http
        .get({ host: "127.0.0.1", port, path: "/price-file.csv?category=no-such-thing", headers }, (res) => {
          expect(res.statusCode).toBe(404);
          let body = "";
          res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve(body));
        })
        .on("error", reject);
    });
    // PUBLIC_URL unset: the config's own address for this port.
    expect(text).toContain(`http://localhost:${port}/price-file.csv`);
    expect(text).not.toContain("evil.example");
  });
});

describe("a signed-in buyer's price file", () => {
  it("prices a distributor's own list exactly as the quote API does", async () => {
    const browser = await signedIn(server, "tom.becker@example.com"); // DIST-STOCKING
    const { res, rows } = await download(browser, "/price-file.csv");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const pns = sample(rows);
    const quoted = await quotedPrices(browser, pns);
    expect(theirPrices(rows, pns)).toEqual(quoted);
    // GCX1111-10: list 15.05, G-1 at 42 % off on DIST-STOCKING -> 8.73 (the public list gives 13.85).
    expect(rows.find((row) => row[0] === "GCX1111-10")?.slice(2, 4)).toEqual(["15.05", "8.73"]);
  });

  it("follows the active customer: switching company switches the list, in Spanish too", async () => {
    const browser = await signedIn(server, "sam.okafor@example.com"); // C-1004 KEY-ACCOUNT-A active, C-1005 on the public list
    const keyAccount = await download(browser, "/es/lista-de-precios.csv");
    expect(keyAccount.header).toEqual(ES_HEADER);
    const pns = sample(keyAccount.rows);
    expect(theirPrices(keyAccount.rows, pns)).toEqual(await quotedPrices(browser, pns));
    expect(keyAccount.rows.find((row) => row[0] === "GCX1111-10")?.[3]).toBe("10.31");

    expect((await browser.post("/my-account/company", { intent: "choose", customerId: "C-1005", redirectTo: "/my-account/profile" })).status).toBe(303);
    const publicList = await download(browser, "/es/lista-de-precios.csv");
    expect(theirPrices(publicList.rows, pns)).toEqual(await quotedPrices(browser, pns));
    expect(publicList.rows.find((row) => row[0] === "GCX1111-10")?.[3]).toBe("13.85");
  });

  it("is linked from the account area, the catalogue and a category page", async () => {
    const browser = await signedIn(server, "tom.becker@example.com");
    expect(await (await browser.get("/my-account/profile")).text()).toMatch(/<a href="\/price-file\.csv" download=""/);
    expect(await (await browser.get("/es/productos")).text()).toMatch(/<a href="\/es\/lista-de-precios\.csv" download=""/);
    expect(await (await browser.get("/category/push-buttons")).text()).toMatch(/<a href="\/price-file\.csv\?category=push-buttons" download=""/);
  });
});
