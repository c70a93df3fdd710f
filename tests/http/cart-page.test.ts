import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NoJsBrowser } from "./support/browser";
import { ROOT, startBuiltServer, type BuiltServer } from "./support/built-server";
import { signedIn } from "./support/sign-in";
import { autofocused, withoutScripts } from "./support/html";

// The cart page without JavaScript (docs/shipping.md#on-the-cart-page): a cart built by form posts, priced for a
// destination, the shipping slide-over opened by its URL. The expected figures are worked out here from the
// catalogue files themselves and the rules' text, never from the app's own code.
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ AUTH_RATE_LIMIT_FACTOR: "20" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const catalogDir = path.resolve(ROOT, process.env.CATALOG_DIR ?? "../shared/catalog");
const read = <T>(file: string) => JSON.parse(readFileSync(path.join(catalogDir, file), "utf8")) as T;

type Product = { pn: string; series: string; list_price: number; pkgqty: number; tariff: boolean };
type Entry = { valueType: string; schedule: string; item: string | null; value: string };
type Band = { min: number; max: number; ground: number; air2day: number };
const products = read<Product[]>("products.json");
const series = read<{ code: string; discountSchedule: string }[]>("series.json");
const oem = read<{ lists: { name: string; entries: Entry[] }[] }>("price-lists.json").lists.find((list) => list.name === "OEM")!.entries;
const shipping = read<{ rateBands: Band[]; taxRates: { state: string; rate: number }[] }>("shipping.json");

/** Whole cents of a dollar amount with at most two decimals. */
const cents = (dollars: number | string) => Math.round(Number(dollars) * 100);
/** round(amount × basisPoints / 10,000), halves away from zero, in integers. */
function ofBasisPoints(amount: number, basisPoints: number): number {
  const product = amount * basisPoints;
  const whole = Math.floor(product / 10_000);
  return (product - whole * 10_000) * 2 >= 10_000 ? whole + 1 : whole;
}
const basisPoints = (percent: number | string) => Math.round(Number(percent) * 100);

/** The OEM sale price in cents (pricing-and-shipping.md section 2). */
function oemSaleCents(pn: string): number {
  const product = products.find((p) => p.pn === pn)!;
  const schedule = series.find((s) => s.code === product.series)!.discountSchedule;
  const entry =
    oem.find((e) => e.item === pn) ??
    oem.find((e) => !e.item && e.schedule.split(",").some((part) => part.trim() === schedule)) ??
    oem.find((e) => e.schedule === "Schedule Z");
  const list = cents(product.list_price);
  if (!entry) return list;
  return entry.valueType === "% Discount" ? ofBasisPoints(list, 10_000 - basisPoints(entry.value)) : cents(entry.value);
}

/** The band holding a subtotal in cents. */
const bandOf = (subtotal: number) => shipping.rateBands.find((band) => cents(band.min) <= subtotal && subtotal <= cents(band.max))!;
const taxRate = (state: string) => shipping.taxRates.find((rate) => rate.state === state)?.rate ?? null;

function money(value: number): string {
  return `$${Math.floor(value / 100).toLocaleString("en-US")}.${String(value % 100).padStart(2, "0")}`;
}

/** The page as rendered, without its scripts (whose data holds every string and the loader's data). */
const rendered = async (res: Response | Promise<Response>) => withoutScripts(await (await res).text());

