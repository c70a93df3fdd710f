import type { ReturnedLine } from "~/domain/punchout/returned-line";

/** The shop's prices are in US dollars (docs/pricing-and-shipping.md); PunchOut documents say so. */
export const PUNCHOUT_CURRENCY = "USD";

/** What the shop knows of a cart line and its product. */
export type PricedCartLine = { pn: string; title: string; quantity: number; saleCents: number; categorySlug: string | null; leadTimeDays: number | null };

/**
 * The cart's lines as they go back to the procurement system, priced as the cart page prices them: each at its
 * unit sale price, by the piece (`EA`), classified by the shop's category (no UNSPSC codes in the catalogue).
 */
export function returnedLines(lines: readonly PricedCartLine[]): ReturnedLine[] {
  return lines.map((line) => ({
    supplierPartId: line.pn,
    quantity: line.quantity,
    unitPrice: line.saleCents,
    description: line.title,
    unitOfMeasure: "EA",
    classification: { domain: "VoltShopCategory", value: line.categorySlug ?? "uncategorized" },
    ...(line.leadTimeDays === null ? {} : { leadTimeDays: line.leadTimeDays }),
  }));
}

/** The returned cart's total: the sum of its lines, which is the cart page's subtotal. */
export function returnedTotal(lines: readonly Pick<ReturnedLine, "unitPrice" | "quantity">[]): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}
