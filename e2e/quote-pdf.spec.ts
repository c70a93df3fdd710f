import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page, type Response } from "@playwright/test";
import { pdfText } from "~/services/quotes/testing/pdf-text";
import { ROOT } from "../tests/http/support/built-server";
import { docs, type Lang } from "./support/dataset";
import { waitForHydration } from "./support/hydration";

// The cart page's "Download quote (PDF)" (issue 23, item 3): the same plain form with JavaScript on and off; the
// browser lands on the quote's PDF (shown inline), whose text holds the cart's lines in the page's language.
type Table = Record<string, Record<Lang, string>>;
const strings = JSON.parse(readFileSync(path.join(ROOT, "content/strings/cart.json"), "utf8")) as Table;

const PARTS = ["GCX1111-10", "CAM-10-AM"];
/** The start of a product's title: a long one wraps in its table cell. */
const titleStart = (pn: string, lang: Lang) =>
  (docs.find((d) => d._type === "product" && d.pn === pn) as { title: Record<Lang, string> }).title[lang].split(" ").slice(0, 3).join(" ");

/** Fills the cart by the same form posts the product pages make (the browser's cookies, its origin). */
async function fillCart(page: Page, cartPath: string) {
  await page.goto(cartPath);
  const origin = new URL(page.url()).origin;
  for (const pn of PARTS) {
    const res = await page.request.post(cartPath, { form: { intent: "add", pn, quantity: "2" }, headers: { Origin: origin }, maxRedirects: 0 });
    expect(res.status()).toBe(303);
  }
}

for (const lang of ["en", "es"] as const) {
  const cartPath = lang === "en" ? "/cart" : "/es/carrito";

  test(`the cart's quote button gives the quote PDF (${lang})`, async ({ page, javaScriptEnabled }) => {
    await fillCart(page, cartPath);
    await page.goto(cartPath);
    if (javaScriptEnabled) await waitForHydration(page);
    const isQuote = (res: Response) => /\/(quote|es\/cotizacion)\/Q-\d{4}-\d{6}$/.test(new URL(res.url()).pathname);
    const [quote] = await Promise.all([page.waitForResponse(isQuote), page.getByRole("button", { name: strings.cartQuoteDownload![lang] }).click()]);
    expect(quote.status()).toBe(200);
    expect(quote.headers()["content-type"]).toBe("application/pdf");
    expect(new URL(quote.url()).pathname.startsWith(lang === "en" ? "/quote/" : "/es/cotizacion/")).toBe(true);
    // Chromium hands an inline PDF to its viewer (the response's body is then the viewer's page): the same
    // browser's cookies fetch the bytes again.
    const text = await pdfText(await (await page.request.get(quote.url())).body());
    expect(text).toContain(`${strings.cartQuoteTitle![lang]} `);
    for (const pn of PARTS) expect(text).toContain(`${pn} ${titleStart(pn, lang)}`);
  });
}