/** The text of each `data-testid` cell of the breakdown. */
function breakdown(html: string) {
  const cell = (id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
  return {
    subtotal: cell("cart-subtotal"),
    handling: cell("cart-handling"),
    tariff: cell("cart-tariff"),
    surcharge: cell("cart-tariff-surcharge"),
    internationalFee: cell("cart-international-fee"),
    shipping: cell("cart-shipping"),
    tax: cell("cart-tax"),
    total: cell("cart-total"),
  };
}

/** The inputs named `name`, each as its attributes. */
function inputs(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(/<input\b[^>]*>/g)]
    .map((tag) => Object.fromEntries([...tag[0].matchAll(/([\w-]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!, attribute[2]!])))
    .filter((attributes) => attributes.name === name);
}
const checkedChoice = (html: string) => inputs(html, "choice").find((radio) => "checked" in radio)?.value;
const fieldValue = (html: string, name: string) => inputs(html, name)[0]?.value;

const BUTTON = "GCX1111-10"; // tariff-flagged
const DUCT = "WDS-1X1-GR"; // wire duct, sold by the package

async function cartWith(items: Record<string, string>): Promise<NoJsBrowser> {
  const browser = new NoJsBrowser(server.url);
  for (const [pn, quantity] of Object.entries(items)) {
    const res = await browser.post("/cart", { intent: "add", pn, quantity });
    expect(res.status).toBe(303);
  }
  return browser;
}

async function shipTo(browser: NoJsBrowser, destination: { country: string; state: string; postalCode: string }, page = "/cart") {
  const res = await browser.post(page, { intent: "destination", ...destination });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe(page);
  return rendered(browser.get(page));
}

describe("the cart page priced for a destination", () => {
  it("shows every charge of a small tariff-flagged order to Pittsburgh by ground", async () => {
    const browser = await cartWith({ [BUTTON]: "2" });
    const subtotal = 2 * oemSaleCents(BUTTON);
    expect(subtotal).toBeLessThan(4900);
    const before = breakdown(await rendered(browser.get("/cart")));
    expect(before.subtotal).toBe(money(subtotal));
    expect(before.shipping).toBe("TBD");

    const html = await shipTo(browser, { country: "US", state: "PA", postalCode: "15222" });
    expect(browser.cookies.has("cart-shipping")).toBe(true);
    const handling = 1000; // below $49, domestic
    const tariff = ofBasisPoints(subtotal, 25); // 0.25 % of the flagged lines
    const surcharge = ofBasisPoints(subtotal, 495); // 4.95 %
    const ground = cents(bandOf(subtotal).ground); // not free below $49
    const tax = ofBasisPoints(subtotal + handling + tariff + surcharge + ground, basisPoints(taxRate("PA")!));
    expect(breakdown(html)).toEqual({
      subtotal: money(subtotal),
      handling: money(handling),
      tariff: money(tariff),
      surcharge: money(surcharge),
      internationalFee: money(0),
      shipping: money(ground),
      tax: money(tax),
      total: money(subtotal + handling + tariff + surcharge + ground + tax),
    });
    expect(html).toMatch(/<dt[^>]*>Tax \(estimate\)<\/dt>/);
    expect(html).toContain("FedEx · Ground");
  });

  it("forces 2nd-day air to Alaska, where no tax applies", async () => {
    const browser = await cartWith({ [BUTTON]: "2" });
    const html = await shipTo(browser, { country: "US", state: "AK", postalCode: "99501" });
    const subtotal = 2 * oemSaleCents(BUTTON);
    const air = cents(bandOf(subtotal).air2day);
    const figures = breakdown(html);
    expect(figures.shipping).toBe(money(air));
    expect(figures.tax).toBe(money(0));
    expect(figures.total).toBe(money(subtotal + 1000 + ofBasisPoints(subtotal, 25) + ofBasisPoints(subtotal, 495) + air));
    expect(html).toMatch(/data-testid="cart-shipping-choice"[^>]*>Ships by FedEx · 2nd-day air</);

    const panel = await rendered(browser.get("/cart?shipping=open"));
    expect(checkedChoice(panel)).toBe("fedex:air2day");
    const offered = inputs(panel, "choice").map((radio) => radio.value);
    expect(offered).toContain("fedex:air1day");
    expect(offered.filter((value) => value?.endsWith(":ground"))).toEqual([]);
    expect(panel).toContain("Alaska ships by air only");
  });

  it("charges the non-standard fee for wire duct not bought in whole packages", async () => {
    const duct = products.find((p) => p.pn === DUCT)!;
    const browser = await cartWith({ [DUCT]: String(duct.pkgqty + 5) });
    const html = await shipTo(browser, { country: "US", state: "PA", postalCode: "15222" });
    const subtotal = (duct.pkgqty + 5) * oemSaleCents(DUCT);
    const small = subtotal < 4900 ? 1000 : 0;
    const figures = breakdown(html);
    expect(figures.handling).toBe(money(small + 1000));
    expect(html).toContain(`Non-standard quantity: sold in packages of ${duct.pkgqty}. Handling fee $10.00.`);
    expect(html).toContain("Includes $10.00 for non-standard quantities");

    // Whole packages: only the small-order handling (if any) is left.
    await browser.post("/cart", { intent: "set", pn: DUCT, quantity: String(duct.pkgqty * 2) });
    expect(breakdown(await rendered(browser.get("/cart"))).handling).toBe(money(duct.pkgqty * 2 * oemSaleCents(DUCT) < 4900 ? 1000 : 0));
  });

  it("refuses a destination it cannot use, in place, keeping what was typed", async () => {
    const browser = await cartWith({ [BUTTON]: "1" });
    const res = await browser.post("/cart", { intent: "destination", country: "US", state: "ON", postalCode: "1522" });
    expect(res.status).toBe(400);
    const html = await rendered(res);
    expect(html).toContain("Choose a state or province from the list");
    expect(fieldValue(html, "postalCode")).toBe("1522");
    expect(autofocused(html)).toEqual(["state"]);
    expect(browser.cookies.has("cart-shipping")).toBe(false);

    const es = await browser.post("/es/carrito", { intent: "destination", country: "", state: "", postalCode: "" });
    expect(es.status).toBe(400);
    expect(await rendered(es)).toContain("Este campo es obligatorio");
  });
});

describe("the shipping slide-over", () => {
  it("names every carrier and method in Spanish by the glossary (docs/shipping.md#glossary), never by an English title", async () => {
    const english = /\b(UPS collect|DHL Collect|Ground|2nd Day|Next Day|Overnight|TBD)\b|Por definir|Impuesto\b/;
    const browser = await cartWith({ [BUTTON]: "4" });
    const cart = await shipTo(browser, { country: "US", state: "PA", postalCode: "15222" }, "/es/carrito");
    expect(cart).toContain("Se envía por FedEx · Terrestre");
    expect(cart).not.toMatch(english);
    const panel = await rendered(browser.get("/es/carrito?shipping=open"));
    for (const title of ["UPS por cobrar · Terrestre", "UPS por cobrar · Aéreo 2 días", "DHL por cobrar · Aéreo 2 días", "FedEx · Aéreo al día siguiente"]) {
      expect(panel).toContain(title);
    }
    expect(panel).not.toMatch(english);
    const chosen = await browser.post("/es/carrito?shipping=open", { intent: "shipping", choice: "ups-collect:air2day", "shipper.ups-collect": "1Z-999" });
    expect(chosen.status).toBe(303);
    const page = await rendered(browser.get("/es/carrito"));
    expect(page).toContain("Envío por UPS por cobrar · Aéreo 2 días");
    expect(page).not.toMatch(english);
  });

  it("opens by its URL with the options, the destination's note and the collect carriers' fields", async () => {
    const browser = await cartWith({ [BUTTON]: "4" });
    await shipTo(browser, { country: "US", state: "PA", postalCode: "15222" });
    const res = await browser.get("/cart?shipping=open");
    expect(res.status).toBe(200);
    const html = await rendered(res);
    expect(html).toContain('role="dialog"');
    expect(html).toContain("Shipping options");
    expect(inputs(html, "choice").map((radio) => radio.value)).toEqual([
      "fedex:ground",
      "fedex:air2day",
      "fedex:air1day",
      "ups-collect:ground",
      "ups-collect:air2day",
      "ups-collect:air1day",
      "dhl-collect:air2day",
    ]);
    expect(checkedChoice(html)).toBe("fedex:ground");
    expect(html).toContain("Pittsburgh metro");
    expect(inputs(html, "shipper.ups-collect")).toHaveLength(1);
    expect(inputs(html, "shipper.dhl-collect")).toHaveLength(1);
    expect(await rendered(browser.get("/cart"))).not.toContain('role="dialog"');
  });

  it("refuses a collect carrier without its shipper number, open, with the message and the typed values", async () => {
    const browser = await cartWith({ [BUTTON]: "4" });
    await shipTo(browser, { country: "US", state: "PA", postalCode: "15222" });
    const refused = await browser.post("/cart?shipping=open", {
      intent: "shipping",
      choice: "ups-collect:ground",
      "shipper.ups-collect": "",
      "shipper.dhl-collect": "DHL-42",
    });
    expect(refused.status).toBe(400);
    const html = await rendered(refused);
    expect(html).toContain('role="dialog"');
    expect(html).toContain("Enter your shipper number for this collect carrier.");
    expect(checkedChoice(html)).toBe("ups-collect:ground");
    expect(fieldValue(html, "shipper.dhl-collect")).toBe("DHL-42");
    expect(autofocused(html)).toEqual(["shipper.ups-collect"]);

    const chosen = await browser.post("/cart?shipping=open", { intent: "shipping", choice: "ups-collect:ground", "shipper.ups-collect": "1Z-999" });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("Location")).toBe("/cart");
    const page = await rendered(browser.get("/cart"));
    expect(breakdown(page).shipping).toBe(money(0));
    expect(page).toContain("Billed to your carrier account");
    expect(page).toContain("Ships by UPS collect · Ground");
    expect(fieldValue(await rendered(browser.get("/cart?shipping=open")), "shipper.ups-collect")).toBe("1Z-999");
  });

  it("says where to start without a destination, and refuses a choice then", async () => {
    const browser = await cartWith({ [BUTTON]: "1" });
    expect(await rendered(browser.get("/es/carrito?shipping=open"))).toContain("Ingrese un destino en el carrito para ver las opciones de envío.");
    const res = await browser.post("/cart?shipping=open", { intent: "shipping", choice: "fedex:ground" });
    expect(res.status).toBe(400);
  });
});

