/**
 * The buyer's price file (docs/price-file.md): one CSV record per product, every cell text for csv-stringify.
 * Amounts stay machine-readable in both languages (`1234.50`); only the words change.
 */
import { formatPlainAmount } from "./money";
import type { ProductPrice } from "./price-list";

/** The words of one language: the column headers, in file order, and the cell of a product without a price online. */
export type PriceFileWords = {
  columns: readonly [partNumber: string, description: string, listPrice: string, yourPrice: string, packageQuantity: string, leadTime: string];
  callForPrice: string;
};

/** What a row shows of a product besides its prices. */
export type PriceFileProduct = { pn: string; title: string | null; pkgqty: number; leadTimeDays: number | null };

/** Business days, as the product page reads them: none or a negative number is "ships the same day". */
export function leadTimeDays(days: number | null): number {
  return days !== null && days > 0 ? days : 0;
}

export function priceFileRow(product: PriceFileProduct, price: ProductPrice, words: PriceFileWords): string[] {
  return [
    product.pn,
    product.title ?? "",
    formatPlainAmount(price.listCents),
    price.callForPrice ? words.callForPrice : formatPlainAmount(price.saleCents),
    String(product.pkgqty),
    String(leadTimeDays(product.leadTimeDays)),
  ];
}

/** `price-file-2026-11-27.csv`, `lista-de-precios-pulsadores-2026-11-27.csv`: the language's name, the category, the UTC date. */
export function priceFileName(baseName: string, categorySlug: string | null, at: Date): string {
  return `${[baseName, categorySlug, at.toISOString().slice(0, 10)].filter(Boolean).join("-")}.csv`;
}

/** `Content-Disposition` of a download: a plain ASCII name for every client and the exact one (RFC 6266) for those that read it. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
