/**
 * A cXML OrderRequest compared with the shop's pricing of it (docs/punchout.md#purchase-order-prices). The shop
 * always bills its own prices; what the purchase order says is compared in whole cents, and a partner's setting
 * decides whether a difference refuses the order or is placed and stated.
 */
import type { CxmlOrderRequest, CxmlStatusCode } from "../punchout/cxml";
import { formatPlainAmount, parseDecimal, roundHalfAwayFromZero } from "../money";

/** A line of the purchase order as sent: its unit price is decimal text in its own currency. */
export type OrderedLine = { lineNumber: number; pn: string; quantity: number; unitPrice: string; currency: string };
export type OrderedPrices = { currency: string; total: string; lines: readonly OrderedLine[] };
/** A line as the shop's engine priced it, in the order's order; `unitCents` null when its price is asked for. */
export type ShopLine = { pn: string; quantity: number; unitCents: number | null };
export type ShopPricing = { currency: string; lines: readonly ShopLine[] };

/** One way the purchase order's money differs from the shop's: a line's unit price, or the lines' total. */
export type PriceDifference =
  { kind: "unitPrice"; lineNumber: number; pn: string; orderedCents: number; shopCents: number } | { kind: "total"; orderedCents: number; shopCents: number };

/** What a partner's procurement system has the shop do with a purchase order whose prices differ (partners file). */
export type PriceDifferencesSetting = "refuse" | "place";
export const PRICE_DIFFERENCES_SETTINGS = ["refuse", "place"] as const satisfies readonly PriceDifferencesSetting[];

/** Place the order (stating the differences, when any), or refuse it with a cXML status whatever the setting says. */
export type OrderVerdict = { kind: "place"; differences: PriceDifference[] } | { kind: "refuse"; code: CxmlStatusCode; text: string };

/** An amount's whole cents, halves away from zero (15.054 → 1505, 15.055 → 1506); null beyond exact numbers. */
function centsOf(amount: string): number | null {
  let cents: bigint;
  try {
    const { units, scale } = parseDecimal(amount);
    cents = roundHalfAwayFromZero(units * 100n, 10n ** BigInt(scale));
  } catch {
    return null;
  }
  return cents >= 0n && cents <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(cents) : null;
}

const refuse = (code: CxmlStatusCode, text: string): OrderVerdict => ({ kind: "refuse", code, text });

/** The differences, one clause each, for the cXML status text (English, as every status text). */
export function differencesText(differences: readonly PriceDifference[]): string {
  return differences
    .map((d) =>
      d.kind === "total"
        ? `Total ${formatPlainAmount(d.orderedCents)}, ours ${formatPlainAmount(d.shopCents)}`
        : `line ${d.lineNumber} (${d.pn}) unit price ${formatPlainAmount(d.orderedCents)}, ours ${formatPlainAmount(d.shopCents)}`,
    )
    .join("; ");
}

/**
 * Compares the purchase order with the shop's pricing of its lines. Refused whatever the setting: another currency
 * (the header's or a line's), an amount that is not exact money, a part the shop does not sell, a price asked for,
 * shop lines that are not the order's. Otherwise the unit prices, then the total (the lines' sum: shipping and tax
 * are the shop's, on the customer's terms), in whole cents; differing ones refuse the order (417) or are placed and
 * stated, as the partner's setting says.
 */
export function orderVerdict(ordered: OrderedPrices, shop: ShopPricing, setting: PriceDifferencesSetting): OrderVerdict {
  const currencies = [ordered.currency, ...ordered.lines.map((line) => line.currency)].filter((currency) => currency !== shop.currency);
  if (currencies.length > 0) return refuse(400, `Prices are in ${shop.currency}, not ${[...new Set(currencies)].join(", ")}`);
  const orderedTotal = centsOf(ordered.total);
  if (orderedTotal === null) return refuse(400, `The Total ${ordered.total.slice(0, 40)} is not an amount the shop can take`);

  // Each order line takes the next shop line of its part number: the engine prices the lines in the order's order.
  const unmatched = shop.lines.map((line, index) => ({ line, index }));
  const pairs = ordered.lines.map((line) => {
    const at = unmatched.findIndex((candidate) => candidate.line.pn === line.pn);
    return { line, shop: at < 0 ? null : unmatched.splice(at, 1)[0]!.line };
  });
  const notSold = pairs.filter((pair) => pair.shop === null).map((pair) => pair.line.pn);
  if (notSold.length > 0) return refuse(400, `Unknown SupplierPartID: ${[...new Set(notSold)].join(", ")}`);
  if (unmatched.length > 0) return refuse(400, `The shop priced lines the order does not have: ${unmatched.map((u) => u.line.pn).join(", ")}`);
  const onRequest = pairs.filter((pair) => pair.shop!.unitCents === null).map((pair) => pair.line.pn);
  if (onRequest.length > 0) return refuse(417, `Quoted on request, so not orderable by a purchase order: ${[...new Set(onRequest)].join(", ")}`);

  const differences: PriceDifference[] = [];
  let shopTotal = 0n;
  for (const { line, shop: priced } of pairs) {
    const shopCents = priced!.unitCents!;
    if (priced!.quantity !== line.quantity) return refuse(400, `Line ${line.lineNumber} (${line.pn}): quantity ${line.quantity} cannot be taken as sent`);
    const orderedCents = centsOf(line.unitPrice);
    if (orderedCents === null) return refuse(400, `Line ${line.lineNumber} unit price ${line.unitPrice.slice(0, 40)} is not an amount the shop can take`);
    if (orderedCents !== shopCents) differences.push({ kind: "unitPrice", lineNumber: line.lineNumber, pn: line.pn, orderedCents, shopCents });
    shopTotal += BigInt(shopCents) * BigInt(line.quantity);
  }
  if (BigInt(orderedTotal) !== shopTotal) differences.push({ kind: "total", orderedCents: orderedTotal, shopCents: Number(shopTotal) });
  if (differences.length > 0 && setting === "refuse") {
    return refuse(417, `The purchase order's prices differ from the shop's: ${differencesText(differences)}`);
  }
  return { kind: "place", differences };
}

/** The prices of an OrderRequest as the comparison reads them. */
export function orderedPricesOf(request: Pick<CxmlOrderRequest, "currency" | "total" | "lines">): OrderedPrices {
  return {
    currency: request.currency,
    total: request.total,
    lines: request.lines.map((line) => ({
      lineNumber: line.lineNumber,
      pn: line.supplierPartId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      currency: line.currency,
    })),
  };
}

/**
 * What makes two OrderRequests of one payloadID the same order: everything the order part says (header, lines,
 * addresses), not the envelope (its timestamp may be renewed on a retry; its credentials are checked, never kept).
 */
export function orderContent(request: CxmlOrderRequest): string {
  const { orderId, orderDate, currency, total, shipTo, billTo } = request;
  const lines = request.lines.map((l) => [l.lineNumber, l.supplierPartId, l.quantity, l.unitPrice, l.currency, l.unitOfMeasure, l.description]);
  return JSON.stringify([orderId, orderDate, currency, total, lines, shipTo, billTo]);
}
