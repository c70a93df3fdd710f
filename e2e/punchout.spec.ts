import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT, startBuiltServer, type BuiltServer } from "../tests/http/support/built-server";
import { sendCxml, setupRequest, startProcurementSimulator, startUrlOf, type ProcurementSimulator } from "../tests/support/procurement-simulator";
import { ARIBA, preparePunchOutShop, SRM } from "../tests/support/punchout-shop";
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