describe("a signed-in buyer's cart page", () => {
  it("starts from their selected shipping address and saved carrier preference, with real tax", async () => {
    // maria.gonzalez: OEM, taxable, NET 30; her default shipping contact is taxable, in PA 15222.
    const browser = await signedIn(server, "maria.gonzalez@example.com");
    await browser.post("/cart", { intent: "add", pn: BUTTON, quantity: "2" });
    let html = await rendered(browser.get("/cart"));
    expect(fieldValue(html, "postalCode")).toBe("15222");
    const subtotal = 2 * oemSaleCents(BUTTON);
    const handling = 1000;
    const tariff = ofBasisPoints(subtotal, 25);
    const surcharge = ofBasisPoints(subtotal, 495);
    const ground = cents(bandOf(subtotal).ground);
    const tax = ofBasisPoints(subtotal + handling + tariff + surcharge + ground, basisPoints(taxRate("PA")!));
    expect(breakdown(html)).toMatchObject({ shipping: money(ground), tax: money(tax), total: money(subtotal + handling + tariff + surcharge + ground + tax) });
    expect(html).toMatch(/<dt[^>]*>Tax<\/dt>/);

    const saved = await browser.post("/my-account/shipping", { choice: "ups-collect:air2day", "shipper.ups-collect": "U-77", "shipper.dhl-collect": "" });
    expect(saved.status).toBe(303);
    html = await rendered(browser.get("/cart?shipping=open"));
    expect(breakdown(html).shipping).toBe(money(0));
    expect(checkedChoice(html)).toBe("ups-collect:air2day");
    expect(fieldValue(html, "shipper.ups-collect")).toBe("U-77");

    // A destination typed on the cart page wins over the saved address, and starts on its own default carrier.
    html = await shipTo(browser, { country: "US", state: "AK", postalCode: "99501" });
    expect(breakdown(html).shipping).toBe(money(0));
    expect(html).toMatch(/data-testid="cart-shipping-choice"[^>]*>Ships by UPS collect · 2nd-day air</);
  });
});
