import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, unescapeHtml } from "./support/html";

// Toasts travel in one cookie (docs/site.md#toasts): posts without a page view between them never pile
// up cookies past the server's header limit.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const BUTTON = { pn: "GCX1111-10", page: "/products/22mm-nema-flush-push-button-black-1no-gcx1111-10" };

describe("toast cookie", () => {
  it("keeps 60 cart adds without a page view in one small cookie; the next page shows the latest message once", async () => {
    const browser = new NoJsBrowser(server.url);
    for (let i = 1; i <= 60; i++) {
      const res = await browser.post("/cart", { intent: "add", pn: BUTTON.pn, quantity: i === 60 ? "2" : "1", redirectTo: BUTTON.page });
      expect(res.status).toBe(303);
    }
    expect([...browser.cookies.keys()].filter((name) => name.startsWith("__toast"))).toEqual(["__toast"]);
    expect(browser.cookieHeader().length).toBeLessThan(1024);

    const page = await browser.get(BUTTON.page);
    expect(page.status).toBe(200);
    const html = unescapeHtml(await pageText(page));
    expect(html).toContain(`Added 2 × ${BUTTON.pn} to your cart`);
    expect(html).not.toContain(`Added 1 × ${BUTTON.pn} to your cart`);
    expect(browser.cookies.has("__toast")).toBe(false);
    expect(unescapeHtml(await pageText(await browser.get(BUTTON.page)))).not.toContain(`Added 2 × ${BUTTON.pn}`);
  });
});
