import { normalizeEmail } from "~/domain/auth/one-time-code";
import { decideLineChange, type LineChange } from "~/domain/cart-line-change";
import { anonymousCartKey, kvKey } from "~/domain/kv-keys";
import { ANONYMOUS_CART_LIFETIME_S } from "~/domain/lifetimes";
import { itemUtm, lineQuantity, liveCartSchema, mergeLiveCarts, removeLine, setLine, type LiveCart } from "~/domain/live-cart";
import type { Utm } from "~/domain/utm";
import { createContactRepository } from "~/services/db/contacts.server";
import type { Database } from "~/services/db/index.server";
import type { JsonValue, KvStore, WriteOptions } from "~/services/kv/index.server";
import { validOrNull } from "~/services/kv/validated";

/** Whose cart: an anonymous browser (the token of its cart cookie) or a signed-in buyer. */
export type CartOwner = { kind: "anonymous"; token: string } | { kind: "email"; email: string };

export type { Utm } from "~/domain/utm";

export type StoredCartItem = { pn: string; quantity: number; createdAt: string; utm: Utm };

export type StoredCart = {
  /** The key-value store's key of the cart. */
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

/** The store key of the owner's cart (docs/kv-store.md#keys); e-mail addresses are one owner whatever their case. */
function keyOf(owner: CartOwner): string {
  return owner.kind === "anonymous" ? anonymousCartKey(owner.token) : kvKey(owner.email, "liveCart");
}

const byAdded = (a: StoredCartItem, b: StoredCartItem) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.pn < b.pn ? -1 : a.pn > b.pn ? 1 : 0);

function toStoredCart(key: string, cart: LiveCart): StoredCart {
  return {
    id: key,
    selectedBillingId: cart.selectedBillingId,
    selectedShippingId: cart.selectedShippingId,
    createdAt: cart.createdAt,
    items: cart.cartItems.map((item) => ({ pn: item.pn, quantity: item.prod_quantity, createdAt: item.createdAt, utm: itemUtm(item) })).sort(byAdded),
  };
}

/**
 * Saved carts as `liveCart` values in the key-value store: a buyer's under `{email}:liveCart` for good, an
 * anonymous cart under `anonymous:{token}:liveCart`, expiring `anonymousLifetimeS` after its last change
 * (the cart cookie's lifetime: no browser can name it any more). Every change is one compare-and-set.
 * `db` holds the contacts a chosen billing or shipping address must still be one of.
 */
