import { UTM_KEYS, type Utm, type UtmKey } from "~/domain/utm";
import { countDeleted } from "~/services/db/count-deleted.server";
import type { Database, Queryable } from "~/services/db/index.server";
import type { LineChange } from "~/domain/cart-line-change";

/** Whose cart: an anonymous browser (the token of its cart cookie) or a signed-in buyer. */
export type CartOwner = { kind: "anonymous"; token: string } | { kind: "email"; email: string };

export type { Utm } from "~/domain/utm";

export type StoredCartItem = { pn: string; quantity: number; createdAt: string; utm: Utm };

export type StoredCart = {
  id: string;
  selectedBillingId: string | null;
  selectedShippingId: string | null;
  createdAt: string;
  items: StoredCartItem[];
};

/**
 * A line change as applied: `before` the quantity it was decided on, `exists` whether the cart is
 * there afterwards, `emptied` when it removed the last line and so the cart itself.
 */
export type AppliedChange = { change: LineChange; before: number | null; exists: boolean; emptied: boolean };

type CartRow = { id: string; selected_billing_id: string | null; selected_shipping_id: string | null; created_at: Date | string };
type ItemRow = { pn: string; prod_quantity: number; created_at: Date | string } & Record<UtmKey, string | null>;

/** The columns are named like the tracking cookie's keys. */
const UTM_COLUMNS = UTM_KEYS;

