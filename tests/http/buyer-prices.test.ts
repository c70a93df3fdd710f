import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { signedIn } from "./support/sign-in";

// A signed-in buyer sees their own price list (docs/pricing.md#which-list-a-buyer-gets), never a cached public page,
// and finds the cart they filled before signing in (docs/cart.md#merge-at-sign-in).
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "20" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const PRODUCT = "/products/22mm-nema-flush-push-button-black-1no-gcx1111-10";

describe("prices by buyer", () => {
  it("shows the OEM price to an anonymous visitor, publicly cacheable", async () => {
    const res = await new NoJsBrowser(server.url).get(PRODUCT);
    expect(res.headers.get("cache-control")).toMatch(/^public/);
    // GCX1111-10: list 15.05, series GCX11 schedule G-1, OEM 8 % off -> 13.85
    expect(await res.text()).toContain("$13.85");
  });

  it("shows a stocking distributor their own list, privately", async () => {
    const browser = await signedIn(server, "tom.becker@example.com");
    const res = await browser.get(PRODUCT);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    // DIST-STOCKING: G-1 at 42 % off -> round(15.05 x 0.58) = 8.73
    expect(html).toContain("$8.73");
    expect(html).not.toContain("$13.85");
  });

  it("prices a key account's list in Spanish too", async () => {
    const browser = await signedIn(server, "sam.okafor@example.com");
    const html = await (await browser.get("/es/productos/pulsador-nema-22-mm-rasante-negro-1na-gcx1111-10")).text();
    // KEY-ACCOUNT-A (first customer, no primary set): G-1 at 31.5 % off -> round(15.05 x 0.685) = 10.31
    expect(html).toContain("US$10.31");
  });
});

describe("the cart across sign-in", () => {
  it("merges the anonymous cart into the saved one and prices it on the buyer's list", async () => {
    const browser = new NoJsBrowser(server.url);
    const added = await browser.post("/cart", { intent: "add", pn: "GCX1111-10", quantity: "3", redirectTo: PRODUCT });
    expect(added.status).toBe(303);
    expect(browser.cookies.has("cart")).toBe(true);

    await signedIn(server, "li.chen@example.com", browser);
    expect(browser.cookies.has("cart")).toBe(false);
    const html = await (await browser.get("/cart")).text();
    expect(html).toContain("GCX1111-10");
    // DIST-RESELLER: G-1 at 34 % off -> round(15.05 x 0.66) = 9.93; 3 x 9.93 = 29.79
    expect(html).toContain("$9.93");
    expect(html).toContain("$29.79");
  });
});
