import type { TbdReason } from "~/domain/shipping-charge";
import type { ContactSnapshot, NewOrder, Order, OrderLine, OrderStatus, OrderSummary, PurchaseOrderRecord } from "~/domain/orders/order";
import type { Database, Queryable } from "./database.server";

type OrderRow = {
  number: string;
  idempotency_key: string;
  web_user_id: string;
  email: string;
  customer_id: string;
  customer_name: string;
  payment_terms: string;
  status: OrderStatus;
  billing_contact: ContactSnapshot | string;
  shipping_contact: ContactSnapshot | string;
  carrier: string | null;
  carrier_title: string | null;
  method: string | null;
  shipper_number: string | null;
  po_number: string;
  notes: string;
  lang: "en" | "es";
  price_list: string;
  subtotal_cents: number;
  handling_cents: number;
  tariff_cents: number;
  tariff_surcharge_cents: number;
  international_fee_cents: number;
  shipping_cents: number | null;
  shipping_tbd_reason: TbdReason | null;
  tax_cents: number;
  total_cents: number;
  purchase_order: PurchaseOrderRecord | string | null;
  created_at: Date | string;
};

type LineRow = {
  pn: string;
  title: string;
  quantity: number;
  list_price_cents: number;
  sale_cents: number;
  subtotal_list_cents: number;
  subtotal_sale_cents: number;
  non_standard: boolean;
  lead_time_10_days: boolean;
  tariff: boolean;
};

const iso = (value: Date | string) => new Date(value).toISOString();
/** jsonb arrives parsed from node-postgres and PGlite alike; a string is parsed for safety. */
const json = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

function toOrder(r: OrderRow, lines: LineRow[]): Order {
  return {
    number: r.number,
    idempotencyKey: r.idempotency_key,
    webUserId: r.web_user_id,
    email: r.email,
    customerId: r.customer_id,
    customerName: r.customer_name,
    paymentTerms: r.payment_terms,
    status: r.status,
    billing: json(r.billing_contact),
    shipping: json(r.shipping_contact),
    carrier: r.carrier,
    carrierTitle: r.carrier_title,
    method: r.method,
    shipperNumber: r.shipper_number,
    poNumber: r.po_number,
    notes: r.notes,
    lang: r.lang,
    priceList: r.price_list,
    totals: {
      subtotalCents: r.subtotal_cents,
      handlingCents: r.handling_cents,
      tariffCents: r.tariff_cents,
      tariffSurchargeCents: r.tariff_surcharge_cents,
      internationalFeeCents: r.international_fee_cents,
      shipping: r.shipping_cents === null ? { kind: "tbd", reason: r.shipping_tbd_reason! } : { kind: "amount", cents: r.shipping_cents },
      taxCents: r.tax_cents,
      totalCents: r.total_cents,
    },
    lines: lines.map((l): OrderLine => ({
      pn: l.pn,
      title: l.title,
      quantity: l.quantity,
      listPriceCents: l.list_price_cents,
      saleCents: l.sale_cents,
      subTotalListCents: l.subtotal_list_cents,
      subTotalSaleCents: l.subtotal_sale_cents,
      nonStandard: l.non_standard,
      leadTime10Days: l.lead_time_10_days,
      tariff: l.tariff,
    })),
    purchaseOrder: r.purchase_order === null ? null : json(r.purchase_order),
    createdAt: iso(r.created_at),
  };
}

async function readOrder(q: Queryable, where: string, params: unknown[]): Promise<Order | null> {
  const [row] = await q.query<OrderRow>(`SELECT * FROM orders WHERE ${where}`, params);
  if (!row) return null;
  const lines = await q.query<LineRow>("SELECT * FROM order_lines WHERE order_number = $1 ORDER BY position", [row.number]);
  return toOrder(row, lines);
}

/** What storing an order did: `created`, or `existing` when its idempotency key already placed one (that order). */
export type StoredOrder = { created: boolean; order: Order };

