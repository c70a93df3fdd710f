import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findOneTimeCode, readOutbox } from "~/services/mail/testing/outbox-reader";
import { startSmtpCatcher, type SmtpCatcher } from "~/services/mail/testing/smtp-catcher";
import strings from "../../content/strings/checkout.json";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { pageText, placeOrderFields, unescapeHtml, withoutScripts } from "./support/html";

// The order confirmation through SMTP_URL to a real SMTP server, with JavaScript off: the buyer signs in with the
// code that server caught, fills a cart, reviews and places; the mail must show what the order's page shows.
const MAIL_FROM = "VoltShop Orders <orders@voltshop.test>";
const MAIL_REPLY_TO = "VoltShop Sales <sales@voltshop.test>";
const PUBLIC_URL = "http://shop.voltshop.test";

let smtp: SmtpCatcher;
let server: BuiltServer;
beforeAll(async () => {
  smtp = await startSmtpCatcher({ auth: { user: "shop", pass: "mail-pass" } });
  server = await startBuiltServer({ SMTP_URL: smtp.url, MAIL_FROM, MAIL_REPLY_TO, PUBLIC_URL, SMTP_TIMEOUT_SECONDS: "5", AUTH_RATE_LIMIT_FACTOR: "20" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
}); /** The page without its scripts (whose data repeats every string). */
const rendered = async (res: Response) => unescapeHtml(withoutScripts(await pageText(res)));

/** Signs in by the login page's form posts, reading the code from the mail the SMTP server caught. */
async function signInBySmtp(email: string, login: string): Promise<NoJsBrowser> {
  const browser = new NoJsBrowser(server.url);
  const before = smtp.messages.length;
  expect((await browser.post(login, { intent: "email", place: "page", email, name__confirm: "" })).status).toBe(303);
  const mail = await smtp.waitForMessage(before + 1);
  expect(mail.envelope.to).toEqual([email]);
  const code = findOneTimeCode(mail.text);
  expect(code).toMatch(/^\d{6}$/);
  expect((await browser.post(login, { intent: "code", place: "page", email, code: code! })).status).toBe(303);
  return browser;
}

/** The page's main text, for a failure's message. */
const mainText = (html: string) =>
  /<main[\s\S]*<\/main>/
    .exec(html)?.[0]
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ") ?? html.slice(0, 500);

/** The value of the checked radio of a group. */
function checked(html: string, name: string): string | undefined {
  return new RegExp(`<input type="radio" name="${name}"[^>]*checked=""[^>]*value="([^"]+)"`).exec(html)?.[1];
}

/** The carrier and method the form's select starts on, else its first option (abroad none is chosen for the buyer). */
function shippingChoice(html: string): string {
  const select = html.slice(html.indexOf('name="shipping"'), html.indexOf("</select>", html.indexOf('name="shipping"')));
  const options = [...select.matchAll(/<option value="([^"]+)"( selected="")?/g)];
  return (options.find((option) => option[2]) ?? options[0])?.[1] ?? "";
}

/** The order page's lines (part, quantity, unit price, subtotal) and breakdown rows (label, amount). */
function orderPage(html: string, lang: "en" | "es") {
  const part = new RegExp(`>${strings.orderLinePart[lang].replace("~~1~~", "([^<]+)")}<`);
  const body = html.slice(html.indexOf('id="order-lines"'));
  const lines = [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)]
    .map((row) => [...row[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1]!))
    .filter((cells) => cells.length === 4)
    .map(([product, quantity, unit, subtotal]) => ({ pn: part.exec(product!)?.[1], quantity, unit, subtotal }));
  const totals = [...html.matchAll(/<dt[^>]*>([^<]+)<\/dt><dd data-testid="order-([\w-]+)"[^>]*>([^<]+)<\/dd>/g)].map(([, label, id, value]) => ({
    id: id!,
    label: label!,
    value: value!,
  }));
  return { lines, totals };
}

const cases = [
  { lang: "en", login: "/login", checkout: "/checkout", cart: "/cart", email: "maria.gonzalez@example.com", items: { "GCX1111-10": "3", "CAM-10-AM": "2" } },
  { lang: "es", login: "/es/login", checkout: "/es/finalizar-compra", cart: "/es/carrito", email: "ana.ruiz@example.com", items: { "PL22-W-240-PT": "4" } },
] as const;

describe("the order confirmation mail over SMTP", () => {
  it.each(cases)(
    "mails the $lang order from the configured sender, with the order page's lines and totals",
    async ({ lang, login, checkout, cart, email, items }) => {
      const browser = await signInBySmtp(email, login);
      for (const [pn, quantity] of Object.entries(items)) {
        expect((await browser.post(cart, { intent: "add", pn, quantity, redirectTo: cart })).status).toBe(303);
      }
      const form = await pageText(await browser.get(checkout));
      const billingContactId = checked(form, "billingContactId");
      const shippingContactId = checked(form, "shippingContactId");
      expect(shippingContactId).toMatch(/^CT-\d+$/);
      const reviewed = await browser.post(checkout, {
        intent: "review",
        billingContactId: billingContactId!,
        shippingContactId: shippingContactId!,
        shipping: shippingChoice(form),
        shipperNumber: "",
        poNumber: `PO-SMTP-${lang}`,
        notes: "",
      });
      const reviewHtml = await pageText(reviewed);
      expect(reviewed.status, mainText(reviewHtml)).toBe(200);
      const before = smtp.messages.length;
      const placed = await browser.post(checkout, placeOrderFields(reviewHtml));
      expect(placed.status, mainText(await pageText(placed.clone()))).toBe(303);
      const location = placed.headers.get("location")!;
      const number = location.split("/").pop()!;
      expect(number).toMatch(/^W-\d+$/);
      const page = orderPage(await rendered(await browser.get(location)), lang);
      expect(page.lines.map((line) => line.pn).sort()).toEqual(Object.keys(items).sort());
      expect(page.totals.map((row) => row.id)).toEqual(["subtotal", "handling", "tariff", "tariff-surcharge", "international-fee", "shipping", "tax", "total"]);

      const mail = await smtp.waitForMessage(before + 1);
      expect(mail.envelope).toEqual({ from: "orders@voltshop.test", to: [email] });
      expect(mail.from).toBe('"VoltShop Orders" <orders@voltshop.test>');
      expect(mail.to).toBe(email);
      // The mail says "reply to this e-mail": the reply goes to the configured address, not to the sender.
      expect(mail.parsed.replyTo?.text).toBe('"VoltShop Sales" <sales@voltshop.test>');
      expect(mail.subject).toBe(strings.orderMailSubject[lang].replace("~~1~~", number));
      expect(mail.text).toContain(strings.orderMailIntro[lang].replace("~~1~~", number).split("~~2~~")[0]);
      expect(mail.text).toContain(`${PUBLIC_URL}${location}`);
      expect(mail.text).toContain(`PO-SMTP-${lang}`);
      for (const line of page.lines) {
        expect(mail.text).toMatch(new RegExp(`^${line.quantity} × ${escape(line.pn!)}  .*  ${escape(line.unit!)}  = ${escape(line.subtotal!)}$`, "m"));
        expect(mail.html).toContain(`<td style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right">${line.subtotal}</td>`);
      }
      for (const row of page.totals) {
        expect(mail.text).toContain(`\n${row.label}: ${row.value}\n`);
        expect(mail.html).toContain(`${row.label}</td><td style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right">${row.value}</td>`);
      }
      expect(mail.parsed.attachments).toEqual([]);
    },
  );

  it("writes nothing to the outbox when SMTP is configured", async () => {
    expect(await readOutbox(server.dataDir)).toEqual([]);
  });
});

/** A literal for a regular expression. */
function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
