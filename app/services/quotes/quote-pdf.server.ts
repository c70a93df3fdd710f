/**
 * A stored quote as a PDF (docs/quote.md#the-pdf): snapshot and strings in, bytes out. Standard Helvetica (WinAnsi)
 * covers Spanish (accents, ñ, ¿ ¡) and keeps the text selectable; the creation date is the quote's own, so the same
 * quote always gives the same bytes.
 */
import PDFDocument from "pdfkit";
import { countryName } from "~/domain/address/countries";
import { formatMoney } from "~/domain/money";
import { addressLines } from "~/domain/orders/address-lines";
import { paperSizeFor, QUOTE_VALIDITY_DAYS, quoteValidUntil, type QuoteDocument, type QuoteLine } from "~/domain/quote-document";
import { cartSummaryRows } from "~/i18n/cart-summary-rows";
import { formatLongDate } from "~/i18n/dates";
import { translate, type Strings, type Translate } from "~/i18n/translate";

const MARGIN = 48;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";

/** What the buyer reads under a line's description: the cart line's own flags. */
function lineFlags(line: QuoteLine, nonStandardFeeCents: number, t: Translate, money: (cents: number) => string): string[] {
  return [
    line.nonStandard ? t("cartNonStandard", [line.step, money(nonStandardFeeCents)]) : null,
    line.leadTime10Days ? t("cartShipsInTenDays") : null,
    line.tariff ? t("orderLineTariff") : null,
  ].filter((flag): flag is string => flag !== null);
}

export function quotePdf(quote: QuoteDocument, strings: Strings): Promise<Buffer> {
  const { snapshot, lang } = quote;
  const t: Translate = (key, vars) => translate(strings, key, vars);
  const money = (cents: number) => formatMoney(cents, lang);
  const title = `${t("cartQuoteTitle")} ${quote.number}`;
  const validUntil = formatLongDate(quoteValidUntil(quote.createdAt), lang);
  const validity = t("cartQuoteValidDays", [QUOTE_VALIDITY_DAYS]);
  const doc = new PDFDocument({
    size: paperSizeFor(snapshot.country),
    margin: MARGIN,
    lang: lang === "es" ? "es-US" : "en-US",
    info: { Title: title, Author: snapshot.shop.name, CreationDate: new Date(quote.createdAt) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { shop } = snapshot;
  doc.font(BOLD).fontSize(16).text(shop.name);
  doc
    .font(FONT)
    .fontSize(9)
    .text([shop.addressLine, `${shop.city}, ${shop.state} ${shop.postalCode}`, shop.phone, shop.email].join("\n"));
  doc.moveDown();
  doc.font(BOLD).fontSize(14).text(title);
  doc.font(FONT).fontSize(10);
  doc.text(t("cartQuoteNumber", [quote.number]));
  doc.text(t("cartQuoteDate", [formatLongDate(quote.createdAt, lang)]));
  doc.text(t("cartQuoteValidUntil", [validUntil, validity]));
  doc.moveDown();

  if (snapshot.buyer) {
    const { buyer } = snapshot;
    doc.font(BOLD).text(t("cartQuoteCompany", [buyer.company]));
    const addresses = [
      { heading: t("checkoutBillingHeading"), contact: buyer.billing },
      { heading: t("checkoutShippingHeading"), contact: buyer.shipping },
    ];
    for (const { heading, contact } of addresses) {
      if (!contact) continue;
      doc.font(BOLD).text(heading);
      doc.font(FONT).text(addressLines(contact, countryName(contact.addressCountry, lang)).join("\n"));
    }
    doc.moveDown();
  }
  if (snapshot.destination) doc.font(FONT).text(t("cartToastDestination", [snapshot.destination]));
  doc.text(snapshot.shipping ? t("cartShippingChosen", [snapshot.shipping]) : t("cartShippingNoneChosen"));
  doc.moveDown();

  const header = [t("cartQuoteColumnPart"), t("cartQuoteColumnDescription"), t("orderLineQuantity"), t("orderLineUnitPrice"), t("cartQuoteColumnLinePrice")];
  const rows = snapshot.lines.map((line) => [
    line.pn,
    [line.title, ...lineFlags(line, snapshot.nonStandardFeeCents, t, money)].join("\n"),
    String(line.quantity),
    line.callForPrice ? t("cartCallForPrice") : money(line.saleCents),
    line.callForPrice ? t("cartCallForPrice") : money(line.subTotalSaleCents),
  ]);
  const numeric = { align: { x: "right" as const } };
  doc.fontSize(9).table({
    columnStyles: [90, "*", { width: 50, ...numeric }, { width: 75, ...numeric }, { width: 75, ...numeric }],
    rowStyles: (index: number) => (index === 0 ? { font: { src: BOLD }, backgroundColor: "#eeeeee" } : { font: { src: FONT } }),
    data: [header, ...rows],
  });
  doc.moveDown();

  const summary = cartSummaryRows(
    snapshot.charges,
    { collect: snapshot.collect, hasDestination: snapshot.destination !== null, signedIn: snapshot.buyer !== null },
    t,
    lang,
  );
  doc.font(BOLD).fontSize(11).text(t("cartSummaryHeading"));
  doc.fontSize(10).table({
    columnStyles: ["*", { width: 120, align: { x: "right" } }],
    rowStyles: (index: number) => ({ font: { src: summary[index]?.strong ? BOLD : FONT }, border: [0, 0, 1, 0] }),
    data: summary.map((row) => [row.note ? `${row.label}\n${row.note}` : row.label, row.value]),
  });
  doc.moveDown();

  const notes = [
    snapshot.callForPrice ? t("cartCallForPriceNote") : null,
    snapshot.note,
    t("cartQuoteValidity", [validity, validUntil, shop.phone, shop.email]),
  ].filter((note): note is string => note !== null && note !== "");
  doc.font(BOLD).fontSize(11).text(t("cartQuoteNotesHeading"));
  doc.font(FONT).fontSize(9).list(notes);
  doc.end();
  return done;
}
