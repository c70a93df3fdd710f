import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "~/services/db/migrate.server";
import { createPgliteDatabase } from "~/services/db/pglite.server";
import { seedDatabase } from "~/services/db/seed.server";
import { readOutbox } from "~/services/mail/testing/outbox-reader";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { signedIn } from "./support/sign-in";
import { pageText, placeOrderFields } from "./support/html";

// Checkout without JavaScript (docs/orders.md): review, place exactly once, the order's page and list, the mail,
// a price changed between review and place, a card customer's order, and another buyer's order.
// The server keeps its data in a directory of this file's own, so a test can stop it, change a price in its
// database and start it again on the same data (sessions included).
const dataDir = mkdtempSync(path.join(tmpdir(), "voltshop-checkout-"));
let server: BuiltServer;
/** The running server as the sign-in helper needs it: its outbox is in `dataDir`. */
const current = () => ({ ...server, dataDir });
const start = () => startBuiltServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_FACTOR: "20" });

/** A buyer the catalogue does not know, on a price list of its own that the tests change (the seed leaves it alone). */
const PRICED = { email: "price.watch@example.com", list: "ORDERS-TEST" };

beforeAll(async () => {
  const db = await createPgliteDatabase(path.join(dataDir, "pglite"));
  await migrate(db);
  await seedDatabase(db);
  await db.exec(`
    INSERT INTO price_lists (name, public) VALUES ('${PRICED.list}', false);
    INSERT INTO price_list_entries (list_name, position, value_type, schedule, value) VALUES ('${PRICED.list}', 0, '% Discount', 'G-1, G-2', '8');
    INSERT INTO customers (id, name, price_list, ar_term) VALUES ('C-9001', 'Price Watch Inc.', '${PRICED.list}', 'NET 30');
    INSERT INTO contacts (id, customer_id, name_first, name_last, phone1, address_line1, address_city, address_state, address_postal_code)
      VALUES ('CT-9001', 'C-9001', 'Pat', 'Watch', '+14125550100', '1 Liberty Ave', 'Pittsburgh', 'PA', '15222');
    INSERT INTO web_users (id, email, primary_customer_id) VALUES ('WU-9001', '${PRICED.email}', 'C-9001');
    INSERT INTO web_user_customers (web_user_id, customer_id, position) VALUES ('WU-9001', 'C-9001', 0);
  `);
  await db.close();
  server = await start();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The value of the checked radio of a group. */
function checked(html: string, name: string): string | undefined {
  return new RegExp(`<input type="radio" name="${name}"[^>]*checked=""[^>]*value="([^"]+)"`).exec(html)?.[1];
}

/** The amount a breakdown row shows (`data-testid="order-total"` …). */
function amount(html: string, row: string): string {
  return new RegExp(`data-testid="order-${row}"[^>]*>([^<]+)<`).exec(html)?.[1] ?? "";
}

async function fillCart(browser: NoJsBrowser, pn = "GCX1111-10", quantity = "3") {
  const res = await browser.post("/cart", { intent: "add", pn, quantity, redirectTo: "/cart" });
  expect(res.status).toBe(303);
}

/** Reviews the checkout with the defaults the form opens with (FedEx ground, at home), answering the review page. */
async function review(browser: NoJsBrowser, fields: Record<string, string>, base = "/checkout"): Promise<string> {
  const res = await browser.post(base, { intent: "review", shipping: "fedex:ground", shipperNumber: "", poNumber: "", notes: "", ...fields });
  const html = await pageText(res);
  expect(res.status, html.slice(0, 500)).toBe(200);
  return html;
}

const orderNumbers = (html: string) => [...new Set([...html.matchAll(/\/orders\/(W-\d+)"/g)].map((m) => m[1]))];

describe("checkout", () => {
  let maria: NoJsBrowser;
  beforeAll(async () => {
    maria = await signedIn(current(), "maria.gonzalez@example.com");
  }, 60_000);

  it("sends an empty cart back to the cart page, and a visitor to sign in", async () => {
    const empty = await maria.get("/checkout");
    expect(empty.status).toBe(303);
    expect(empty.headers.get("location")).toBe("/cart");
    const visitor = await new NoJsBrowser(server.url).get("/es/finalizar-compra");
    expect([302, 303]).toContain(visitor.status);
    expect(visitor.headers.get("location")).toMatch(/^\/es\/login/);
  });

  it("reviews, places the order, lands on its page and finds it in the list; the mail is in the outbox", async () => {
    await fillCart(maria);
    const form = await pageText(await maria.get("/checkout"));
    expect(checked(form, "billingContactId")).toBe("CT-5001");
    expect(checked(form, "shippingContactId")).toBe("CT-5001");
    const reviewed = await review(maria, { billingContactId: "CT-5001", shippingContactId: "CT-5003", poNumber: "PO-4411", notes: "Dock 4\nbefore noon" });
    expect(reviewed).toContain("Review your order");
    expect(reviewed).toContain("GCX1111-10");
    // OEM: G-1 8 % off 15.05 -> 13.85; 3 x 13.85 = 41.55
    expect(amount(reviewed, "subtotal")).toBe("$41.55");
    const total = amount(reviewed, "total");
    expect(total).toMatch(/^\$\d+\.\d\d$/);
    const fields = placeOrderFields(reviewed);
    expect(fields).toMatchObject({ billingContactId: "CT-5001", shippingContactId: "CT-5003", poNumber: "PO-4411", notes: "Dock 4\nbefore noon" });

    const placed = await maria.post("/checkout", fields);
    expect(placed.status).toBe(303);
    const location = placed.headers.get("location")!;
    expect(location).toMatch(/^\/my-account\/orders\/W-1\d{5}$/);
    const number = location.split("/").pop()!;
    const page = await pageText(await maria.get(location));
    expect(page).toContain(`Order ${number} placed`);
    expect(page).toContain(`Order ${number}`);
    expect(page).toContain("PO-4411");
    expect(amount(page, "subtotal")).toBe("$41.55");
    expect(amount(page, "total")).toBe(total);
    expect(page).toMatch(/data-testid="order-status"[^>]*>Placed</);
    expect(orderNumbers(await pageText(await maria.get("/my-account/orders")))).toContain(number);
    // The cart was cleared.
    expect((await maria.get("/checkout")).status).toBe(303);

    const mail = (await readOutbox(dataDir)).filter((m) => m.to === "maria.gonzalez@example.com" && m.subject === `Order ${number} confirmed`);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`Total: ${total}`);
    expect(mail[0]!.text).toContain("3 × GCX1111-10");
    expect(mail[0]!.html).toContain(total);
    // The mail asks the buyer to reply: without MAIL_REPLY_TO the reply goes to the shop's own address.
    expect(mail[0]!.replyTo).toBe("sales@voltshop-industrial.example");

    // Placed in English, the Spanish order page names the product as the Spanish catalogue does.
    const spanish = await pageText(await maria.get(`/es/mi-cuenta/pedidos/${number}`));
    expect(spanish).toContain("Pulsador NEMA 22 mm rasante, negro, 1NA");
    expect(spanish).not.toContain("22mm NEMA Flush Push Button, Black, 1NO");
  });

  it("places one order for a double post of Place order, sequential or concurrent", async () => {
    await fillCart(maria);
    const first = placeOrderFields(await review(maria, { billingContactId: "CT-5001", shippingContactId: "CT-5001" }));
    const a = await maria.post("/checkout", first);
    const b = await maria.post("/checkout", first);
    expect(a.status).toBe(303);
    expect(b.status).toBe(303);
    expect(b.headers.get("location")).toBe(a.headers.get("location"));

    await fillCart(maria);
    const second = placeOrderFields(await review(maria, { billingContactId: "CT-5001", shippingContactId: "CT-5001" }));
    const racing = await Promise.all([0, 1, 2].map(() => maria.clone().post("/checkout", second)));
    expect(racing.map((r) => r.status)).toEqual([303, 303, 303]);
    expect(new Set(racing.map((r) => r.headers.get("location"))).size).toBe(1);
    const list = orderNumbers(await pageText(await maria.get("/my-account/orders")));
    expect(list).toContain(a.headers.get("location")!.split("/").pop());
    expect(list).toContain(racing[0]!.headers.get("location")!.split("/").pop());
    expect(list).toHaveLength(3);
  });

  it("places nothing when Place order posts choices its review did not show: the review of what was posted comes back", async () => {
    await fillCart(maria);
    const orders = async () => orderNumbers(await pageText(await maria.get("/my-account/orders")));
    const before = await orders();
    const shown = {
      billingContactId: "CT-5001",
      shippingContactId: "CT-5001",
      shipping: "ups-collect:ground",
      shipperNumber: "A1B2C3",
      poNumber: "PO-77",
      notes: "Dock 4",
    };
    const fields = placeOrderFields(await review(maria, shown));
    expect(fields).toMatchObject(shown);
    const changes: [Record<string, string>, string][] = [
      [{ shippingContactId: "CT-5003" }, "Shipping address"],
      [{ billingContactId: "CT-5002" }, "Billing address"],
      [{ shipping: "fedex:ground" }, "Carrier and method"],
      [{ shipping: "ups-collect:air2day" }, "Carrier and method"],
      [{ shipperNumber: "Z9Y8X7" }, "Shipper number"],
      [{ poNumber: "PO-78" }, "Purchase order"],
      [{ notes: "Dock 5" }, "Notes"],
    ];
    for (const [change, label] of changes) {
      const res = await maria.post("/checkout", { ...fields, ...change });
      const html = await pageText(res);
      expect(res.status, label).toBe(409);
      expect(html).toContain("Review your order");
      expect(html).toContain("Your order changed since you reviewed it");
      expect(html, JSON.stringify(change)).toContain(`${label}: changed since your review.`);
    }
    const spanish = await maria.post("/es/finalizar-compra", { ...fields, shippingContactId: "CT-5003" });
    expect(spanish.status).toBe(409);
    const html = await pageText(spanish);
    expect(html).toContain("Dirección de envío: cambió desde su revisión.");
    // The review shown again is the one of what was posted: placing it sends the order where it now says.
    expect(html).toContain("15 Commerce Blvd");
    expect(await orders()).toEqual(before);
    const placed = await maria.post("/es/finalizar-compra", placeOrderFields(html));
    expect(placed.status).toBe(303);
    expect(await pageText(await maria.get(placed.headers.get("location")!))).toContain("15 Commerce Blvd");
  });

  it("refuses bad input with localized messages and every typed value kept, and another customer's address", async () => {
    await fillCart(maria);
    const refused = await maria.post("/es/finalizar-compra", {
      intent: "review",
      billingContactId: "",
      shippingContactId: "CT-5001",
      shipping: "",
      shipperNumber: "",
      poNumber: "P".repeat(41),
      notes: "kept note",
    });
    expect(refused.status).toBe(400);
    const html = await pageText(refused);
    expect(html).toContain("Elija una dirección de facturación.");
    expect(html).toContain("Como máximo 40 caracteres.");
    expect(html).toContain(`value="${"P".repeat(41)}"`);
    expect(html).toContain("kept note");
    // Without JavaScript the page focuses the first field with a message (here the billing radios) and no other.
    expect(html.match(/autofocus=""/g)).toHaveLength(1);
    expect(html).toMatch(/<input type="radio" name="billingContactId"[^>]*autofocus=""/);
    const foreign = await maria.post("/checkout", { intent: "review", billingContactId: "CT-5004", shippingContactId: "CT-5001", shipping: "" });
    expect(foreign.status).toBe(404);
    expect(await pageText(foreign)).toContain("That address was not found.");
    const collect = await maria.post("/checkout", {
      intent: "review",
      billingContactId: "CT-5001",
      shippingContactId: "CT-5001",
      shipping: "ups-collect:ground",
    });
    expect(collect.status).toBe(400);
    const collectHtml = await pageText(collect);
    expect(collectHtml).toContain("Enter your shipper number for this collect carrier.");
    // The quote's message is on its field, which takes the focus.
    expect(collectHtml).toMatch(/<input(?=[^>]*name="shipperNumber")(?=[^>]*aria-invalid="true")[^>]*autofocus=""/);
    expect(collectHtml.match(/autofocus=""/g)).toHaveLength(1);
    const unknown = await maria.post("/checkout", { intent: "review", billingContactId: "CT-5001", shippingContactId: "CT-5001", shipping: "mule:ground" });
    expect(unknown.status).toBe(400);
    expect(await pageText(unknown)).toContain("This carrier does not ship to this address or for this order");
    // "Choose a carrier" left chosen: asked for, never the default taken quietly; what was typed stays.
    const none = await maria.post("/es/finalizar-compra", {
      intent: "review",
      billingContactId: "CT-5001",
      shippingContactId: "CT-5001",
      shipping: "",
      poNumber: "PO-NONE",
    });
    expect(none.status).toBe(400);
    const noneHtml = await pageText(none);
    expect(noneHtml).toContain("Elija un transportista para esta dirección.");
    expect(noneHtml).toMatch(/<select(?=[^>]*name="shipping")(?=[^>]*aria-invalid="true")[^>]*autofocus=""/);
    expect(noneHtml).toContain('value="PO-NONE"');
  });

  it("answers another buyer's order number, and one that does not exist, with 404", async () => {
    const number = orderNumbers(await pageText(await maria.get("/my-account/orders")))[0]!;
    const tom = await signedIn(current(), "tom.becker@example.com");
    const res = await tom.get(`/my-account/orders/${number}`);
    expect(res.status).toBe(404);
    expect(await pageText(res)).not.toContain("PO-4411");
    expect((await tom.get("/my-account/orders/W-999999")).status).toBe(404);
    expect((await tom.get("/my-account/orders/nonsense")).status).toBe(404);
    expect(orderNumbers(await pageText(await tom.get("/my-account/orders")))).toEqual([]);
  });

  it("places a CREDIT CARD customer's order as awaiting payment, in Spanish, and mails it in Spanish", async () => {
    const buyer = await signedIn(current(), "new.buyer@example.com");
    const added = await buyer.post("/es/mi-cuenta/direcciones?address=new", {
      intent: "add",
      nameFirst: "Nuevo",
      nameLast: "Comprador",
      nameCompany: "",
      phone1: "(412) 555-0111",
      addressLine1: "9 Mill Rd",
      addressLine2: "",
      addressCity: "Butler",
      addressState: "PA",
      addressPostalCode: "16001",
      addressCountry: "US",
      taxable: "on",
    });
    expect(added.status).toBe(303);
    await fillCart(buyer);
    const form = await pageText(await buyer.get("/es/finalizar-compra"));
    const contact = checked(form, "shippingContactId");
    expect(contact).toMatch(/^CT-\d+$/);
    const reviewed = await review(buyer, { billingContactId: contact!, shippingContactId: contact! }, "/es/finalizar-compra");
    expect(reviewed).toContain("no se piden datos de tarjeta");
    const placed = await buyer.post("/es/finalizar-compra", placeOrderFields(reviewed));
    expect(placed.status).toBe(303);
    const location = placed.headers.get("location")!;
    expect(location).toMatch(/^\/es\/mi-cuenta\/pedidos\/W-\d+$/);
    const page = await pageText(await buyer.get(location));
    expect(page).toMatch(/data-testid="order-status"[^>]*>En espera del pago con tarjeta</);
    expect(page).toContain("nuestro equipo lo contactará");
    const number = location.split("/").pop()!;
    const mail = (await readOutbox(dataDir)).find((m) => m.to === "new.buyer@example.com" && m.subject === `Pedido ${number} confirmado`);
    expect(mail?.text).toContain("En espera del pago con tarjeta");
    expect(mail?.text).toContain(`Total: ${amount(page, "total")}`);
  });

  it("shows a price changed between review and place, and places nothing until the buyer places the new quote", async () => {
    let buyer = await signedIn(current(), PRICED.email);
    await fillCart(buyer);
    const reviewed = await review(buyer, { billingContactId: "CT-9001", shippingContactId: "CT-9001" });
    expect(amount(reviewed, "subtotal")).toBe("$41.55");
    const fields = placeOrderFields(reviewed);

    await server.stop();
    const db = await createPgliteDatabase(path.join(dataDir, "pglite"));
    await db.query("UPDATE price_list_entries SET value = '20' WHERE list_name = $1", [PRICED.list]);
    await db.close();
    server = await start();
    buyer = Object.assign(new NoJsBrowser(server.url), { cookies: buyer.cookies });

    const changed = await buyer.post("/checkout", fields);
    expect(changed.status).toBe(409);
    const html = await pageText(changed);
    // 20 % off 15.05 -> 12.04
    expect(html).toContain("GCX1111-10: the price changed from $13.85 to $12.04.");
    expect(amount(html, "subtotal")).toBe("$36.12");
    expect(orderNumbers(await pageText(await buyer.get("/my-account/orders")))).toEqual([]);

    const placed = await buyer.post("/checkout", placeOrderFields(html));
    expect(placed.status).toBe(303);
    expect(amount(await pageText(await buyer.get(placed.headers.get("location")!)), "subtotal")).toBe("$36.12");
  }, 120_000);
});

describe("a new address inline at checkout", () => {
  const ADDRESS = {
    intent: "addAddress",
    nameFirst: "Ina",
    nameLast: "Line",
    nameCompany: "",
    phone1: "(412) 555-0177",
    addressLine1: "77 Penn Ave",
    addressLine2: "",
    addressCity: "Pittsburgh",
    addressState: "PA",
    addressPostalCode: "15222",
    addressCountry: "US",
    taxable: "on",
  };
  /** The ids of the address radios of a group, in order. */
  const radios = (html: string, name: string) => [...html.matchAll(new RegExp(`<input type="radio" name="${name}"[^>]*value="([^"]+)"`, "g"))].map((m) => m[1]);

  it("opens the address book's form for a buyer with no address, refuses bad input in place, then selects the new address", async () => {
    const buyer = await signedIn(current(), "inline.address@example.com");
    await fillCart(buyer);
    const empty = await pageText(await buyer.get("/checkout"));
    expect(empty).toContain("Your company has no address yet: add one here to check out.");
    expect(empty).toContain('name="addressLine1"');
    expect(empty).toContain('name="intent" value="addAddress"');
    expect(radios(empty, "shippingContactId")).toEqual([]);

    const refused = await buyer.post("/es/finalizar-compra", { ...ADDRESS, nameFirst: "", addressPostalCode: "152" });
    expect(refused.status).toBe(400);
    const html = await pageText(refused);
    expect(html).toContain("Introduzca un código ZIP de 5 dígitos o ZIP+4 (12345-6789)");
    expect(html).toContain('value="77 Penn Ave"');
    expect(html).toContain('value="152"');
    expect(radios(await pageText(await buyer.get("/checkout")), "shippingContactId")).toEqual([]);

    const added = await buyer.post("/checkout", ADDRESS);
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/checkout");
    const form = await pageText(await buyer.get("/checkout"));
    const id = checked(form, "shippingContactId");
    expect(id).toMatch(/^CT-\d+$/);
    expect(checked(form, "billingContactId")).toBe(id);
    expect(form).not.toContain('name="addressLine1"');
    const reviewed = await review(buyer, { billingContactId: id!, shippingContactId: id! });
    expect(reviewed).toContain("77 Penn Ave");
    expect((await buyer.post("/checkout", placeOrderFields(reviewed))).status).toBe(303);
    // The address is in the address book too: the same service saved it.
    expect(await pageText(await buyer.get("/my-account/addresses"))).toContain("77 Penn Ave");
  });

  it("opens by ?address=new for a buyer with addresses, and selects the new one for shipping only", async () => {
    const maria = await signedIn(current(), "maria.gonzalez@example.com");
    await fillCart(maria);
    const closed = await pageText(await maria.get("/checkout"));
    expect(closed).not.toContain('name="addressLine1"');
    expect(closed).toContain('href="/checkout?address=new"');
    expect(await pageText(await maria.get("/checkout?address=new"))).toContain('name="addressLine1"');
    const before = radios(closed, "shippingContactId");

    const added = await maria.post("/checkout?address=new", { ...ADDRESS, addressLine1: "5 Second St" });
    expect(added.status).toBe(303);
    const form = await pageText(await maria.get("/checkout"));
    const id = checked(form, "shippingContactId")!;
    expect(before).not.toContain(id);
    expect(radios(form, "shippingContactId")).toEqual([...before, id]);
    expect(checked(form, "billingContactId")).toBe("CT-5001");
    expect(form).toContain("5 Second St");
  });
});

describe("the shipping options follow the chosen shipping address (intent=quote)", () => {
  const address = (fields: Record<string, string>) => ({
    intent: "add",
    nameFirst: "Sam",
    nameLast: "Where",
    nameCompany: "",
    phone1: "(412) 555-0190",
    addressLine2: "",
    taxable: "on",
    ...fields,
  });
  /** The radio of a group whose address reads `text`. */
  const radioOf = (html: string, name: string, text: string) =>
    [...html.matchAll(new RegExp(`<input type="radio" name="${name}"[^>]*value="([^"]+)"[^>]*/>(.{0,400}?)</label>`, "g"))].find((m) =>
      m[2]!.includes(text),
    )?.[1];
  /** The carrier select's options and the one selected. */
  const carrierSelect = (html: string) => {
    const select = /<select[^>]*name="shipping"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
    return {
      options: [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]!),
      selected: /<option value="([^"]*)" selected=""/.exec(select)?.[1],
    };
  };

  let buyer: NoJsBrowser;
  const ids = { pa: "", ak: "", on: "" };
  beforeAll(async () => {
    buyer = await signedIn(current(), "ship.where@example.com");
    const book = [
      address({ addressLine1: "12 Smithfield St", addressCity: "Pittsburgh", addressState: "PA", addressPostalCode: "15222", addressCountry: "US" }),
      address({ addressLine1: "40 C St", addressCity: "Anchorage", addressState: "AK", addressPostalCode: "99501", addressCountry: "US" }),
      address({
        addressLine1: "8 Front St W",
        addressCity: "Toronto",
        addressState: "ON",
        addressPostalCode: "M5J 1C8",
        addressCountry: "CA",
        phone1: "(416) 555-0190",
      }),
    ];
    for (const fields of book) expect((await buyer.post("/my-account/addresses?address=new", fields)).status).toBe(303);
    await fillCart(buyer);
    const form = await pageText(await buyer.get("/checkout"));
    ids.pa = radioOf(form, "shippingContactId", "12 Smithfield St")!;
    ids.ak = radioOf(form, "shippingContactId", "40 C St")!;
    ids.on = radioOf(form, "shippingContactId", "8 Front St W")!;
    expect(Object.values(ids)).toEqual([expect.stringMatching(/^CT-\d+$/), expect.stringMatching(/^CT-\d+$/), expect.stringMatching(/^CT-\d+$/)]);
    expect(checked(form, "shippingContactId")).toBe(ids.pa);
  }, 60_000);

  const typed = { poNumber: "PO-WHERE-7", notes: "Gate 2\nring twice", shipperNumber: "" };
  const quote = async (fields: Record<string, string>, base = "/checkout") => {
    const res = await buyer.post(base, { intent: "quote", billingContactId: ids.pa, ...typed, ...fields });
    const html = await pageText(res);
    expect(res.status, html.slice(0, 500)).toBe(200);
    // The form again, not the review, with everything the buyer typed.
    expect(html).toContain('name="intent" value="review"');
    expect(html).not.toContain("Review your order");
    expect(checked(html, "billingContactId")).toBe(ids.pa);
    expect(html).toContain('value="PO-WHERE-7"');
    expect(html).toContain("Gate 2\nring twice</textarea>");
    return html;
  };

  it("keeps a carrier the new address offers and quotes it there: 2nd-day air from Pittsburgh (taxed) to Anchorage (no tax)", async () => {
    const pittsburgh = await quote({ shippingContactId: ids.pa, shipping: "fedex:air2day" });
    expect(carrierSelect(pittsburgh)).toMatchObject({ selected: "fedex:air2day" });
    expect(carrierSelect(pittsburgh).options).toContain("fedex:ground");
    // OEM 3 x 13.85 = 41.55: 2nd-day air $29.95 in its band; PA tax 6 % of subtotal, handling and shipping.
    expect(amount(pittsburgh, "shipping")).toBe("$29.95");
    expect(amount(pittsburgh, "tax")).not.toBe("$0.00");

    const anchorage = await quote({ shippingContactId: ids.ak, shipping: "fedex:air2day" });
    expect(checked(anchorage, "shippingContactId")).toBe(ids.ak);
    expect(carrierSelect(anchorage)).toEqual({
      options: ["", "fedex:air2day", "fedex:air1day", "ups-collect:air2day", "ups-collect:air1day", "dhl-collect:air2day"],
      selected: "fedex:air2day",
    });
    expect(anchorage).not.toContain("are not offered for this address");
    expect(amount(anchorage, "shipping")).toBe("$29.95");
    expect(amount(anchorage, "tax")).toBe("$0.00");
    expect(amount(anchorage, "total")).not.toBe(amount(pittsburgh, "total"));
  });

  it("drops a carrier the new address does not offer, says so, and keeps the rest: ground to Alaska, FedEx to Canada (in Spanish)", async () => {
    const anchorage = await quote({ shippingContactId: ids.ak, shipping: "fedex:ground" });
    const select = carrierSelect(anchorage);
    expect(select.options).not.toContain("fedex:ground");
    expect(select.selected).toBe("");
    expect(anchorage).toContain("The carrier and method you had chosen are not offered for this address: choose again.");
    // Nothing chosen: a review would take the destination's default, Alaska's 2nd-day air.
    expect(amount(anchorage, "shipping")).toBe("$29.95");

    const res = await buyer.post("/es/finalizar-compra", {
      intent: "quote",
      billingContactId: ids.pa,
      shippingContactId: ids.on,
      shipping: "fedex:ground",
      ...typed,
    });
    expect(res.status).toBe(200);
    const toronto = await pageText(res);
    expect(checked(toronto, "shippingContactId")).toBe(ids.on);
    expect(carrierSelect(toronto).options).toContain("ups-standard");
    expect(carrierSelect(toronto).options.filter((key) => key.startsWith("fedex:"))).toEqual([]);
    expect(carrierSelect(toronto).selected).toBe("");
    expect(toronto).toContain("El transportista y método que había elegido no se ofrecen para esta dirección: vuelva a elegir.");
    expect(toronto).toContain('value="PO-WHERE-7"');
    expect(amount(toronto, "shipping")).toMatch(/^Por determinar/);
  });

  it("saves nothing, as a review: the page opens again on the saved address", async () => {
    await quote({ shippingContactId: ids.on, shipping: "" });
    expect(checked(await pageText(await buyer.get("/checkout")), "shippingContactId")).toBe(ids.pa);
  });
});
