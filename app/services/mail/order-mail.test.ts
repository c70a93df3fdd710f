import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import type { Order } from "~/domain/orders/order";
import { CHARGE_LABEL, ORDER_STATUS_LABEL } from "~/i18n/order-labels";
import { MISSING_STRING } from "~/i18n/translate";
import { orderMail } from "./order-mail";
import { createOutboxMail, outboxDir } from "./outbox.server";
import checkout from "../../../content/strings/checkout.json";
import { MARIA_CONTACT } from "~/domain/testing/contacts";
import { newOrder } from "~/domain/testing/orders";

const stringsIn = (lang: "en" | "es") => Object.fromEntries(Object.entries(checkout).map(([k, v]) => [k, v[lang]]));

/** The shared order fixture with this test's own address, charges and line: the mail shows each. */
function order(overrides: Partial<Order> = {}): Order {
  const placed = newOrder("k");
  return {
    ...placed,
    number: "W-100042",
    createdAt: "2026-11-23T15:00:00.000Z",
    shipping: { ...MARIA_CONTACT, id: "CT-5003", addressLine1: "1 Dock <Rd>", addressCountry: "MX", addressState: "NL", addressPostalCode: "64000" },
    notes: "Dock 4\nbefore noon",
    totals: { ...placed.totals, tariffCents: 17, shipping: { kind: "amount", cents: 1495 }, totalCents: 7764 },
    lines: [
      {
        pn: "GCX1111-10",
        title: "Push button & lamp",
        quantity: 3,
        listPriceCents: 1505,
        saleCents: 1385,
        subTotalListCents: 4515,
        subTotalSaleCents: 4155,
        nonStandard: false,
        leadTime10Days: false,
        tariff: false,
      },
    ],
    ...overrides,
  };
}

const URL = "https://shop.example/my-account/orders/W-100042";

describe("the order confirmation mail", () => {
  it("goes out with no line over 998 bytes when the notes are 1,000 '€', and reads back exactly", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "order-mail-"));
    try {
      const mail = orderMail({ order: order({ notes: "€".repeat(1000) }), strings: stringsIn("en"), orderUrl: URL });
      await createOutboxMail(dataDir, "shop@example.com", () => {}).send(mail);
      const [file] = await readdir(outboxDir(dataDir));
      const raw = await readFile(path.join(outboxDir(dataDir), file!));
      const longest = Math.max(
        ...raw
          .toString("latin1")
          .split("\r\n")
          .map((line) => line.length),
      );
      expect(longest).toBeLessThanOrEqual(998);
      const parsed = await simpleParser(raw);
      expect(parsed.text).toBe(mail.text);
      expect(parsed.html).toBe(mail.html);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("goes to the buyer with the number in the subject, the lines, every total, the addresses and the details, in English", () => {
    const mail = orderMail({ order: order(), strings: stringsIn("en"), orderUrl: URL });
    expect(mail.to).toBe("maria.gonzalez@example.com");
    expect(mail.subject).toBe("Order W-100042 confirmed");
    for (const part of [mail.text, mail.html!]) {
      expect(part).not.toContain(MISSING_STRING);
      expect(part).toContain("W-100042");
      expect(part).toContain("November 23, 2026");
      for (const money of ["$13.85", "$41.55", "$56.20", "$0.17", "$2.78", "$14.95", "$3.54", "$77.64"]) expect(part).toContain(money);
      expect(part).toContain("Placed");
      expect(part).toContain("FedEx · Ground");
      expect(part).toContain("PO-77");
      expect(part).toContain("Mexico");
      expect(part).toContain(URL);
    }
    expect(mail.text).toContain("3 × GCX1111-10  Push button & lamp  $13.85  = $41.55");
    expect(mail.text).toContain("Total: $77.64");
    expect(mail.text).toContain("On account, on your company's terms (NET 30).");
    expect(mail.html).toContain("On account, on your company&#39;s terms (NET 30).");
    expect(mail.text).toContain("Shipping address:\nMaria Gonzalez\nAllegheny Controls Inc.\n1 Dock <Rd>\nPittsburgh, NL 64000\nMexico");
    expect(mail.text).toContain("Notes: Dock 4\nbefore noon");
    expect(mail.html).toContain("Push button &#38; lamp");
    expect(mail.html).toContain("1 Dock &#60;Rd&#62;");
    expect(mail.html).toContain("Dock 4<br>before noon");
    expect(mail.html).not.toContain("<Rd>");
  });

  it("is in Spanish for an order placed in Spanish, and says plainly that a card order waits for payment", () => {
    const mail = orderMail({
      order: order({
        lang: "es",
        status: "awaiting_payment",
        paymentTerms: "CREDIT CARD",
        totals: { ...order().totals, shipping: { kind: "tbd", reason: "airFrom500" } },
      }),
      strings: stringsIn("es"),
      orderUrl: URL,
    });
    expect(mail.subject).toBe("Pedido W-100042 confirmado");
    for (const part of [mail.text, mail.html!]) {
      expect(part).not.toContain(MISSING_STRING);
      expect(part).toContain("23 de noviembre de 2026");
      expect(part).toContain("En espera del pago con tarjeta");
      expect(part).toContain("no se piden datos de tarjeta");
      expect(part).toContain("US$77.64");
      expect(part).toContain("Por determinar: el envío aéreo desde US$500 se cotiza después del pedido");
      expect(part).toContain("El total no incluye el envío");
      expect(part).toContain("México");
    }
    expect(mail.text).toContain("Envío: Por determinar");
  });

  it("names the shipper number of a collect carrier and leaves out what the order does not have", () => {
    const collect = orderMail({
      order: order({ carrier: "ups", carrierTitle: "UPS collect", method: "air2day", shipperNumber: "A1B2C3", poNumber: "", notes: "" }),
      strings: stringsIn("en"),
      orderUrl: URL,
    });
    expect(collect.text).toContain("Ships by: UPS collect · 2nd-day air");
    expect(collect.text).toContain("Shipper number: A1B2C3");
    expect(collect.text).not.toContain("Purchase order:");
    expect(collect.text).not.toContain("Notes:");
    const international = orderMail({
      order: order({ carrier: "ups-standard", carrierTitle: "UPS Standard", method: null }),
      strings: stringsIn("en"),
      orderUrl: URL,
    });
    expect(international.text).toContain("Ships by: UPS Standard\n");
  });

  it("names carrier and method by the glossary in Spanish, whatever English title the order stored", () => {
    const mail = orderMail({
      order: order({ lang: "es", carrier: "ups-collect", carrierTitle: "UPS collect", method: "air2day", shipperNumber: "A1B2C3" }),
      strings: stringsIn("es"),
      orderUrl: URL,
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("UPS por cobrar · Aéreo 2 días");
      expect(part).not.toMatch(/UPS collect|2nd Day|Ground|Impuesto\b|Por definir/);
    }
  });

  it("names the status and every charge by the glossary's words, the same keys as the pages", () => {
    const es = stringsIn("es");
    const mail = orderMail({ order: order({ lang: "es" }), strings: es, orderUrl: URL });
    expect(mail.text).toContain(`${es.accountOrdersStatus}: ${es[ORDER_STATUS_LABEL.placed]}`);
    expect(mail.text).toContain("Estado: Realizado");
    for (const key of Object.values(CHARGE_LABEL)) expect(mail.text).toMatch(new RegExp(`^${es[key]}: `, "m"));
    expect(mail.text).toMatch(/^Impuestos: US\$3\.54$/m);
    expect(mail.text).toMatch(/^Manejo: /m);
  });
});
