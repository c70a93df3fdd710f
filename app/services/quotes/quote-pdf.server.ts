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

type Column = { width: number | null; align: "left" | "right" };

/** Part number (as wide as its widest, see `partColumn`), description (the rest of the width), quantity, unit price, line price. */
const LINE_COLUMNS: Column[] = [
  { width: 90, align: "left" },
  { width: null, align: "left" },
  { width: 50, align: "right" },
  { width: 75, align: "right" },
  { width: 75, align: "right" },
];
const PAD = 3;
const TABLE_SIZE = 9;
/** The part-number column may take this share of the width; a longer part number is printed smaller instead. */
const PART_COLUMN_MAX_SHARE = 0.35;

/**
 * The part-number column's width: part numbers are never wrapped (pdfkit breaks after a hyphen, so
 * `DOL-05HP-240A-N4X` read as two part numbers); the column widens to the widest one, up to its share of the page.
 */
function partColumnWidth(doc: PDFKit.PDFDocument, partNumbers: string[], full: number): number {
  doc.font(FONT).fontSize(TABLE_SIZE);
  const widest = Math.max(0, ...partNumbers.map((pn) => doc.widthOfString(pn)));
  return Math.min(full * PART_COLUMN_MAX_SHARE, Math.max(LINE_COLUMNS[0]!.width!, widest + 2 * PAD));
}

/** The font size that fits a part number on one line of the column: the table's, or smaller for one longer than the column. */
function partNumberSize(doc: PDFKit.PDFDocument, pn: string, width: number): number {
  const natural = doc.font(FONT).fontSize(TABLE_SIZE).widthOfString(pn);
  return natural <= width - 2 * PAD ? TABLE_SIZE : (TABLE_SIZE * (width - 2 * PAD)) / natural;
}

/**
 * The lines' table, drawn row by row with its header again on each new page. pdfkit's own `doc.table()` measures
 * every cell more than once: a 200-line quote took twice as long with it (docs/benchmarks.md#quote-pdf).
 */
function linesTable(doc: PDFKit.PDFDocument, header: string[], rows: string[][]): void {
  const left = doc.page.margins.left;
  const full = doc.page.width - left - doc.page.margins.right;
  const partWidth = partColumnWidth(
    doc,
    rows.map((row) => row[0]!),
    full,
  );
  const widths = LINE_COLUMNS.map((column, i) => (i === 0 ? partWidth : column.width));
  const fixed = widths.reduce<number>((sum, width) => sum + (width ?? 0), 0);
  const width = (i: number) => widths[i] ?? full - fixed;
  const drawRow = (cells: string[], font: string, shaded: boolean) => {
    // A body row's part number is one line at the column's size; every other cell wraps at the table's size.
    const partNumber = font === FONT;
    const partSize = partNumber ? partNumberSize(doc, cells[0]!, partWidth) : TABLE_SIZE;
    const sizeOf = (i: number) => (i === 0 ? partSize : TABLE_SIZE);
    const heights = cells.map((cell, i) =>
      doc
        .font(font)
        .fontSize(sizeOf(i))
        .heightOfString(cell, { width: width(i) - 2 * PAD }),
    );
    const height = Math.max(...heights) + 2 * PAD;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawRow(header, BOLD, true);
    }
    const top = doc.y;
    if (shaded) doc.rect(left, top, full, height).fill("#eeeeee").fillColor("black");
    let x = left;
    cells.forEach((cell, i) => {
      doc
        .font(font)
        .fontSize(sizeOf(i))
        .text(cell, x + PAD, top + PAD, { width: width(i) - 2 * PAD, align: LINE_COLUMNS[i]!.align, lineBreak: !(i === 0 && partNumber) });
      x += width(i);
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + full, top + height)
      .lineWidth(0.5)
      .stroke("#999999");
    doc.x = left;
    doc.y = top + height;
  };
  drawRow(header, BOLD, true);
  for (const row of rows) drawRow(row, FONT, false);
}

/** "Quote Q-2026-000123 · Page 2 of 5" in the bottom margin of every page, once the page count is known. */
function pageFooters(doc: PDFKit.PDFDocument, title: string, t: Translate): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins } = doc.page;
    const bottom = margins.bottom;
    // Text below the bottom margin would start a new page: the margin is lifted while the footer is written.
    margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor("black")
      .text(`${title} · ${t("cartQuotePageOf", [i - range.start + 1, range.count])}`, margins.left, doc.page.height - bottom / 2 - 4, {
        width: doc.page.width - margins.left - margins.right,
        align: "center",
        lineBreak: false,
      });
    margins.bottom = bottom;
  }
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
    bufferPages: true,
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
    doc.font(FONT);
    if (buyer.accountNumber) doc.text(t("cartQuoteAccountNumber", [buyer.accountNumber]));
    if (buyer.paymentTerms) doc.text(t("cartQuotePaymentTerms", [buyer.paymentTerms]));
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
  linesTable(doc, header, rows);
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
  pageFooters(doc, title, t);
  doc.end();
  return done;
}
