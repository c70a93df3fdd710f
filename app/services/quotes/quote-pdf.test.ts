import { describe, expect, it } from "vitest";
import type { Charges } from "~/domain/charges";
import type { QuoteDocument, QuoteLine } from "~/domain/quote-document";
import { MARIA_CONTACT } from "~/domain/testing/contacts";
import { translate } from "~/i18n/translate";
import cart from "../../../content/strings/cart.json";
import checkout from "../../../content/strings/checkout.json";
import errors from "../../../content/strings/errors.json";
import shell from "../../../content/strings/shell.json";
import { quotePdf } from "./quote-pdf.server";
import { pdfInfo, pdfPages, pdfText } from "./testing/pdf-text";

const stringsIn = (lang: "en" | "es") =>
  Object.fromEntries(Object.entries({ ...shell, ...errors, ...cart, ...checkout }).map(([key, value]) => [key, value[lang]]));

const line = (n: number, overrides: Partial<QuoteLine> = {}): QuoteLine => ({
  pn: `PN-${String(n).padStart(3, "0")}`,
  title: `Pulsador ámbar ${n} ñ`,
  quantity: n,
  step: 1,
  saleCents: 1240,
  subTotalSaleCents: 1240 * n,
  callForPrice: false,
  nonStandard: false,
  leadTime10Days: false,
  tariff: false,
  ...overrides,
});

const charges: Charges = {
  subtotalCents: 123_456,
  handlingCents: 500,
  smallOrderHandlingCents: 0,
  nonStandardFeeCents: 500,
  tariffCents: 0,
  tariffSurchargeCents: 0,
  internationalFeeCents: 0,
  shipping: { kind: "tbd", reason: "unknownZone" },
  shippingCents: 0,
  taxRatePercent: null,
  taxCents: 0,
  taxIsEstimate: true,
  totalCents: 123_956,
  totalExcludesShipping: true,
};

function quote(overrides: Partial<QuoteDocument["snapshot"]> = {}, lang: "en" | "es" = "es"): QuoteDocument {
  return {
    number: "Q-2026-000123",
    lang,
    createdAt: "2026-11-27T04:00:00.000Z",
    snapshot: {
      shop: {
        name: "VoltShop Industrial, Inc.",
        addressLine: "3400 Smallman Street",
        city: "Pittsburgh",
        state: "PA",
        postalCode: "15201",
        phone: "+1 412-555-0100",
        email: "sales@voltshop.example",
      },
      buyer: null,
      destination: "PA 15299, Estados Unidos",
      shipping: "FedEx · Terrestre",
      collect: false,
      country: "US",
      lines: [line(1), line(2, { nonStandard: true, step: 10, leadTime10Days: true }), line(3, { callForPrice: true, saleCents: 0, subTotalSaleCents: 0 })],
      charges,
      nonStandardFeeCents: 500,
      callForPrice: true,
      note: "Envíos a la isla: consulte ¿plazos? ¡Gracias!",
      ...overrides,
    },
  };
}