/** The owner's column and value; e-mail addresses are one owner whatever their case. */
function ownerKey(owner: CartOwner): { column: "anonymous_token" | "email"; value: string } {
  return owner.kind === "anonymous" ? { column: "anonymous_token", value: owner.token } : { column: "email", value: owner.email.trim().toLowerCase() };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The owner's cart id, its row locked until the transaction ends; null when the owner has none. */
async function lockCart(tx: Queryable, owner: CartOwner): Promise<string | null> {
  const { column, value } = ownerKey(owner);
  const [row] = await tx.query<{ id: string }>(`SELECT id FROM carts WHERE ${column} = $1 FOR UPDATE`, [value]);
  return row?.id ?? null;
}

/** The owner's cart id, created when missing; the upsert locks the row like `lockCart`. */
async function ensureCart(tx: Queryable, owner: CartOwner): Promise<string> {
  const { column, value } = ownerKey(owner);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO carts (${column}) VALUES ($1) ON CONFLICT (${column}) DO UPDATE SET updated_at = now() RETURNING id`,
    [value],
  );
  return row!.id;
}

async function quantityOf(tx: Queryable, cartId: string, pn: string): Promise<number | null> {
  const [row] = await tx.query<{ prod_quantity: number }>(`SELECT prod_quantity FROM cart_items WHERE cart_id = $1 AND pn = $2`, [cartId, pn]);
  return row?.prod_quantity ?? null;
}

/** Saved carts (carts and cart_items): reads, and line changes each in one transaction. */
export function createCartRepository(db: Database) {
  return {
    async findCart(owner: CartOwner): Promise<StoredCart | null> {
      const { column, value } = ownerKey(owner);
      const [cart] = await db.query<CartRow>(`SELECT id, selected_billing_id, selected_shipping_id, created_at FROM carts WHERE ${column} = $1`, [value]);
      if (!cart) return null;
      const items = await db.query<ItemRow>(
        `SELECT pn, prod_quantity, created_at, ${UTM_COLUMNS.join(", ")} FROM cart_items WHERE cart_id = $1 ORDER BY created_at, pn`,
        [cart.id],
      );
      return {
        id: cart.id,
        selectedBillingId: cart.selected_billing_id,
        selectedShippingId: cart.selected_shipping_id,
        createdAt: iso(cart.created_at),
        items: items.map((row) => ({
          pn: row.pn,
          quantity: row.prod_quantity,
          createdAt: iso(row.created_at),
          utm: Object.fromEntries(UTM_COLUMNS.flatMap((key) => (row[key] === null ? [] : [[key, row[key]]]))),
        })),
      };
    },

    /** How many lines (part numbers) the owner's cart holds; 0 without a cart. */
    async countLines(owner: CartOwner): Promise<number> {
      const { column, value } = ownerKey(owner);
      const [row] = await db.query<{ n: number }>(`SELECT count(i.pn)::int AS n FROM carts c JOIN cart_items i ON i.cart_id = c.id WHERE c.${column} = $1`, [
        value,
      ]);
      return row?.n ?? 0;
    },

    /**
     * Applies `decide(storedQuantity)` to the line of `pn`: a quantity is written (a new line keeps
     * `utm`), a removal deletes the line and, with it the last one, the cart. The cart is created only
     * when a quantity is to be written.
     */
    changeLine(owner: CartOwner, pn: string, decide: (current: number | null) => LineChange, utm: Utm = {}): Promise<AppliedChange> {
      return db.transaction(async (tx) => {
        let cartId = await lockCart(tx, owner);
        let before = cartId ? await quantityOf(tx, cartId, pn) : null;
        let change = decide(before);
        if (!cartId && change.kind === "quantity") {
          // A racing first post may have created the cart meanwhile: decide again on what it holds.
          cartId = await ensureCart(tx, owner);
          before = await quantityOf(tx, cartId, pn);
          change = decide(before);
        }
        if (!cartId) return { change, before, exists: false, emptied: false };
        if (change.kind === "quantity") {
          await tx.query(
            `INSERT INTO cart_items (cart_id, pn, prod_quantity, ${UTM_COLUMNS.join(", ")}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (cart_id, pn) DO UPDATE SET prod_quantity = EXCLUDED.prod_quantity`,
            [cartId, pn, change.quantity, ...UTM_COLUMNS.map((key) => utm[key] ?? null)],
          );
        } else if (change.kind === "remove") {
          await tx.query(`DELETE FROM cart_items WHERE cart_id = $1 AND pn = $2`, [cartId, pn]);
          const [left] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1`, [cartId]);
          if (left!.n === 0) {
            await tx.query(`DELETE FROM carts WHERE id = $1`, [cartId]);
            return { change, before, exists: false, emptied: true };
          }
        }
        await tx.query(`UPDATE carts SET updated_at = now() WHERE id = $1`, [cartId]);
        return { change, before, exists: true, emptied: false };
      });
    },

    /** Sets the saved cart's billing and shipping choices (null: none); an owner without a cart has nothing to change. */
    async selectAddresses(owner: CartOwner, selection: { billingId: string | null; shippingId: string | null }): Promise<void> {
      const { column, value } = ownerKey(owner);
      await db.query(`UPDATE carts SET selected_billing_id = $2, selected_shipping_id = $3, updated_at = now() WHERE ${column} = $1`, [
        value,
        selection.billingId,
        selection.shippingId,
      ]);
    },

    /** Deletes the owner's cart with its lines; false when there was none. */
    async deleteCart(owner: CartOwner): Promise<boolean> {
      const { column, value } = ownerKey(owner);
      return (await db.query(`DELETE FROM carts WHERE ${column} = $1 RETURNING id`, [value])).length > 0;
    },

    /**
     * Deletes, with their lines, the anonymous carts untouched for longer than `maxAgeSeconds` (the
     * cart cookie's lifetime: no browser can name them any more); signed-in buyers' carts stay.
     * The cut-off is the database's clock, which also wrote `updated_at`. Answers how many went.
     */
    deleteAbandonedAnonymousCarts(maxAgeSeconds: number): Promise<number> {
      return countDeleted(db, "DELETE FROM carts WHERE anonymous_token IS NOT NULL AND updated_at < now() - make_interval(secs => $1) RETURNING 1", [
        maxAgeSeconds,
      ]);
    },

    /**
     * Moves `from`'s lines into `to`'s cart (docs/cart.md#merge-at-sign-in): a part number `to` already holds
     * keeps its stored quantity, missing ones are added, then `from`'s cart is deleted. Returns how
     * many lines were added.
     */
    mergeCart(from: CartOwner, to: CartOwner): Promise<number> {
      return db.transaction(async (tx) => {
        const fromId = await lockCart(tx, from);
        if (!fromId) return 0;
        const [{ n: lines } = { n: 0 }] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1`, [fromId]);
        let added = 0;
        if (lines > 0) {
          const toId = await ensureCart(tx, to);
          const columns = `pn, prod_quantity, created_at, ${UTM_COLUMNS.join(", ")}`;
          added = (
            await tx.query(
              `INSERT INTO cart_items (cart_id, ${columns}) SELECT $1, ${columns} FROM cart_items WHERE cart_id = $2
               ON CONFLICT (cart_id, pn) DO NOTHING RETURNING pn`,
              [toId, fromId],
            )
          ).length;
        }
        await tx.query(`DELETE FROM carts WHERE id = $1`, [fromId]);
        return added;
      });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
