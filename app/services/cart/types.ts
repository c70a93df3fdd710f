/** What the cart service answers: plain shapes that pages and components share. */
import type { CartLine, IgnoredQuantityReason } from "~/domain/cart-lines";
import type { LineIntent } from "~/domain/cart-line-change";
import type { ImageField, LocaleSlug } from "~/services/content/types";

export type CartLineView = CartLine & { title: string; slug: LocaleSlug; image: ImageField | null };
export type CartView = { lines: CartLineView[]; subtotalCents: number; callForPrice: boolean };

export type CartIntent = LineIntent | "clear";
export type CartRequest = { intent: CartIntent; pn: string; quantity: string | undefined };

/** What a post did, for the message the buyer sees. */
export type CartResult =
  | { kind: "changed"; intent: LineIntent; pn: string; title: string; quantity: number | null; added: number | null }
  | { kind: "ignored"; pn: string; reason: IgnoredQuantityReason }
  | { kind: "unknownProduct"; pn: string }
  | { kind: "notInCart"; pn: string }
  | { kind: "cleared" };
