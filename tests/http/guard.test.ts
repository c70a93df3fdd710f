import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";

// The account area's loaders each require a buyer, so the guard holds for client-side navigations
// too (route data fetched without the root or the account layout).
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe("the account area's guard", () => {
  it("redirects a document request to the login page of its language", async () => {
    const res = await new NoJsBrowser(server.url).get("/es/mi-cuenta/perfil?x=1");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/login");
  });

  it("redirects a client-side data request of one account page and remembers the page, not the data URL", async () => {
    const browser = new NoJsBrowser(server.url);
    const res = await browser.get("/my-account/profile?x=1&_data=accountProfile.en");
    expect(res.status).toBe(204);
    expect(res.headers.get("x-remix-redirect")).toBe("/login");
    // A signed cookie: base64 JSON, then the signature.
    const [payload] = decodeURIComponent(browser.cookies.get("redirect-path") ?? "").split(".");
    expect(JSON.parse(Buffer.from(payload ?? "", "base64").toString("utf8"))).toBe("/my-account/profile?x=1");
  });

  it("guards the account layout's own data and the account home too", async () => {
    const browser = new NoJsBrowser(server.url);
    expect((await browser.get("/my-account?_data=account.en")).headers.get("x-remix-redirect")).toBe("/login");
    const home = await browser.get("/es/mi-cuenta");
    expect(home.status).toBe(303);
    expect(home.headers.get("location")).toBe("/es/login");
  });

  it("leaves other pages and their data alone", async () => {
    const browser = new NoJsBrowser(server.url);
    expect((await browser.get("/shop")).status).toBe(200);
    expect((await browser.get("/shop?_data=page.en")).status).toBe(200);
  });
});
