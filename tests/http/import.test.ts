import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readSeedData } from "~/services/db/seed.server";
import { productSlug } from "../../scripts/import/catalog-documents";
import { NoJsBrowser } from "./support/browser";
import { ROOT, startBuiltServer, type BuiltServer } from "./support/built-server";
import { startPostgres, type PostgresServer } from "./support/postgres-server";
import { signedIn } from "./support/sign-in";

// `npm run import` against the built shop (docs/import.md): on the embedded database it waits for the server to be
// stopped and what it loaded is there after the restart; on PostgreSQL every server shows the new prices at once.

const PRODUCT = "/products/22mm-nema-flush-push-button-black-1no-gcx1111-10";
/** The export the committed dataset was built from: the base of a first catalogue import. */
const CATALOG_DIR = process.env.CATALOG_DIR ?? "/work/shared/catalog";
/** Tom Becker's customer C-1002 buys on DIST-STOCKING: G-1 at 42 % off, $8.73 (tests/http/buyer-prices.test.ts). */
const BUYER = "tom.becker@example.com";

/** The export's price lists with GCX1111-10 at fixed prices first in OEM and DIST-STOCKING (the first entry wins). */
async function newPrices(): Promise<string> {
  const { priceLists } = await readSeedData();
  for (const [list, value] of [
    ["OEM", "12.34"],
    ["DIST-STOCKING", "7.77"],
  ] as const) {
    priceLists.lists.find((l) => l.name === list)!.entries.unshift({ valueType: "Actual", schedule: "", item: "GCX1111-10", value });
  }
  const dir = mkdtempSync(path.join(tmpdir(), "voltshop-import-files-"));
  writeFileSync(path.join(dir, "price-lists.json"), JSON.stringify(priceLists));
  return dir;
}

/**
 * The export's products with GCX1112-01 renamed and a new product GCX1112-77 (a copy of it), as the operator's
 * products.json: the catalogue's other files come from the catalogue in place.
 */
async function newCatalogue(): Promise<string> {
  const products = JSON.parse(readFileSync(path.join(CATALOG_DIR, "products.json"), "utf8")) as { pn: string; title: { en: string; es: string } }[];
  const renamed = products.find((p) => p.pn === "GCX1112-01")!;
  renamed.title = { en: "Zebrawood Flush Push Button, Black, 1NC", es: "Pulsador cebra rasante, negro, 1NC" };
  products.push({ ...renamed, pn: "GCX1112-77", title: { en: "Quokka Push Button, Black", es: "Pulsador quokka, negro" } });
  const dir = mkdtempSync(path.join(tmpdir(), "voltshop-import-catalogue-"));
  writeFileSync(path.join(dir, "products.json"), JSON.stringify(products, null, 1));
  return dir;
}

const productPath = (title: string, pn: string) => `/products/${productSlug(title, pn)}`;

/** Whether `url` serves the renamed and the new product on their pages and finds each by a word of its new title. */
async function showsNewCatalogue(url: string): Promise<boolean> {
  const get = async (p: string) => (await fetch(url + p)).text();
  const found = (html: string, pn: string) => html.includes(`name="pn" value="${pn}"`);
  const [renamed, added, zebrawood, quokka] = await Promise.all([
    get(productPath("Zebrawood Flush Push Button, Black, 1NC", "GCX1112-01")),
    get(productPath("Quokka Push Button, Black", "GCX1112-77")),
    get("/search?q=zebrawood"),
    get("/search?q=quokka"),
  ]);
  return (
    renamed.includes("Zebrawood Flush Push Button") && added.includes("Quokka Push Button") && found(zebrawood, "GCX1112-01") && found(quokka, "GCX1112-77")
  );
}

/** Runs the command as the operator does, with the server's settings; resolves with its exit code and output. */
function importCommand(env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/import.ts", ...args], {
      cwd: ROOT,
      env: { ...process.env, CATALOG_DIR, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/** What `browser` (or a request without cookies to `url`, as a cache sees it) gets of the product page. */
const page = async (from: NoJsBrowser | string) => {
  const res = typeof from === "string" ? await fetch(from + PRODUCT) : await from.get(PRODUCT);
  return { html: await res.text(), cache: res.headers.get("x-cache") };
};
/** Whether the product page shows `price` and not `old`. */
const shows = async (from: NoJsBrowser | string, price: string, old: string) => {
  const { html } = await page(from);
  return html.includes(price) && !html.includes(old);
};

describe("npm run import on the embedded database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "voltshop-import-data-"));
  let files: string;
  let server: BuiltServer | undefined;
  const start = async () => ({ ...(await startBuiltServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_FACTOR: "20" })), dataDir });
  beforeAll(async () => {
    files = await newPrices();
    server = await start();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  });

  it("is refused while the server runs; once it is stopped, dry run, import and repeat; the restarted shop shows the prices", async () => {
    const env = { DATA_DIR: dataDir };
    const refused = await importCommand(env, "--from", files);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Import refused: DATA_DIR .* is in use by another VoltShop process \(server, pid/);

    await server!.stop();
    server = undefined;
    const dry = await importCommand(env, "--from", files, "--dry-run");
    expect(dry.code).toBe(0);
    expect(dry.output).toContain("nothing was changed");
    expect(dry.output).toMatch(/prices: 2 inserted, \d+ updated/);
    const imported = await importCommand(env, "--from", files);
    expect(imported.code).toBe(0);
    // The dry run wrote nothing: the real run makes its changes.
    expect(imported.output).toMatch(/prices: 2 inserted, \d+ updated/);
    const repeated = await importCommand(env, "--from", files);
    expect(repeated.code).toBe(0);
    expect(repeated.output).toContain("price-lists: 0 inserted, 0 updated, 4 unchanged");
    expect(repeated.output).toMatch(/prices: 0 inserted, 0 updated, \d+ unchanged\n/);

    server = await start();
    expect(await shows(new NoJsBrowser(server.url), "$12.34", "$13.85")).toBe(true);
    expect(await shows(await signedIn(server, BUYER), "$7.77", "$8.73")).toBe(true);
  }, 240_000);
});

