/**
 * The saved cart as the key-value store holds it (spec section 3, `liveCart`; docs/kv-store.md#values),
 * and the changes the cart makes to it. Pure: the store runs them inside its compare-and-set.
 */
import { z } from "zod";
import { MAX_LINE_QUANTITY } from "./cart-lines";
import { hasControlCharacters } from "./forms/text";
import { UTM_KEYS, type Utm, type UtmKey } from "./utm";

/** Part numbers as the cart form accepts them. */
export const partNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((pn) => !hasControlCharacters(pn), "A part number holds no control characters");

/** The item fields of the tracking keys, as the spec names them. */
const UTM_FIELDS = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
} as const satisfies Record<UtmKey, string>;

export const isoTimestampSchema = z.string().datetime({ offset: true });
const campaignValue = z
  .string()
  .max(500)
  .nullish()
  .transform((v) => v ?? null);
const contactId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .nullish()
  .transform((v) => v ?? null);

export const liveCartItemSchema = z.object({
  pn: partNumberSchema,
  prod_quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  createdAt: isoTimestampSchema,
  utmSource: campaignValue,
  utmMedium: campaignValue,
  utmCampaign: campaignValue,
  utmTerm: campaignValue,
  utmContent: campaignValue,
});

export const liveCartSchema = z.object({
  cartItems: z.array(liveCartItemSchema).refine((items) => new Set(items.map((i) => i.pn)).size === items.length, "A part number may appear once"),
  selectedBillingId: contactId,
  selectedShippingId: contactId,
  createdAt: isoTimestampSchema,
});

export type LiveCartItem = z.output<typeof liveCartItemSchema>;
export type LiveCart = z.output<typeof liveCartSchema>;

/** A line's campaign: the fields that are set. */
export function itemUtm(item: LiveCartItem): Utm {
  return Object.fromEntries(UTM_KEYS.flatMap((key) => (item[UTM_FIELDS[key]] === null ? [] : [[key, item[UTM_FIELDS[key]]]])));
}

function newItem(pn: string, quantity: number, utm: Utm, now: string): LiveCartItem {
  const fields = Object.fromEntries(UTM_KEYS.map((key) => [UTM_FIELDS[key], utm[key] ?? null])) as Record<(typeof UTM_FIELDS)[UtmKey], string | null>;
  return { pn, prod_quantity: quantity, createdAt: now, ...fields };
}

export function lineQuantity(cart: LiveCart | null, pn: string): number | null {
  return cart?.cartItems.find((item) => item.pn === pn)?.prod_quantity ?? null;
}

/**
 * The cart with `pn` at `quantity`: an existing line keeps when and from which campaign it was added,
 * a new one records `utm` and `now`; no cart yet starts one at `now`. A quantity the cart cannot hold throws.
 */
export function setLine(cart: LiveCart | null, pn: string, quantity: number, utm: Utm, now: string): LiveCart {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) throw new RangeError(`Cart quantity out of range: ${quantity}`);
  const base = cart ?? { cartItems: [], selectedBillingId: null, selectedShippingId: null, createdAt: now };
  const cartItems = base.cartItems.some((item) => item.pn === pn)
    ? base.cartItems.map((item) => (item.pn === pn ? { ...item, prod_quantity: quantity } : item))
    : [...base.cartItems, newItem(pn, quantity, utm, now)];
  return { ...base, cartItems };
}

/** The cart without `pn`'s line; null once no line is left (an empty cart is not kept). */
export function removeLine(cart: LiveCart, pn: string): LiveCart | null {
  const cartItems = cart.cartItems.filter((item) => item.pn !== pn);
  return cartItems.length === 0 ? null : { ...cart, cartItems };
}

/**
 * Merge at sign-in (docs/cart.md#merge-at-sign-in): the lines of `from` that `into` lacks are added as
 * they were; a part number `into` holds keeps its quantity. Without `into`, a new cart starts at `now`.
 */
export function mergeLiveCarts(from: LiveCart, into: LiveCart | null, now: string): { cart: LiveCart; added: number } {
  const base = into ?? { cartItems: [], selectedBillingId: null, selectedShippingId: null, createdAt: now };
  const held = new Set(base.cartItems.map((item) => item.pn));
  const missing = from.cartItems.filter((item) => !held.has(item.pn));
  return { cart: { ...base, cartItems: [...base.cartItems, ...missing] }, added: missing.length };
}
