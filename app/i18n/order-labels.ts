/** The translation keys that name an order's status, shipping method and TBD shipping reason (pages and the mail alike). */
import type { OrderStatus, OrderTotals } from "~/domain/orders/order";
import type { TbdReason } from "~/domain/shipping-charge";
import type { StringKey } from "./string-keys";
import type { Translate } from "./translate";

export const ORDER_STATUS_LABEL: Record<OrderStatus, StringKey> = {
  placed: "orderStatusPlaced",
  awaiting_payment: "orderStatusAwaitingPayment",
};

export const TBD_REASON_LABEL: Record<TbdReason, StringKey> = {
  quoteAfterOrder: "orderTbdQuoteAfterOrder",
  unknownZone: "orderTbdUnknownZone",
  airFrom500: "orderTbdAirFrom500",
  noRateBand: "orderTbdNoRateBand",
  noSelection: "orderTbdNoSelection",
  noDestination: "orderTbdNoDestination",
};

const METHOD_LABEL: Record<string, StringKey> = { ground: "orderMethodGround", air2day: "orderMethodAir2day", air1day: "orderMethodAir1day" };

/**
 * The glossary's carriers (docs/shipping.md#glossary); an international carrier is named by its service's own
 * brand name, the same in both languages, as the catalogue has it.
 */
const CARRIER_LABEL: Record<string, StringKey> = {
  fedex: "orderCarrierFedex",
  "ups-collect": "orderCarrierUpsCollect",
  "dhl-collect": "orderCarrierDhlCollect",
};

/** A shipping method's label key; null for an international carrier (no method) or a method the shop does not name. */
export function methodLabel(method: string | null): StringKey | null {
  return method === null ? null : (METHOD_LABEL[method] ?? null);
}

/**
 * How every page, toast and e-mail names a shipping choice: the glossary's carrier and method (`UPS por cobrar ·
 * Terrestre`), never the catalogue's or the ERP's English title; a carrier outside the glossary keeps its title.
 */
export function shippingTitle(t: Translate, carrier: { slug: string | null; title?: string | null }, method: string | null): string {
  const carrierKey = carrier.slug === null ? undefined : CARRIER_LABEL[carrier.slug];
  const methodKey = methodLabel(method);
  const carrierName = carrierKey ? t(carrierKey) : (carrier.title ?? carrier.slug ?? "");
  return [carrierName, methodKey ? t(methodKey) : ""].filter(Boolean).join(" · ");
}

/** The glossary's charges (docs/shipping.md#glossary): the cart page, checkout, order pages and e-mails name them alike. */
export const CHARGE_LABEL = {
  subtotal: "orderSubtotal",
  handling: "orderHandling",
  tariff: "orderTariff",
  tariffSurcharge: "orderTariffSurcharge",
  internationalFee: "orderInternationalFee",
  shipping: "orderShipping",
  tax: "orderTax",
  total: "orderTotal",
} as const satisfies Record<string, StringKey>;

/** One row of an order's money breakdown: an amount, or TBD with its reason; `testId` is the cart page's hook name. */
export type TotalsRow = { label: StringKey; testId: string; value: { kind: "amount"; cents: number } | { kind: "tbd"; reason: StringKey } };

const amount = (cents: number) => ({ kind: "amount" as const, cents });

/** The breakdown in the order the cart page shows it (docs/charges.md#totals). */
export function totalsRows(totals: OrderTotals): TotalsRow[] {
  const { shipping } = totals;
  return [
    { label: CHARGE_LABEL.subtotal, testId: "subtotal", value: amount(totals.subtotalCents) },
    { label: CHARGE_LABEL.handling, testId: "handling", value: amount(totals.handlingCents) },
    { label: CHARGE_LABEL.tariff, testId: "tariff", value: amount(totals.tariffCents) },
    { label: CHARGE_LABEL.tariffSurcharge, testId: "tariff-surcharge", value: amount(totals.tariffSurchargeCents) },
    { label: CHARGE_LABEL.internationalFee, testId: "international-fee", value: amount(totals.internationalFeeCents) },
    {
      label: CHARGE_LABEL.shipping,
      testId: "shipping",
      value: shipping.kind === "amount" ? amount(shipping.cents) : { kind: "tbd", reason: TBD_REASON_LABEL[shipping.reason] },
    },
    { label: CHARGE_LABEL.tax, testId: "tax", value: amount(totals.taxCents) },
    { label: CHARGE_LABEL.total, testId: "total", value: amount(totals.totalCents) },
  ];
}
