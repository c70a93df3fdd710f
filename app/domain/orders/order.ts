/**
 * A placed order (docs/orders.md): what the buyer agreed to at checkout, frozen. Contacts are copies, lines and
 * charges are the cents of the quote the buyer reviewed, so nothing changed later (an address, a price list)
 * alters an order.
 */
import type { PriceDifference } from "../punchout-flow/purchase-order";
import type { ShippingCharge } from "../shipping-charge";

/** `placed`: on the customer's terms; `awaiting_payment`: a CREDIT CARD customer's order waits for the shop to take the card. */
export type OrderStatus = "placed" | "awaiting_payment";

/** How the order is paid: on account (terms), or by card taken later by the shop. */
export type PaymentMethod = "account" | "card";

/** A contact as it was when the order was placed. */
export type ContactSnapshot = {
  id: string;
  nameFirst: string;
  nameLast: string;
  nameCompany: string;
  phone1: string;
  addressLine1: string;
  addressLine2: string;
  addressCity: string;
  addressState: string;
  addressPostalCode: string;
  addressCountry: string;
};

/** The copy of a contact an order or a quote keeps (its other fields, such as taxable, are not printed). */
export function contactSnapshot(contact: ContactSnapshot): ContactSnapshot {
  const { id, nameFirst, nameLast, nameCompany, phone1, addressLine1, addressLine2, addressCity, addressState, addressPostalCode, addressCountry } = contact;
  return { id, nameFirst, nameLast, nameCompany, phone1, addressLine1, addressLine2, addressCity, addressState, addressPostalCode, addressCountry };
}

export type OrderLine = {
  pn: string;
  /** The product's title in the order's language. */
  title: string;
  quantity: number;
  listPriceCents: number;
  saleCents: number;
  subTotalListCents: number;
  subTotalSaleCents: number;
  nonStandard: boolean;
  leadTime10Days: boolean;
  tariff: boolean;
};

/** The order's money, as the quote had it (docs/charges.md#totals). */
export type OrderTotals = {
  subtotalCents: number;
  handlingCents: number;
  tariffCents: number;
  tariffSurchargeCents: number;
  internationalFeeCents: number;
  shipping: ShippingCharge;
  taxCents: number;
  totalCents: number;
};

/**
 * What an order placed by a PunchOut OrderRequest keeps of it (docs/punchout.md#purchase-order-prices): its content's
 * hash, which another document with the same payloadID must match, and the prices it stated that are not the shop's.
 */
export type PurchaseOrderRecord = { contentHash: string; priceDifferences: PriceDifference[] };

export type NewOrder = {
  idempotencyKey: string;
  webUserId: string;
  email: string;
  customerId: string;
  customerName: string;
  paymentTerms: string;
  status: OrderStatus;
  billing: ContactSnapshot;
  shipping: ContactSnapshot;
  carrier: string | null;
  carrierTitle: string | null;
  method: string | null;
  /** The buyer's account number with a collect carrier; null for the others. */
  shipperNumber: string | null;
  poNumber: string;
  notes: string;
  lang: "en" | "es";
  priceList: string;
  totals: OrderTotals;
  lines: OrderLine[];
  /** Null for an order placed in the shop. */
  purchaseOrder: PurchaseOrderRecord | null;
};

export type Order = NewOrder & { number: string; createdAt: string };

/** A row of the orders list. */
export type OrderSummary = Pick<Order, "number" | "createdAt" | "status" | "customerName" | "poNumber"> & { totalCents: number };

export function paymentMethodFor(approvedForTerms: boolean): PaymentMethod {
  return approvedForTerms ? "account" : "card";
}

export function orderStatusFor(method: PaymentMethod): OrderStatus {
  return method === "account" ? "placed" : "awaiting_payment";
}

/** Order numbers as the database hands them out (`W-100001`); anything else in a URL names no order. */
export const ORDER_NUMBER = /^W-\d{6,12}$/;

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER.test(value);
}

/**
 * The order's lines as a page in another language shows them (docs/orders.md#the-orders-pages): each product's
 * title from the catalogue in the page's language (`titles`, by part number), else the title the order froze (a
 * product no longer sold keeps its name).
 */
export function withCatalogueTitles(order: Order, titles: ReadonlyMap<string, string>): Order {
  return { ...order, lines: order.lines.map((line) => ({ ...line, title: titles.get(line.pn) || line.title })) };
}

/** The charges of a quote as an order keeps them. */
export function totalsOf(charges: OrderTotals): OrderTotals {
  const { subtotalCents, handlingCents, tariffCents, tariffSurchargeCents, internationalFeeCents, shipping, taxCents, totalCents } = charges;
  return { subtotalCents, handlingCents, tariffCents, tariffSurchargeCents, internationalFeeCents, shipping, taxCents, totalCents };
}
