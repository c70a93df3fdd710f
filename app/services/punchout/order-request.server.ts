/**
 * A cXML OrderRequest (docs/punchout.md#flow): the procurement system's purchase order for a partner's customer,
 * priced again by the shop's engine on the customer's list, compared with the order's own prices
 * (docs/punchout.md#purchase-order-prices) and placed as any order is, once per payloadID.
 */
import { createHash } from "node:crypto";
import type { Order } from "~/domain/orders/order";
import type { CxmlAddress, CxmlOrderRequest, CxmlStatusCode } from "~/domain/punchout/cxml";
import { contactSnapshotOfCxml } from "~/domain/punchout-flow/order-contacts";
import { differencesText, orderContent, orderedPricesOf, orderVerdict } from "~/domain/punchout-flow/purchase-order";
import { PUNCHOUT_CURRENCY } from "~/domain/punchout-flow/returned-lines";
import { resolveSession, vouchedTokens } from "~/services/auth/index.server";
import { quoteCart } from "~/services/cart/quote.server";
import { orderPlacedWith, placeOrder } from "~/services/orders/orders.server";
import { attachBuyer } from "./buyer.server";
import { authenticPartner, partnerMailbox } from "./setup.server";
import type { Partner } from "./store.server";

export type OrderAnswer = { code: CxmlStatusCode; text: string };

const addressOf = (address: CxmlAddress | null) => address && { country: address.countryCode, state: address.state, postalCode: address.postalCode };

/** The answer to a payloadID that placed `order` before: the same order content names it, any other is a conflict. */
function placedBefore(order: Order, contentHash: string, payloadId: string): OrderAnswer {
  // An order placed before its content was kept (migration 0026) cannot be compared: it is taken as the same.
  const same = order.purchaseOrder === null || order.purchaseOrder.contentHash === contentHash;
  return same
    ? { code: 200, text: `Order ${order.number} was placed before for this payloadID` }
    : { code: 409, text: `The payloadID ${payloadId.slice(0, 40)} placed order ${order.number} with other content` };
}

/**
 * The address the order is placed by: the one it names when the partner may act as its user (its customer's,
 * docs/punchout.md#who-a-partner-acts-as), else the partner's shared buyer; null when neither can be attached.
 */
async function orderBuyer(partner: Partner, named: string | null, userName: string | null): Promise<string | null> {
  if (named !== null && (await attachBuyer(named, partner.customerId, userName))) return named;
  const shared = partnerMailbox(partner);
  return (await attachBuyer(shared, partner.customerId, userName)) ? shared : null;
}

export async function placePunchOutOrder(request: CxmlOrderRequest): Promise<OrderAnswer> {
  const partner = await authenticPartner("cxml", [...request.from, request.sender], request.sender.sharedSecret);
  if (!partner) return { code: 401, text: "Unknown sender, or a wrong shared secret" };
  const shipTo = request.shipTo ?? request.billTo;
  if (!shipTo) return { code: 400, text: "The order has no ShipTo address" };
  const idempotencyKey = `punchout:${partner.id}:${request.payloadId}`;
  const contentHash = createHash("sha256").update(orderContent(request)).digest("hex");
  const before = await orderPlacedWith(idempotencyKey);
  if (before) return placedBefore(before, contentHash, request.payloadId);

  const email = await orderBuyer(partner, shipTo.email ?? request.billTo?.email ?? null, shipTo.deliverTo[0] ?? null);
  const { user: buyer } = email ? await resolveSession(await vouchedTokens(email)) : { user: null };
  if (!buyer) return { code: 500, text: "The buyer could not be signed in" };
  const quote = await quoteCart(
    {
      items: request.lines.map((line) => ({ pn: line.supplierPartId, quantity: line.quantity })),
      priceList: buyer.priceListName,
      customer: buyer.primaryCustomer,
      address: addressOf(shipTo),
      selection: null,
      ifNotOffered: "default",
      shipperNumber: null,
      shipToTaxable: true,
    },
    "en",
  );
  const shopLines = quote.cart.lines.map((line) => ({ pn: line.pn, quantity: line.quantity, unitCents: line.callForPrice ? null : line.saleCents }));
  const verdict = orderVerdict(orderedPricesOf(request), { currency: PUNCHOUT_CURRENCY, lines: shopLines }, partner.priceDifferences);
  if (verdict.kind === "refuse") return { code: verdict.code, text: verdict.text };
  const problems = quote.problems.filter((problem) => problem !== "callForPrice");
  if (problems.length > 0) return { code: 400, text: `The order cannot be placed as sent: ${problems.join(", ")}` };
  const placed = await placeOrder({
    viewer: { buyer, cartOwner: null },
    idempotencyKey,
    billing: contactSnapshotOfCxml(request.billTo ?? shipTo),
    shipping: contactSnapshotOfCxml(shipTo),
    quote,
    shipperNumber: null,
    poNumber: request.orderId,
    notes: "",
    // The purchase order is the buyer's commitment: billed on the customer's terms.
    payment: { method: "account", terms: buyer.primaryCustomer?.ARTerm.name ?? "" },
    lang: "en",
    purchaseOrder: { contentHash, priceDifferences: verdict.differences },
  });
  // Two documents of one payloadID at once: the later one finds the order the first placed.
  if (!placed.created) return placedBefore(placed.order, contentHash, request.payloadId);
  const { number } = placed.order;
  const stated = verdict.differences.length > 0 ? ` at the shop's prices, not the purchase order's: ${differencesText(verdict.differences)}` : "";
  return { code: 200, text: `Order ${number} placed${stated}` };
}