/** Placed orders: written once with their lines, read by number, by idempotency key and by customer. */
export function createOrderRepository(db: Database) {
  return {
    /**
     * Stores the order with its lines in one transaction. A second order with the same idempotency key
     * (a double post, even a concurrent one: the unique key makes the later insert wait, then do nothing)
     * is not stored: the first order is answered instead.
     */
    async create(order: NewOrder): Promise<StoredOrder> {
      const number = await db.transaction(async (tx) => {
        const { totals } = order;
        const [row] = await tx.query<{ number: string }>(
          `INSERT INTO orders (idempotency_key, web_user_id, email, customer_id, customer_name, payment_terms, status, billing_contact,
             shipping_contact, carrier, carrier_title, method, shipper_number, po_number, notes, lang, price_list, subtotal_cents,
             handling_cents, tariff_cents, tariff_surcharge_cents, international_fee_cents, shipping_cents, shipping_tbd_reason, tax_cents,
             total_cents, purchase_order)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27)
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING number`,
          [
            order.idempotencyKey,
            order.webUserId,
            order.email,
            order.customerId,
            order.customerName,
            order.paymentTerms,
            order.status,
            JSON.stringify(order.billing),
            JSON.stringify(order.shipping),
            order.carrier,
            order.carrierTitle,
            order.method,
            order.shipperNumber,
            order.poNumber,
            order.notes,
            order.lang,
            order.priceList,
            totals.subtotalCents,
            totals.handlingCents,
            totals.tariffCents,
            totals.tariffSurchargeCents,
            totals.internationalFeeCents,
            totals.shipping.kind === "amount" ? totals.shipping.cents : null,
            totals.shipping.kind === "tbd" ? totals.shipping.reason : null,
            totals.taxCents,
            totals.totalCents,
            order.purchaseOrder === null ? null : JSON.stringify(order.purchaseOrder),
          ],
        );
        if (!row) return null;
        for (const [position, line] of order.lines.entries()) {
          await tx.query(
            `INSERT INTO order_lines (order_number, position, pn, title, quantity, list_price_cents, sale_cents, subtotal_list_cents,
               subtotal_sale_cents, non_standard, lead_time_10_days, tariff)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [
              row.number,
              position,
              line.pn,
              line.title,
              line.quantity,
              line.listPriceCents,
              line.saleCents,
              line.subTotalListCents,
              line.subTotalSaleCents,
              line.nonStandard,
              line.leadTime10Days,
              line.tariff,
            ],
          );
        }
        return row.number;
      });
      if (number) return { created: true, order: (await readOrder(db, "number = $1", [number]))! };
      return { created: false, order: (await readOrder(db, "idempotency_key = $1", [order.idempotencyKey]))! };
    },

    /** The order with this idempotency key, or null. */
    findByIdempotencyKey(key: string): Promise<Order | null> {
      return readOrder(db, "idempotency_key = $1", [key]);
    },

    /** The order with this number when it is one of these customers' (the buyer's); null otherwise, whether it exists or not. */
    findForCustomers(number: string, customerIds: readonly string[]): Promise<Order | null> {
      return readOrder(db, "number = $1 AND customer_id = ANY($2::text[])", [number, [...customerIds]]);
    },

    /** These customers' orders, newest first. */
    async listForCustomers(customerIds: readonly string[]): Promise<OrderSummary[]> {
      const rows = await db.query<Pick<OrderRow, "number" | "created_at" | "status" | "customer_name" | "po_number" | "total_cents">>(
        `SELECT number, created_at, status, customer_name, po_number, total_cents FROM orders
         WHERE customer_id = ANY($1::text[]) ORDER BY created_at DESC, length(number) DESC, number DESC`,
        [[...customerIds]],
      );
      return rows.map((r) => ({
        number: r.number,
        createdAt: iso(r.created_at),
        status: r.status,
        customerName: r.customer_name,
        poNumber: r.po_number,
        totalCents: r.total_cents,
      }));
    },

    /** Records a card payment the shop is to take (the embedded payment provider); a repeated call keeps the first. */
    async recordPendingPayment(number: string, amountCents: number): Promise<void> {
      await db.query("INSERT INTO order_payments (order_number, status, amount_cents) VALUES ($1, 'pending', $2) ON CONFLICT (order_number) DO NOTHING", [
        number,
        amountCents,
      ]);
    },

    /** The order's recorded payment, or null. */
    async findPayment(number: string): Promise<{ status: "pending"; amountCents: number } | null> {
      const [row] = await db.query<{ status: "pending"; amount_cents: number }>("SELECT status, amount_cents FROM order_payments WHERE order_number = $1", [
        number,
      ]);
      return row ? { status: row.status, amountCents: row.amount_cents } : null;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
