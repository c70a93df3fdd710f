import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import vnuJar from "vnu-jar";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { placeOrderFields } from "./support/html";
import { signedIn } from "./support/sign-in";

// Every page type in both languages, as a browser gets it: no NUL byte, valid UTF-8 (React 18's stream
// padded its chunks with NUL bytes at a multi-byte character), and no error from the Nu HTML Checker.
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

type Page = { name: string; status: number; bytes: Buffer };

let server: BuiltServer;
let pagesDir: string;
const pages: Page[] = [];

/** Every first path of each kind (first segment) in a sitemap file: one page of every content type. */
async function onePathPerKind(sitemap: string): Promise<string[]> {
  const xml = await (await fetch(`${server.url}${sitemap}`)).text();
  const byKind = new Map<string, string>();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const pathname = new URL(loc!).pathname;
    const kind = pathname.replace(/^\/es(?=\/|$)/, "").split("/")[1] ?? "";
    if (!byKind.has(kind)) byKind.set(kind, pathname);
  }
  return [...byKind.values()];
}

async function keep(name: string, res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  pages.push({ name, status: res.status, bytes });
  return bytes.toString("utf8");
}

beforeAll(async () => {
  server = await startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "20" });
  pagesDir = mkdtempSync(path.join(tmpdir(), "voltshop-pages-"));
  const visitor = new NoJsBrowser(server.url, server.url, { "User-Agent": BROWSER_UA });
  const anonymous = [
    ...(await onePathPerKind("/sitemaps/en-1.xml")),
    ...(await onePathPerKind("/sitemaps/es-1.xml")),
    "/products",
    "/es/productos",
    "/search?q=relay",
    "/es/buscar?q=relé",
    "/search?q=zzzz-nothing",
    "/es/buscar?q=zzzz-nada",
    "/cart",
    "/es/carrito",
    "/login",
    "/es/login",
    "/no-such-page",
    "/es/no-such-page",
    "/products/no-such-product",
    "/es/productos/no-such-product",
    "/category/no-such-category",
    "/es/categoria/no-such-category",
  ];
  for (const p of anonymous) await keep(p, await visitor.get(p));

  const maria = await signedIn(server, "maria.gonzalez@example.com", new NoJsBrowser(server.url, server.url, { "User-Agent": BROWSER_UA }));
  const account = ["/profile", "/company", "/addresses", "/addresses?address=new", "/shipping", "/orders", "/favorites"];
  const accountEs = ["/perfil", "/empresa", "/direcciones", "/direcciones?address=new", "/envio", "/pedidos", "/favoritos"];
  for (const p of account) await keep(`signed in /my-account${p}`, await maria.get(`/my-account${p}`));
  for (const p of accountEs) await keep(`signed in /es/mi-cuenta${p}`, await maria.get(`/es/mi-cuenta${p}`));
  expect((await maria.post("/cart", { intent: "add", pn: "GCX1111-10", quantity: "3", redirectTo: "/cart" })).status).toBe(303);
  for (const p of ["/", "/es", "/cart", "/es/carrito", "/checkout", "/es/finalizar-compra"]) await keep(`signed in ${p}`, await maria.get(p));
  const review = {
    intent: "review",
    billingContactId: "CT-5001",
    shippingContactId: "CT-5001",
    shipping: "fedex:ground",
    shipperNumber: "",
    poNumber: "PO-1",
    notes: "",
  };
  // "Update shipping options" with a carrier the address does not offer: the form again, the message under the select.
  await keep(
    "signed in checkout shipping options",
    await maria.post("/checkout", { ...review, intent: "quote", shippingContactId: "CT-5003", shipping: "ups-standard" }),
  );
  await keep("signed in checkout review (es)", await maria.post("/es/finalizar-compra", review));
  const reviewed = await keep("signed in checkout review", await maria.post("/checkout", review));
  const placed = await maria.post("/checkout", placeOrderFields(reviewed));
  const order = placed.headers.get("location")!;
  expect(order).toMatch(/^\/my-account\/orders\/W-\d+$/);
  await keep(`signed in ${order}`, await maria.get(order));
  await keep("signed in order (es)", await maria.get(order.replace("/my-account/orders/", "/es/mi-cuenta/pedidos/")));
  await keep("signed in /my-account/orders/W-999999", await maria.get("/my-account/orders/W-999999"));
}, 240_000);

afterAll(async () => {
  await server?.stop();
  if (pagesDir) rmSync(pagesDir, { recursive: true, force: true });
});

/** Where the page's bytes go wrong: the first NUL byte or invalid UTF-8, with the text around it. */
function encodingProblem(bytes: Buffer): string | null {
  const nul = bytes.indexOf(0);
  if (nul >= 0) return `NUL byte at ${nul}: ${JSON.stringify(bytes.subarray(Math.max(0, nul - 20), nul + 20).toString("utf8"))}`;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return null;
  } catch {
    return "invalid UTF-8";
  }
}

describe("HTML validity", () => {
  it("fetched every page type with the status it should have", () => {
    const statuses = Object.fromEntries(pages.map((p) => [p.name, p.status]));
    const notFound = pages.filter((p) => /no-such|W-999999/.test(p.name)).map((p) => p.name);
    expect(notFound).toHaveLength(7);
    for (const name of notFound) expect(statuses[name], name).toBe(404);
    for (const page of pages.filter((p) => !notFound.includes(p.name))) expect(page.status, page.name).toBe(200);
  });

  it("sends no NUL byte and only valid UTF-8, wherever the chunk edges fall", async () => {
    // Padding the query shifts every byte after it: each multi-byte character meets a chunk edge somewhere.
    const visitor = new NoJsBrowser(server.url, server.url, { "User-Agent": BROWSER_UA });
    const shifted: Page[] = [];
    for (let pad = 0; pad < 16; pad++) {
      for (const p of ["/es", "/es/categoria/pulsadores"]) {
        const res = await visitor.get(`${p}?x=${"a".repeat(pad)}`);
        shifted.push({ name: `${p} + ${pad}`, status: res.status, bytes: Buffer.from(await res.arrayBuffer()) });
      }
    }
    const problems = [...pages, ...shifted].map((p) => ({ page: p.name, problem: encodingProblem(p.bytes) })).filter((p) => p.problem);
    expect(problems).toEqual([]);
  });

  it("has no error in any page for the Nu HTML Checker", async () => {
    const files = pages.map((page, i) => {
      const file = path.join(pagesDir, `${String(i).padStart(3, "0")}.html`);
      writeFileSync(file, page.bytes);
      return file;
    });
    const names = new Map(files.map((f, i) => [`file:${f}`, pages[i]!.name]));
    // vnu exits 1 when it reports errors; its JSON report is on stderr either way.
    const run = await promisify(execFile)("java", ["-jar", String(vnuJar), "--errors-only", "--format", "json", ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      (r) => r.stderr,
      (error: { stderr?: string; code?: unknown }) => {
        if (!error.stderr) throw error as Error;
        return error.stderr;
      },
    );
    const report = JSON.parse(run) as { messages: { type: string; url: string; message: string; extract?: string }[] };
    const errors = report.messages.map((m) => `${names.get(m.url) ?? m.url}: ${m.message} ${m.extract ?? ""}`);
    expect(errors).toEqual([]);
  }, 180_000);
});
