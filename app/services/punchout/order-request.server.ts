/**
 * A cXML OrderRequest (docs/punchout.md#flow): the procurement system's purchase order for a partner's customer,
 * priced again by the shop's engine on the customer's list and placed as any order is, once per payloadID.
 */
import type { CxmlAddress, CxmlOrderRequest, CxmlStatusCode } from "~/domain/punchout/cxml";
import { contactSnapshotOfCxml } from "~/domain/punchout-flow/order-contacts";
import { resolveSession, vouchedTokens } from "~/services/auth/index.server";
import { quoteCart } from "~/services/cart/quote.server";
import { placeOrder } from "~/services/orders/orders.server";
import { attachBuyer } from "./buyer.server";
import { authenticPartner, partnerMailbox } from "./setup.server";

export type OrderAnswer = { code: CxmlStatusCode; text: string };

const addressOf = (address: CxmlAddress | null) => address && { country: address.countryCode, state: address.state, postalCode: address.postalCode };

export async function placePunchOutOrder(request: CxmlOrderRequest): Promise<OrderAnswer> {
  const partner = await authenticPartner("cxml", [...request.from, request.sender], request.sender.sharedSecret);
  if (!partner) return { code: 401, text: "Unknown sender, or a wrong shared secret" };
  if (request.currency !== "USD") return { code: 400, text: `Prices are in USD, not ${request.currency}` };
  const shipTo = request.shipTo ?? request.billTo;
  if (!shipTo) return { code: 400, text: "The order has no ShipTo address" };
  const email = shipTo.email ?? request.billTo?.email ?? partnerMailbox(partner);
  await attachBuyer(email, partner.customerId, shipTo.deliverTo[0] ?? null);
  const { user: buyer } = await resolveSession(await vouchedTokens(email));
  if (!buyer) return { code: 500, text: "The buyer could not be signed in" };
  const items = request.lines.map((line) => ({ pn: line.supplierPartId, quantity: line.quantity }));
  const quote = await quoteCart(
    {
      items,
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
  if (quote.unknown.length > 0) return { code: 400, text: `Unknown SupplierPartID: ${quote.unknown.join(", ")}` };
  if (quote.problems.length > 0) return { code: 400, text: `The order cannot be placed as sent: ${quote.problems.join(", ")}` };
  const placed = await placeOrder({
    viewer: { buyer, cartOwner: null },
    idempotencyKey: `punchout:${partner.id}:${request.payloadId}`,
    billing: contactSnapshotOfCxml(request.billTo ?? shipTo),
    shipping: contactSnapshotOfCxml(shipTo),
    quote,
    shipperNumber: null,
    poNumber: request.orderId,
    notes: "",
    // The purchase order is the buyer's commitment: billed on the customer's terms.
    payment: { method: "account", terms: buyer.primaryCustomer?.ARTerm.name ?? "" },
    lang: "en",
  });
  const { number } = placed.order;
  return { code: 200, text: placed.created ? `Order ${number} placed` : `Order ${number} was placed before for this payloadID` };
}
