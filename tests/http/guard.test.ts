import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";

// Configured guard paths hold for client-side navigations too (route data fetched without the root).
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ AUTH_GUARD_INCLUDE: "/about/*,/es/acerca-de/*,/my-account/*,/es/mi-cuenta/*" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe("the auth guard", () => {
  it("redirects a document request to the login page of its language", async () => {
    const res = await new NoJsBrowser(server.url).get("/es/acerca-de/calidad?x=1");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/login");
  });

  it("redirects a client-side data request and remembers the page, not the data URL", async () => {
    const browser = new NoJsBrowser(server.url);
    const res = await browser.get("/about/quality?x=1&_data=page.en");
    expect(res.status).toBe(204);
    expect(res.headers.get("x-remix-redirect")).toBe("/login");
    // A signed cookie: base64 JSON, then the signature.
    const [payload] = decodeURIComponent(browser.cookies.get("redirect-path") ?? "").split(".");
    expect(JSON.parse(Buffer.from(payload ?? "", "base64").toString("utf8"))).toBe("/about/quality?x=1");
  });

  it("leaves unguarded pages and their data alone", async () => {
    const browser = new NoJsBrowser(server.url);
    expect((await browser.get("/shop")).status).toBe(200);
    expect((await browser.get("/shop?_data=page.en")).status).toBe(200);
  });
});
