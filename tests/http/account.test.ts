import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { signedIn } from "./support/sign-in";
import { autofocused, pageText } from "./support/html";

// The account area without JavaScript: the company page, renaming a company the shop created, and
// choosing which of several companies a buyer is buying for (docs/accounts.md#web-user-and-customers).
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "20" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const PRODUCT = "/products/22mm-nema-flush-push-button-black-1no-gcx1111-10";

describe("the account area", () => {
  it("opens the first account page from /my-account, and lists the account pages in both languages", async () => {
    const browser = await signedIn(server, "maria.gonzalez@example.com");
    const home = await browser.get("/es/mi-cuenta");
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/es/mi-cuenta/perfil");
    const html = await pageText(await browser.get("/es/mi-cuenta/empresa"));
    expect(html).toContain('href="/es/mi-cuenta/perfil"');
    expect(html).toContain("Allegheny Controls Inc.");
    expect(html).toContain("NET 30 (Aprobada para pago a plazo)");
  });

  it("shows a distributor's terms, threshold and tax status, and does not let an ERP company be renamed", async () => {
    const browser = await signedIn(server, "tom.becker@example.com");
    const res = await browser.get("/my-account/company");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await pageText(res);
    expect(html).toContain("Keystone Electrical Supply");
    expect(html).toContain("DIST-STOCKING");
    expect(html).toContain("(Distributor)");
    expect(html).toContain("$250.00");
    expect(html).toContain("Tax exempt · Verified · Resale certificate on file");
    // The sales team by its territory's name and how to reach it; no ERP codes (territory PA-E, rep KB).
    expect(html).toMatch(/Your sales team<\/dt><dd[^>]*>Eastern Pennsylvania &amp; New Jersey<span[^>]*>Call [^<]+ or write to [^<]+@/);
    expect(html).not.toMatch(/>(PA-E|KB)</);
    expect(html).not.toContain('name="intent" value="rename"');
    const forged = await browser.post("/my-account/company", { intent: "rename", name: "Mine now" });
    expect(forged.status).toBe(403);
    expect(await pageText(await browser.get("/my-account/company"))).toContain("Keystone Electrical Supply");
  });

  it("lets a new buyer rename the company the shop named after their e-mail, keeping what was typed when refused", async () => {
    const browser = await signedIn(server, "renamer@example.com");
    await browser.post("/login", { intent: "name", place: "page", firstName: "Rene", lastName: "Namer", redirectTo: "/my-account/company" });
    const page = await pageText(await browser.get("/my-account/company"));
    expect(page).toContain('name="intent" value="rename"');
    const tooLong = "x".repeat(151);
    const refused = await browser.post("/my-account/company", { intent: "rename", name: tooLong });
    expect(refused.status).toBe(400);
    const refusedHtml = await pageText(refused);
    expect(refusedHtml).toContain("Use at most 150 characters.");
    expect(refusedHtml).toContain(`value="${tooLong}"`);
    expect(autofocused(refusedHtml)).toEqual(["name"]);
    expect((await browser.post("/my-account/company", { intent: "rename", name: "Bad\u0000Name" })).status).toBe(400);
    const saved = await browser.post("/my-account/company", { intent: "rename", name: "  Namer Automation LLC " });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/my-account/company");
    expect(await pageText(await browser.get("/my-account/company"))).toContain("Namer Automation LLC");
  });

  it("switches the active company with a form post; prices follow it; another buyer's company is refused", async () => {
    const browser = await signedIn(server, "sam.okafor@example.com");
    expect(await pageText(await browser.get(PRODUCT))).toContain("$10.31");
    const layout = await pageText(await browser.get("/my-account/profile"));
    expect(layout).toContain('name="customerId"');
    expect(layout).toContain("Northern Lights Mining Co.");
    const forged = await browser.post("/my-account/company", { intent: "choose", customerId: "C-1001", redirectTo: "/my-account/profile" });
    expect(forged.status).toBe(303);
    expect(await pageText(await browser.get(PRODUCT))).toContain("$10.31");
    const chosen = await browser.post("/my-account/company", { intent: "choose", customerId: "C-1005", redirectTo: "/my-account/profile" });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/my-account/profile");
    // C-1005 is on the legacy list name `list`, which means the public OEM list.
    const after = await pageText(await browser.get(PRODUCT));
    expect(after).toContain("$13.85");
    expect(after).not.toContain("$10.31");
    // The company page names the list those prices come from, never the ERP's own name for it ("list").
    const company = await pageText(await browser.get("/my-account/company"));
    expect(company).toContain("Northern Lights Mining Co.");
    expect(company).toMatch(/Price list<\/dt><dd[^>]*>OEM<\/dd>/);
    expect(await pageText(await browser.get("/es/mi-cuenta/empresa"))).toMatch(/Lista de precios<\/dt><dd[^>]*>OEM<\/dd>/);
  });

  it("saves shipping preferences by a form post, keeping what was typed when refused", async () => {
    const browser = await signedIn(server, "li.chen@example.com");
    const page = await pageText(await browser.get("/es/mi-cuenta/envio"));
    expect(page).toContain('name="choice"');
    expect(page).toContain('name="shipper.ups-collect"');
    expect(page).toContain('name="shipper.dhl-collect"');
    expect(page).not.toContain('name="shipper.fedex"');

    const refused = await browser.post("/my-account/shipping", { choice: "dhl-collect:air2day", "shipper.dhl-collect": " ", "shipper.ups-collect": "UPS-42!" });
    expect(refused.status).toBe(400);
    const refusedHtml = await pageText(refused);
    expect(refusedHtml).toContain("Enter your shipper number for this collect carrier.");
    expect(refusedHtml).toContain("Use letters, digits, spaces and dashes only.");
    expect(refusedHtml).toContain('value="UPS-42!"');
    expect(refusedHtml).toMatch(/<option value="dhl-collect:air2day" selected="">/);
    expect(autofocused(refusedHtml)).toEqual(["shipper.ups-collect"]);
    expect((await browser.post("/my-account/shipping", { choice: "dhl-collect:ground" })).status).toBe(400);

    const saved = await browser.post("/my-account/shipping", { choice: "dhl-collect:air2day", "shipper.dhl-collect": " 123-456 ", "shipper.ups-collect": "" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/my-account/shipping");
    const after = await pageText(await browser.get("/my-account/shipping"));
    expect(after).toMatch(/<option value="dhl-collect:air2day" selected="">/);
    expect(after).toContain('value="123-456"');
    // Another buyer's customer keeps none of it.
    expect(await pageText(await (await signedIn(server, "tom.becker@example.com")).get("/my-account/shipping"))).not.toContain("123-456");
  });
});
