/**
 * Placed orders (docs/orders.md): storing one from a checked quote (then clearing the cart, asking the payment
 * provider and mailing the confirmation), and reading them for the account pages. A buyer sees the orders of
 * all their customers (the companies they buy for), never anyone else's.
 */
import { ownCustomerIds } from "~/domain/address/ownership";
import { selectionKey } from "~/domain/carriers";
import {
  orderStatusFor,
  totalsOf,
  withCatalogueTitles,
  type ContactSnapshot,
  type Order,
  type OrderLine,
  type OrderSummary,
  type PaymentMethod,
  type PurchaseOrderRecord,
} from "~/domain/orders/order";
import { getConfig } from "~/config.server";
import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";
import type { SessionUser } from "~/services/auth/index.server";
import { changeCart, type CartOwner } from "~/services/cart/cart.server";
import type { CartQuote } from "~/services/cart/types";
import { cardRows } from "~/services/content/catalog-rows.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { getDb } from "~/services/db/index.server";
import { createOrderRepository } from "~/services/db/orders.server";
import { getMail } from "~/services/mail/index.server";
import { orderMail } from "~/services/mail/order-mail";
import { getPayments } from "~/services/payments/index.server";
import { log } from "~/services/observability/log.server";

/** An order as checkout answers it: `created` false when the idempotency key had placed it before; `mailSent` whether the confirmation went out. */
export type PlacedOrder = { order: Order; created: boolean; mailSent: boolean };

const orders = async () => createOrderRepository(await getDb());

export type PlaceOrderInput = {
  viewer: { buyer: SessionUser; cartOwner: CartOwner | null };
  idempotencyKey: string;
  billing: ContactSnapshot;
  shipping: ContactSnapshot;
  /** The checked quote: no problems, equal to the one the buyer reviewed. */
  quote: CartQuote;
  shipperNumber: string | null;
  poNumber: string;
  notes: string;
  payment: { method: PaymentMethod; terms: string };
  lang: Lang;
  /** The PunchOut OrderRequest the order comes from; none for the shop's checkout. */
  purchaseOrder?: PurchaseOrderRecord;
};

/**
 * Stores the order with everything frozen; only the request that stored it clears the cart, asks the payment
 * provider and sends the mail (a racing double post gets the same order, `created` false). A mail that cannot be
 * sent is logged and reported, the order stays placed.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  const { viewer, quote, lang } = input;
  const customer = viewer.buyer.primaryCustomer;
  if (!customer) throw new Error("placeOrder: the buyer has no customer to order for");
  const option = quote.options.find((candidate) => candidate.key === selectionKey(quote.selection));
  const lines = quote.cart.lines.map((line): OrderLine => ({
    pn: line.pn,
    title: line.title,
    quantity: line.quantity,
    listPriceCents: line.listPriceCents,
    saleCents: line.saleCents,
    subTotalListCents: line.subTotalListCents,
    subTotalSaleCents: line.subTotalSaleCents,
    nonStandard: line.nonStandard,
    leadTime10Days: line.leadTime10Days,
    tariff: line.tariff,
  }));
  const repository = await orders();
  const stored = await repository.create({
    idempotencyKey: input.idempotencyKey,
    webUserId: viewer.buyer.webUser.id,
    email: viewer.buyer.email,
    customerId: customer.id,
    customerName: customer.name,
    paymentTerms: input.payment.terms,
    status: orderStatusFor(input.payment.method),
    billing: input.billing,
    shipping: input.shipping,
    carrier: quote.selection.carrier,
    carrierTitle: option?.carrierTitle ?? null,
    method: quote.selection.method,
    shipperNumber: option?.collect ? input.shipperNumber : null,
    poNumber: input.poNumber,
    notes: input.notes,
    lang,
    priceList: quote.priceList,
    totals: totalsOf(quote.charges),
    lines,
    purchaseOrder: input.purchaseOrder ?? null,
  });
  if (!stored.created) return { order: stored.order, created: false, mailSent: true };
  const { order } = stored;
  if (viewer.cartOwner) await changeCart(viewer.cartOwner, { intent: "clear", pn: "", quantity: undefined }, lang, {});
  await (await getPayments()).authorize({ number: order.number, totalCents: order.totals.totalCents, method: input.payment.method });
  return { order, created: true, mailSent: await sendConfirmation(order) };
}

async function sendConfirmation(order: Order): Promise<boolean> {
  try {
    const site = await getSiteContent();
    const config = getConfig();
    const orderUrl = config.publicUrl + href("accountOrder", { number: order.number }, order.lang);
    // The mail asks the buyer to reply: replies go to MAIL_REPLY_TO, else the shop's own address, never to MAIL_FROM.
    const replyTo = config.MAIL_REPLY_TO ?? site.siteConfig.company.email;
    await getMail().send({ ...orderMail({ order, strings: stringsFor(site, order.lang), orderUrl }), replyTo });
    return true;
  } catch (error) {
    log.error({ err: error }, `orders: the confirmation of ${order.number} could not be sent`);
    return false;
  }
}

/**
 * The order this idempotency key placed: the buyer's own (`placed`), another buyer's (`foreign`: never shown,
 * the buyer reviews again), or none.
 */
export async function findPlacedOrder(buyer: SessionUser, key: string): Promise<{ kind: "placed"; order: PlacedOrder } | { kind: "foreign" } | null> {
  const order = await (await orders()).findByIdempotencyKey(key);
  if (!order) return null;
  return order.webUserId === buyer.webUser.id ? { kind: "placed", order: { order, created: false, mailSent: true } } : { kind: "foreign" };
}

/** The order an idempotency key placed, whoever's it is: for a caller whose own key it is (a PunchOut partner's payloadID). */
export async function orderPlacedWith(key: string): Promise<Order | null> {
  return (await orders()).findByIdempotencyKey(key);
}

/** The orders of all the buyer's customers, newest first. */
export async function ordersOf(buyer: SessionUser): Promise<OrderSummary[]> {
  return (await orders()).listForCustomers(ownCustomerIds(buyer.webUser));
}

/** One of the buyer's customers' orders, its product names in `lang` where the catalogue still has the product. */
export async function orderOf(buyer: SessionUser, number: string, lang: Lang): Promise<Order | null> {
  const order = await (await orders()).findForCustomers(number, ownCustomerIds(buyer.webUser));
  if (!order) return null;
  const rows = await cardRows(
    order.lines.map((line) => line.pn),
    lang,
  );
  return withCatalogueTitles(order, new Map([...rows].map(([pn, row]) => [pn, row.title])));
}