describe("quote PDF", () => {
  it("prints every line, the breakdown as the cart words it (TBD and why) and the notes, with Spanish accents intact", async () => {
    const document = quote();
    const strings = stringsIn("es");
    const t = (key: keyof typeof cart, vars: (string | number)[] = []) => translate(strings, key, vars);
    const text = await pdfText(await quotePdf(document, strings));
    for (const l of document.snapshot.lines) expect(text).toContain(`${l.pn} ${l.title}`);
    expect(text).toContain("Cotización Q-2026-000123");
    expect(text).toContain("27 de noviembre de 2026");
    expect(text).toContain("Válida hasta: 27 de diciembre de 2026 (30 días)");
    expect(text).toContain("US$1,234.56");
    expect(text).toContain("US$1,239.56");
    expect(text).toContain(t("cartShippingTbd"));
    expect(text).toContain(t("cartTbdUnknownZone"));
    expect(text).toContain(t("cartTotalWithoutShipping"));
    expect(text).toContain(t("cartTaxEstimate"));
    expect(text).toContain(t("cartCallForPrice"));
    expect(text).toContain(t("cartShipsInTenDays"));
    expect(text).toContain("Envíos a la isla: consulte ¿plazos? ¡Gracias!");
    expect(text).toContain("VoltShop Industrial, Inc. 3400 Smallman Street Pittsburgh, PA 15201");
    expect(text).not.toContain("-data missing-");
  });

  it("prints the buyer's company and both chosen addresses for a signed-in buyer", async () => {
    const shipping = { ...MARIA_CONTACT, id: "CT-2", addressLine1: "1 Dock Road", addressCountry: "MX", addressState: "NL", addressPostalCode: "64000" };
    const text = await pdfText(
      await quotePdf(
        quote({ buyer: { company: "Allegheny Controls Inc.", accountNumber: "C-1001", paymentTerms: "NET 30", billing: MARIA_CONTACT, shipping } }, "en"),
        stringsIn("en"),
      ),
    );
    expect(text).toContain("Company: Allegheny Controls Inc. Account number: C-1001 Payment terms: NET 30");
    expect(text).toContain("Billing address Maria Gonzalez Allegheny Controls Inc. 2200 Smallman St Pittsburgh, PA 15222 United States");
    expect(text).toContain("Shipping address Maria Gonzalez Allegheny Controls Inc. 1 Dock Road");
    expect(text).toContain("Mexico");
    expect(text).not.toContain(cart.cartTaxEstimate.en);
  });

  it("is Letter for a US buyer and A4 for a Spanish one, and the same bytes every time it is made", async () => {
    const letter = await quotePdf(quote(), stringsIn("es"));
    expect((await pdfInfo(letter))["Page size"]).toContain("(letter)");
    const a4 = await quotePdf(quote({ country: "ES" }), stringsIn("es"));
    expect((await pdfInfo(a4))["Page size"]).toContain("(A4)");
    expect(Buffer.compare(letter, await quotePdf(quote(), stringsIn("es")))).toBe(0);
  });

  it("keeps every line of a long cart, over several pages", async () => {
    const lines = Array.from({ length: 200 }, (_, i) => line(i + 1));
    const bytes = await quotePdf(quote({ lines }), stringsIn("en"));
    const text = await pdfText(bytes);
    for (const l of lines) expect(text).toContain(`${l.pn} ${l.title}`);
    expect(Number((await pdfInfo(bytes))["Pages"])).toBeGreaterThan(3);
  });

  it.each([
    ["es", "Cotización Q-2026-000123", (page: number, pages: number) => `Página ${page} de ${pages}`],
    ["en", "Quote Q-2026-000123", (page: number, pages: number) => `Page ${page} of ${pages}`],
  ] as const)("prints the quote number and 'page n of N' on every page (%s)", async (lang, title, pageOf) => {
    const lines = Array.from({ length: 120 }, (_, i) => line(i + 1));
    const pages = await pdfPages(await quotePdf(quote({ lines }, lang), stringsIn(lang)));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toContain(title);
      expect(page).toContain(pageOf(i + 1, pages.length));
    });
  });

  it("never breaks a part number across lines: the column widens, and a very long one is printed smaller", async () => {
    const long = "WTL5-RAGBW-120-BZ-B-EXTENDED-SPECIAL-ORDER-0001";
    const lines = [
      line(1, { pn: "DOL-05HP-240A-N4X", title: "Arrancador" }),
      line(2, { pn: "WTL5-RAGBW-120-BZ-B", title: "Baliza" }),
      line(3, { pn: long, title: "Especial" }),
    ];
    const text = await pdfText(await quotePdf(quote({ lines }), stringsIn("es")));
    expect(text).toContain("DOL-05HP-240A-N4X Arrancador");
    expect(text).toContain("WTL5-RAGBW-120-BZ-B Baliza");
    expect(text).toContain(`${long} Especial`);
  });
});