export function createCartRepository(kv: KvStore, db: Database, { anonymousLifetimeS = ANONYMOUS_CART_LIFETIME_S } = {}) {
  const contacts = createContactRepository(db);
  const read = (key: string, value: JsonValue | null) => validOrNull(key, liveCartSchema, value);
  const writeOptions = (owner: CartOwner): WriteOptions => (owner.kind === "anonymous" ? { ttlSeconds: anonymousLifetimeS } : {});

  /** A chosen address the buyer no longer has (removed, or of a company they left) reads as none. */
  async function withOwnedSelection(owner: CartOwner, cart: LiveCart): Promise<LiveCart> {
    const chosen = [cart.selectedBillingId, cart.selectedShippingId].filter((id) => id !== null);
    if (chosen.length === 0) return cart;
    const owned = owner.kind === "email" ? await contacts.ownedContactIds(normalizeEmail(owner.email), chosen) : new Set<string>();
    const keep = (id: string | null) => (id !== null && owned.has(id) ? id : null);
    return { ...cart, selectedBillingId: keep(cart.selectedBillingId), selectedShippingId: keep(cart.selectedShippingId) };
  }

  async function findLiveCart(owner: CartOwner): Promise<LiveCart | null> {
    const key = keyOf(owner);
    const cart = read(key, await kv.get(key));
    return cart && withOwnedSelection(owner, cart);
  }

  return {
    /** The owner's cart as the spec's `liveCart` (the hubKV call); null without one. */
    findLiveCart,

    /** Replaces the owner's cart (the hubKV call); a cart without lines deletes it. */
    async saveLiveCart(owner: CartOwner, cart: LiveCart): Promise<void> {
      if (cart.cartItems.length === 0) await kv.delete(keyOf(owner));
      else await kv.set(keyOf(owner), cart, writeOptions(owner));
    },

    async findCart(owner: CartOwner): Promise<StoredCart | null> {
      const cart = await findLiveCart(owner);
      return cart && toStoredCart(keyOf(owner), cart);
    },

    /** How many lines (part numbers) the owner's cart holds; 0 without a cart. */
    async countLines(owner: CartOwner): Promise<number> {
      const key = keyOf(owner);
      return read(key, await kv.get(key))?.cartItems.length ?? 0;
    },

    /**
     * Applies `decide(storedQuantity)` to the line of `pn` in one compare-and-set (decided again on what
     * a racing post left): a quantity is written (a new line keeps `utm`), a removal deletes the line and,
     * with it the last one, the cart. The cart is created only when a quantity is to be written.
     */
    async changeLine(owner: CartOwner, pn: string, decide: (current: number | null) => LineChange, utm: Utm = {}): Promise<AppliedChange> {
      const key = keyOf(owner);
      let applied: AppliedChange | undefined;
      await kv.update(
        key,
        (stored) => {
          const cart = read(key, stored);
          const before = lineQuantity(cart, pn);
          const change = decide(before);
          if (change.kind === "quantity") {
            applied = { change, before, exists: true, emptied: false };
            return setLine(cart, pn, change.quantity, utm, new Date().toISOString());
          }
          if (change.kind === "remove" && cart && before !== null) {
            const next = removeLine(cart, pn);
            applied = { change, before, exists: next !== null, emptied: next === null };
            return next;
          }
          applied = { change, before, exists: cart !== null, emptied: false };
          return stored;
        },
        writeOptions(owner),
      );
      return applied!;
    },

    /**
     * Adds several lines in one compare-and-set (quick order, reorder): each quantity is added to what the cart
     * holds of its part number, a new line keeping `utm`. A line whose sum would pass the largest quantity is
     * left as it was and named in `tooLarge`. The cart is created only when something is added.
     */
    async addLines(owner: CartOwner, lines: readonly { pn: string; quantity: number }[], utm: Utm = {}): Promise<{ added: number; tooLarge: string[] }> {
      const key = keyOf(owner);
      let result = { added: 0, tooLarge: [] as string[] };
      await kv.update(
        key,
        (stored) => {
          let cart = read(key, stored);
          const now = new Date().toISOString();
          result = { added: 0, tooLarge: [] };
          for (const { pn, quantity } of lines) {
            const change = decideLineChange("add", lineQuantity(cart, pn), quantity, 1);
            if (change.kind !== "quantity") result.tooLarge.push(pn);
            else {
              cart = setLine(cart, pn, change.quantity, utm, now);
              result.added++;
            }
          }
          return result.added === 0 ? stored : cart;
        },
        writeOptions(owner),
      );
      return result;
    },

    /** Sets the saved cart's billing and shipping choices (null: none); an owner without a cart has nothing to change. */
    async selectAddresses(owner: CartOwner, selection: { billingId: string | null; shippingId: string | null }): Promise<void> {
      const key = keyOf(owner);
      await kv.update(
        key,
        (stored) => {
          const cart = read(key, stored);
          return cart ? { ...cart, selectedBillingId: selection.billingId, selectedShippingId: selection.shippingId } : stored;
        },
        writeOptions(owner),
      );
    },

    /** Deletes the owner's cart with its lines; false when there was none. */
    deleteCart(owner: CartOwner): Promise<boolean> {
      return kv.delete(keyOf(owner));
    },

    /**
     * Moves `from`'s lines into `to`'s cart (docs/cart.md#merge-at-sign-in): a part number `to` already holds
     * keeps its stored quantity, missing ones are added. `from`'s cart is taken (read and deleted at once,
     * so a racing post cannot add to it unseen) before the merge. Returns how many lines were added.
     */
    async mergeCart(from: CartOwner, to: CartOwner): Promise<number> {
      const fromKey = keyOf(from);
      let taken = null as LiveCart | null;
      await kv.update(fromKey, (stored) => ((taken = read(fromKey, stored)), null));
      const source = taken;
      if (!source) return 0;
      const toKey = keyOf(to);
      let added = 0;
      await kv.update(
        toKey,
        (stored) => {
          const merged = mergeLiveCarts(source, read(toKey, stored), new Date().toISOString());
          added = merged.added;
          return added === 0 ? stored : merged.cart;
        },
        writeOptions(to),
      );
      return added;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