describe("npm run import of the catalogue on the embedded database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "voltshop-import-data-"));
  let files: string;
  let server: BuiltServer | undefined;
  beforeAll(async () => {
    files = await newCatalogue();
    server = await startBuiltServer({ DATA_DIR: dataDir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  });

  it("refuses it with Sanity; loads a renamed and a new product; the restarted shop shows both on their pages and in search", async () => {
    expect(await showsNewCatalogue(server!.url)).toBe(false);
    await server!.stop();
    server = undefined;
    const env = { DATA_DIR: dataDir };
    const sanity = await importCommand({ ...env, SANITY_PROJECT_ID: "abc123" }, "--from", files);
    expect([sanity.code, sanity.output]).toEqual([1, expect.stringContaining("products.json:1: the catalogue is in Sanity (SANITY_PROJECT_ID is set)")]);
    const dry = await importCommand(env, "--from", files, "--dry-run");
    expect(dry.output).toContain("products: 1 inserted, 1 updated, 1290 unchanged\n  The catalogue would change.");
    const imported = await importCommand(env, "--from", files);
    expect([imported.code, imported.output]).toEqual([0, expect.stringContaining("products: 1 inserted, 1 updated, 1290 unchanged\n  The catalogue changed")]);
    const repeated = await importCommand(env, "--from", files);
    expect(repeated.output).toContain("products: 0 inserted, 0 updated, 1292 unchanged\n");
    expect(repeated.output).not.toContain("The catalogue changed");

    server = await startBuiltServer({ DATA_DIR: dataDir });
    expect(await showsNewCatalogue(server.url)).toBe(true);
  }, 240_000);
});

describe("npm run import on PostgreSQL with two servers", () => {
  let postgres: PostgresServer;
  let a: BuiltServer;
  let b: BuiltServer;
  let files: string;
  let catalogue: string;
  // The settings every process on the database shares (the servers' test keys, tests/http/support/built-server.ts).
  const shared = {
    PUBLIC_URL: "http://shop.test",
    AUTH_RATE_LIMIT_FACTOR: "20",
    SESSION_SECRET: "test-session-secret",
    AUTH_CODE_SECRET: "test-code-secret",
    AUTH_JWT_SECRET: "test-jwt-secret",
  };
  beforeAll(async () => {
    files = await newPrices();
    catalogue = await newCatalogue();
    postgres = await startPostgres();
    a = await startBuiltServer({ ...shared, DATABASE_URL: postgres.url });
    b = await startBuiltServer({ ...shared, DATABASE_URL: postgres.url });
  }, 240_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    postgres?.dispose();
    rmSync(files, { recursive: true, force: true });
    rmSync(catalogue, { recursive: true, force: true });
  });

  it("shows the imported prices on the other server within a second: its cached page and its buyer's price", async () => {
    const buyer = await signedIn(b, BUYER);
    const visitor = b.url;
    // Both read once: the public page is in B's page cache, the buyer's list in its price lists.
    expect(await shows(buyer, "$8.73", "$7.77")).toBe(true);
    expect(await shows(visitor, "$13.85", "$12.34")).toBe(true);
    expect((await page(visitor)).cache).toBe("HIT");

    const imported = await importCommand({ ...shared, DATABASE_URL: postgres.url }, "--from", files);
    expect(imported.code, imported.output).toBe(0);
    const done = Date.now();
    // What counts is when a request is sent, not how long a render takes on this busy machine.
    let sentAt = done;
    await vi.waitFor(
      async () => {
        sentAt = Date.now();
        expect([await shows(buyer, "$7.77", "$8.73"), await shows(visitor, "$12.34", "$13.85")]).toEqual([true, true]);
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(sentAt - done).toBeLessThan(1_000);
  }, 120_000);

  it("serves an imported catalogue on both running servers, pages and search, without a restart", async () => {
    expect(await showsNewCatalogue(a.url)).toBe(false);
    expect(await showsNewCatalogue(b.url)).toBe(false);
    const imported = await importCommand({ ...shared, DATABASE_URL: postgres.url }, "--from", catalogue);
    expect(imported.code, imported.output).toBe(0);
    // Each server reads the new dataset into a new worker and fills the search index from it: seconds on a busy machine.
    await vi.waitFor(async () => expect([await showsNewCatalogue(a.url), await showsNewCatalogue(b.url)]).toEqual([true, true]), {
      timeout: 60_000,
      interval: 250,
    });
  }, 120_000);
});
