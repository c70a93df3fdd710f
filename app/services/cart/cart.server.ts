import { randomBytes } from "node:crypto";
import { decideLineChange } from "~/domain/cart-line-change";
import { cartSubtotal, hasCallForPrice, isWireDuct, priceLine, quantityStep } from "~/domain/cart-lines";
import type { Lang } from "~/i18n/lang";
import { getSiteContent, type SiteSettings } from "~/services/content/site.server";
import { getDb } from "~/services/db/index.server";
import { getKv } from "~/services/kv/index.server";
import { pricesFor, type PriceListChoice } from "~/services/pricing.server";
import { cartProducts, type CartProduct } from "./cart-products.server";
import { createCartRepository, type CartOwner, type CartRepository, type Utm } from "./cart-repository.server";

export type { CartOwner, Utm } from "./cart-repository.server";
import type { CartLineView, CartRequest, CartResult, CartView } from "./types";

export type * from "./types";

const repositories = new WeakMap<object, CartRepository>();

async function carts(): Promise<CartRepository> {
  const [kv, db] = await Promise.all([getKv(), getDb()]);
  let repository = repositories.get(kv);
  if (!repository) repositories.set(kv, (repository = createCartRepository(kv, db)));
  return repository;
}

function shopFacts(settings: SiteSettings) {
  return { rules: settings.cartItemRules, wireDuctCategory: settings.wireDuctCategory };
}

const isWireDuctProduct = (product: CartProduct, wireDuctCategory: string) => isWireDuct(product.categorySlug, wireDuctCategory);

/** Lines priced for the visitor; lines whose product left the catalogue are not shown. */
export async function priceCart(items: readonly { pn: string; quantity: number }[], priceList: PriceListChoice, lang: Lang): Promise<CartView> {
  const [site, products] = await Promise.all([
    getSiteContent(),
    cartProducts(
      items.map((i) => i.pn),
      lang,
    ),
  ]);
  const { rules, wireDuctCategory } = shopFacts(site.settings);
  const prices = await pricesFor([...products.values()], priceList);
  const lines = items.flatMap((item): CartLineView[] => {
    const product = products.get(item.pn);
    const price = prices[item.pn];
    if (!product || !price) return [];
    const line = priceLine(
      {
        pn: item.pn,
        quantity: item.quantity,
        listPriceCents: price.listCents,
        saleCents: price.saleCents,
        callForPrice: price.callForPrice,
        tariff: product.tariff,
        pkgqty: product.pkgqty,
        wireDuct: isWireDuctProduct(product, wireDuctCategory),
      },
      rules,
    );
    return [{ ...line, title: product.title, slug: product.slug, image: product.image }];
  });
  return { lines, subtotalCents: cartSubtotal(lines), callForPrice: hasCallForPrice(lines) };
}

/** The owner's saved items and billing and shipping choices (the cart page and checkout quote them); empty without a cart. */
export async function cartContents(
  owner: CartOwner | null,
): Promise<{ items: { pn: string; quantity: number }[]; selectedBillingId: string | null; selectedShippingId: string | null }> {
  const cart = owner ? await (await carts()).findCart(owner) : null;
  return {
    items: cart?.items.map(({ pn, quantity }) => ({ pn, quantity })) ?? [],
    selectedBillingId: cart?.selectedBillingId ?? null,
    selectedShippingId: cart?.selectedShippingId ?? null,
  };
}

/** Lines in the owner's cart (the header badge); null for a visitor without a cart. */
export async function cartLineCount(owner: CartOwner | null): Promise<number | null> {
  return owner ? (await carts()).countLines(owner) : null;
}

/**
 * What became of the anonymous cart a post worked on: `kept` (created or changed: its cookie is set or
 * renewed) or `emptied` (gone: its cookie goes too). Null for a buyer's saved cart or when nothing changed.
 */
export type AnonymousCartChange = { token: string; state: "kept" | "emptied" } | null;

