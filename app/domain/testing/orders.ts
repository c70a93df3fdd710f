import type { NewOrder } from "../orders/order";
import { MARIA_CONTACT } from "./contacts";

const contact = MARIA_CONTACT;

/** A placed order of the seed's Maria (customer C-1001) for tests to store, changed by `overrides`. */
export function newOrder(key: string, overrides: Partial<NewOrder> = {}): NewOrder {
  return {
    idempotencyKey: key,
    webUserId: "WU-2001",
    email: "maria.gonzalez@example.com",
    customerId: "C-1001",
    customerName: "Allegheny Controls Inc.",
    paymentTerms: "NET 30",
    status: "placed",
    billing: contact,
    shipping: { ...contact, id: "CT-5003", addressLine2: "Dock 4" },
    carrier: "fedex",
    carrierTitle: "FedEx",
    method: "ground",
    shipperNumber: null,
    poNumber: "PO-77",
    notes: "Deliver to dock 4\nbefore noon",
    lang: "en",
    priceList: "OEM",
    purchaseOrder: null,
    totals: {
      subtotalCents: 5620,
      handlingCents: 0,
      tariffCents: 0,
      tariffSurchargeCents: 278,
      internationalFeeCents: 0,
      shipping: { kind: "amount", cents: 0 },
      taxCents: 354,
      totalCents: 6252,
    },
    lines: [
      {
        pn: "GCX1111-10",
        title: "Push button",
        quantity: 3,
        listPriceCents: 1240,
        saleCents: 1240,
        subTotalListCents: 3720,
        subTotalSaleCents: 3720,
        nonStandard: false,
        leadTime10Days: false,
        tariff: false,
      },
      {
        pn: "WD-1",
        title: "Wire duct",
        quantity: 1,
        listPriceCents: 2000,
        saleCents: 1900,
        subTotalListCents: 2000,
        subTotalSaleCents: 1900,
        nonStandard: true,
        leadTime10Days: true,
        tariff: true,
      },
    ],
    ...overrides,
  };
}
