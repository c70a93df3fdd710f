import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT, startBuiltServer, type BuiltServer } from "../tests/http/support/built-server";
import { sendCxml, setupRequest, startProcurementSimulator, startUrlOf, type ProcurementSimulator } from "../tests/support/procurement-simulator";
import { ARIBA, preparePunchOutShop, SRM } from "../tests/support/punchout-shop";
import { docs, pathOf, type Sluggable } from "./support/dataset";
import { noMissingStrings } from "./support/strings";

// Issue 25: the buyer's browser from the procurement system's start URL back to it, with JavaScript on and off, in both
// languages (docs/punchout.md#flow). Its own server: the partners are registered before it starts.
test.describe.configure({ mode: "serial" });

let server: BuiltServer;
let procurement: ProcurementSimulator;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  procurement = await startProcurementSimulator();
  dataDir = mkdtempSync(path.join(tmpdir(), "voltshop-punchout-e2e-"));
  await preparePunchOutShop(dataDir, procurement.returnUrl);
  server = await startBuiltServer({ DATA_DIR: dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  await procurement?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const cart = JSON.parse(readFileSync(path.join(ROOT, "content/strings/cart.json"), "utf8")) as Record<string, Record<"en" | "es", string>>;
const CART = { en: "/cart", es: "/es/carrito" } as const;
const amountOf = (text: string | null) => /([\d,]+\.\d\d)/.exec(text ?? "")?.[1]?.replace(/,/g, "");

for (const lang of ["en", "es"] as const) {
  test(`cXML: from the start URL to the procurement system and back with the cart (${lang})`, async ({ page }) => {
    const setup = await sendCxml(
      server.url,
      setupRequest({
        sender: ARIBA,
        browserFormPost: procurement.returnUrl,
        email: `buyer-${lang}@allegheny.example`,
        buyerCookie: `cookie-${lang}`,
        operation: "edit",
        items: [
          { pn: "GCX1111-10", quantity: 3 },
          { pn: "GCX1123-11", quantity: 2 },
        ],
      }),
    );
    const start = new URL(startUrlOf(setup.text)!);
    await page.goto(start.href);
    await expect(page).toHaveURL(new URL(CART.en, start).href);
    await page.goto(new URL(CART[lang], start).href);
    const subtotal = amountOf(await page.getByTestId("cart-subtotal").textContent());
    expect(subtotal).toBeTruthy();
    await expect(page.getByRole("link", { name: cart.cartCheckout![lang] })).toHaveCount(0);
    await noMissingStrings(page);

    const received = procurement.nextPost();
    await page.getByRole("button", { name: cart.cartPunchOutReturn![lang] }).click();
    // With JavaScript the return page posts itself; without, the buyer presses its button.
    if (test.info().project.name === "nojs") {
      await expect(page.getByRole("heading", { name: cart.cartPunchOutSending![lang] })).toBeVisible();
      await page.getByRole("button", { name: cart.cartPunchOutSend![lang] }).click();
    }
    await expect(page.getByRole("heading", { name: "Cart received" })).toBeVisible();
    const message = (await received).field("cxml-urlencoded")!;
    expect(message).toContain(`<BuyerCookie>cookie-${lang}</BuyerCookie>`);
    expect(message).toMatch(new RegExp(`<Total>\\s*<Money currency="USD">${subtotal}</Money>`));
    expect(message).toContain('<ItemIn quantity="3">');
  });
}

const catalog = JSON.parse(readFileSync(path.join(ROOT, "content/strings/catalog.json"), "utf8")) as Record<string, Record<"en" | "es", string>>;
const BUTTON = docs.find((doc) => doc._type === "product" && doc.pn === "GCX1111-10") as Sluggable;

for (const lang of ["en", "es"] as const) {
  test(`cXML inside the procurement system's frame: the buyer adds to the cart there, and the cart goes back to the procurement page (${lang})`, async ({
    page,
  }) => {
    const setup = await sendCxml(
      server.url,
      setupRequest({
        sender: ARIBA,
        browserFormPost: procurement.returnUrl,
        email: `framed-${lang}@allegheny.example`,
        buyerCookie: `framed-${lang}`,
        xmlLang: lang === "es" ? "es-MX" : "en-US",
      }),
    );
    const start = new URL(startUrlOf(setup.text)!);
    // The procurement page (127.0.0.1) frames the shop (localhost): another site, whose cookies are third-party there.
    await page.goto(procurement.framing(start.href));
    const frame = page.frameLocator('iframe[name="shop"]');
    // A new requisition: the buyer is in, on an empty cart.
    await expect(frame.getByText(cart.cartEmpty![lang])).toBeVisible();

    const shop = page.frame({ name: "shop" })!;
    await shop.goto(new URL(pathOf(BUTTON, lang), start).href);
    const main = frame.getByRole("main");
    await main.getByLabel(catalog.catalogQuantity![lang], { exact: true }).fill("3");
    await main.getByRole("button", { name: catalog.catalogAddToCart![lang], exact: true }).click();
    await expect(frame.getByText(cart.cartToastAdded![lang].replace("~~1~~", "3").replace("~~2~~", "GCX1111-10"))).toBeVisible();
    await shop.goto(new URL(CART[lang], start).href);
    const subtotal = amountOf(await frame.getByTestId("cart-subtotal").textContent());
    expect(subtotal).toBeTruthy();

    const received = procurement.nextPost();
    await frame.getByRole("button", { name: cart.cartPunchOutReturn![lang] }).click();
    // With JavaScript the return page posts itself; without, the buyer presses its button.
    if (test.info().project.name === "nojs") await frame.getByRole("button", { name: cart.cartPunchOutSend![lang] }).click();
    // The whole window goes back to the procurement system, not the frame.
    await expect(page.getByRole("heading", { name: "Cart received" })).toBeVisible();
    expect(page.url()).toBe(procurement.returnUrl);
    const message = (await received).field("cxml-urlencoded")!;
    expect(message).toContain(`<BuyerCookie>framed-${lang}</BuyerCookie>`);
    expect(message).toContain('<ItemIn quantity="3">');
    expect(message).toMatch(new RegExp(`<Total>\\s*<Money currency="USD">${subtotal}</Money>`));
  });
}

for (const lang of ["en", "es"] as const) {
  test(`OCI: SAP's login, the cart back to HOOK_URL as NEW_ITEM fields (${lang})`, async ({ page }) => {
    const query = new URLSearchParams({ USERNAME: SRM.username, PASSWORD: SRM.password, HOOK_URL: procurement.returnUrl, "~TARGET": "_top" });
    await page.goto(`${server.url}/punchout/oci?${query}`);
    await expect(page).toHaveURL(`${server.url}${CART.en}`);
    // The buyer's session is the page's: the request shares its cookies.
    const added = await page.request.post(`${server.url}${CART[lang]}`, { form: { intent: "add", pn: "GCX1111-10", quantity: "2" }, maxRedirects: 0 });
    expect(added.status()).toBe(303);
    await page.goto(`${server.url}${CART[lang]}`);
    await noMissingStrings(page);
    const received = procurement.nextPost();
    await page.getByRole("button", { name: cart.cartPunchOutReturn![lang] }).click();
    if (test.info().project.name === "nojs") await page.getByRole("button", { name: cart.cartPunchOutSend![lang] }).click();
    await expect(page.getByRole("heading", { name: "Cart received" })).toBeVisible();
    const fields = await received;
    expect(fields.field("~OkCode")).toBe("ADDI");
    expect(fields.field("NEW_ITEM-VENDORMAT[1]")).toBe("GCX1111-10");
    expect(fields.field("NEW_ITEM-QUANTITY[1]")).toBe("2");
  });
}
