import { afterAll, beforeAll, describe, expect, it } from "vitest";
import authMail from "../../content/strings/auth-mail.json";
import cart from "../../content/strings/cart.json";
import shell from "../../content/strings/errors.json";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, unescapeHtml } from "./support/html";
import { startPostgres, type PostgresServer } from "./support/postgres-server";
import { signedIn } from "./support/sign-in";

// PostgreSQL stopped under the running shop, as an operator or a crash would: whatever needs the database answers
// 503 with Retry-After (the shop's page in the visitor's language, or the call's own JSON error), never 500 or a
// misleading 400, and everything works again once the database is back.
let postgres: PostgresServer;
let server: BuiltServer;
let buyer: NoJsBrowser;
beforeAll(async () => {
  postgres = await startPostgres();
  server = await startBuiltServer({ DATABASE_URL: postgres.url });
  buyer = await signedIn(server, "li.chen@example.com");
}, 120_000);
afterAll(async () => {
  await server?.stop();
  postgres?.dispose();
});

type Lang = "en" | "es";
const RETRY_AFTER = /^\d+$/;
const ITEMS = { items: [{ pn: "GCX1111-10", quantity: 2 }], destination: { country: "US", state: "PA", postalCode: "15222" } };

const quote = (query = "") =>
  fetch(`${server.url}/api/public/quote${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: buyer.cookieHeader() },
    body: JSON.stringify(ITEMS),
  });

const askCode = (path: string, email: string) => new NoJsBrowser(server.url).post(path, { intent: "email", place: "page", email, name__confirm: "" });

/** The shop's page for a database it cannot reach, in `lang`. */
async function expectUnavailablePage(res: Response, lang: Lang) {
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toMatch(RETRY_AFTER);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const html = unescapeHtml(await pageText(res));
  expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}"`, "i"));
  expect(html).toContain(`>${shell.shellUnavailableTitle[lang]}</h1>`);
  expect(html).toContain(shell.shellUnavailableMessage[lang]);
}

describe("with PostgreSQL stopped", () => {
  beforeAll(() => postgres.stop(), 60_000);
  afterAll(() => postgres.start(), 60_000);

  it.each<[string, Lang]>([
    ["/my-account", "en"],
    ["/es/mi-cuenta", "es"],
    ["/cart", "en"],
    ["/es/carrito", "es"],
  ])("answers the signed-in page %s with 503 and Retry-After in its language", async (path, lang) => {
    await expectUnavailablePage(await buyer.get(path), lang);
  });

  it("answers a page's data request (JavaScript on) with 503 as Remix's client shows it: the error boundary, in its language", async () => {
    const res = await buyer.get("/es/carrito?_data=cart.es");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(RETRY_AFTER);
    expect(res.headers.get("x-remix-catch")).toBe("yes");
    expect(await res.json()).toEqual({ lang: "es" });
  });

  it.each<[string, Lang]>([
    ["/cart", "en"],
    ["/es/carrito", "es"],
  ])("answers a cart post to %s with 503 and Retry-After in its language", async (path, lang) => {
    await expectUnavailablePage(await buyer.post(path, { intent: "add", pn: "GCX1111-10", quantity: "1" }), lang);
    await expectUnavailablePage(await new NoJsBrowser(server.url).post(path, { intent: "add", pn: "GCX1111-10", quantity: "1" }), lang);
  });

  it("answers the quote API with 503, Retry-After and its own error format, in the caller's language", async () => {
    for (const [query, lang] of [
      ["", "en"],
      ["?lang=es", "es"],
    ] as const) {
      const res = await quote(query);
      expect(res.status).toBe(503);
      const seconds = res.headers.get("retry-after");
      expect(seconds).toMatch(RETRY_AFTER);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const message = cart.jsonCallUnavailable[lang].replace("~~1~~", seconds!);
      expect(await res.json()).toEqual({ errors: [{ code: "serviceUnavailable", message }] });
    }
  });

  it("answers the public and private calls with 503 and Retry-After in their own formats", async () => {
    const headers = { Cookie: buyer.cookieHeader(), "Accept-Language": "es" };
    for (const [path, shape] of [
      ["/api/public/price?listName=OEM", (error: string) => ({ error, issues: [] })],
      ["/api/private/contacts", (error: string) => ({ error })],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { headers });
      expect(res.status, path).toBe(503);
      const seconds = res.headers.get("retry-after");
      expect(seconds).toMatch(RETRY_AFTER);
      expect(await res.json()).toEqual(shape(cart.jsonCallUnavailable.es.replace("~~1~~", seconds!)));
    }
  });

  it.each<[string, Lang]>([
    ["/login", "en"],
    ["/es/login", "es"],
  ])("answers the sign-in e-mail step at %s with 503, Retry-After and the typed address kept", async (path, lang) => {
    const res = await askCode(path, "new.buyer@example.com");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(RETRY_AFTER);
    const html = unescapeHtml(await pageText(res));
    expect(html).toContain(authMail.authServiceUnavailable[lang]);
    expect(html).toContain('value="new.buyer@example.com"');
  });

  it("keeps answering /healthz, and /readyz says not ready", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
  });
});

describe("once PostgreSQL is back", () => {
  it("serves the signed-in pages, cart posts, quotes and sign-in again", async () => {
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 30_000 }).toBe(200);
    for (const path of ["/my-account/profile", "/es/mi-cuenta/perfil", "/cart"]) expect((await buyer.get(path)).status, path).toBe(200);
    expect((await buyer.post("/cart", { intent: "add", pn: "GCX1111-10", quantity: "1" })).status).toBe(303);
    expect((await quote()).status).toBe(200);
    expect((await askCode("/login", "back.again@example.com")).status).toBe(303);
  });

  it("logged the rate limits' store failing once, when it first failed, and once when it answered again", () => {
    const lines = server.output().split("\n");
    expect(lines.filter((line) => line.includes("rate limits: PostgreSQL failed; counting in this server's memory"))).toHaveLength(1);
    expect(lines.filter((line) => line.includes("rate limits: PostgreSQL answers again"))).toHaveLength(1);
  });
});