/** A new anonymous cart's token: 32 random bytes, URL-safe. */
function newCartToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Applies one post to the owner's cart; a visitor without a cart gets a new anonymous one on the first
 * add. `utm` is the campaign recorded with an added line.
 */
export async function changeCart(
  existing: CartOwner | null,
  post: CartRequest,
  lang: Lang,
  utm: Utm,
): Promise<{ result: CartResult; anonymous: AnonymousCartChange }> {
  const repository = await carts();
  if (post.intent === "clear") {
    if (existing) await repository.deleteCart(existing);
    return { result: { kind: "cleared" }, anonymous: existing?.kind === "anonymous" ? { token: existing.token, state: "emptied" } : null };
  }
  const product = (await cartProducts([post.pn], lang)).get(post.pn);
  // A line of a product that left the catalogue can still be removed.
  if (!product && post.intent !== "remove") return { result: { kind: "unknownProduct", pn: post.pn }, anonymous: null };
  const { wireDuctCategory } = shopFacts((await getSiteContent()).settings);
  const step = product ? quantityStep({ pkgqty: product.pkgqty, wireDuct: isWireDuctProduct(product, wireDuctCategory) }) : 1;
  const owner = existing ?? { kind: "anonymous" as const, token: newCartToken() };
  const intent = post.intent;
  const applied = await repository.changeLine(owner, post.pn, (current) => decideLineChange(intent, current, post.quantity, step), intent === "add" ? utm : {});
  const anonymous: AnonymousCartChange =
    owner.kind !== "anonymous"
      ? null
      : applied.emptied
        ? { token: owner.token, state: "emptied" }
        : applied.exists
          ? { token: owner.token, state: "kept" }
          : null;
  const { change } = applied;
  switch (change.kind) {
    case "ignored":
      return { result: { kind: "ignored", pn: post.pn, reason: change.reason }, anonymous };
    case "notInCart":
      return { result: { kind: "notInCart", pn: post.pn }, anonymous };
    case "quantity":
    case "remove": {
      const quantity = change.kind === "quantity" ? change.quantity : null;
      const added = intent === "add" && quantity !== null ? quantity - (applied.before ?? 0) : null;
      return { result: { kind: "changed", intent, pn: post.pn, title: product?.title ?? post.pn, quantity, added }, anonymous };
    }
  }
}

/**
 * Adds lines already checked against the catalogue in one write (quick order, reorder): each quantity adds to
 * what the cart holds. A visitor without a cart gets a new anonymous one when something is added.
 */
export async function addCartLines(
  existing: CartOwner | null,
  lines: readonly { pn: string; quantity: number }[],
  utm: Utm,
): Promise<{ added: number; tooLarge: string[]; anonymous: AnonymousCartChange }> {
  const owner = existing ?? { kind: "anonymous" as const, token: newCartToken() };
  const result = lines.length === 0 ? { added: 0, tooLarge: [] } : await (await carts()).addLines(owner, lines, utm);
  const anonymous: AnonymousCartChange = owner.kind === "anonymous" && result.added > 0 ? { token: owner.token, state: "kept" } : null;
  return { ...result, anonymous };
}

/**
 * At sign-in: the anonymous cart merges into the buyer's saved cart (quantities the saved cart holds
 * win, missing lines are added; docs/cart.md#merge-at-sign-in) and the anonymous cart goes.
 */
export async function mergeCarts(anonymousToken: string, email: string): Promise<number> {
  return (await carts()).mergeCart({ kind: "anonymous", token: anonymousToken }, { kind: "email", email });
}

/**
 * The saved cart's billing and shipping addresses follow the buyer's choices: their new defaults, or
 * none (null) after they switch to another company, whose addresses checkout offers afresh.
 */
export async function selectCartAddresses(owner: CartOwner, selection: { billingId: string | null; shippingId: string | null }): Promise<void> {
  await (await carts()).selectAddresses(owner, selection);
}
