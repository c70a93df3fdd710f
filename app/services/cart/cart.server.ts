import { cartSubtotal, hasCallForPrice, isWireDuct, priceLine, quantityStep, type CartLine, type IgnoredQuantityReason } from "~/domain/cart-lines";
import type { Lang } from "~/i18n/lang";
import { getSiteContent } from "~/services/content/site.server";
import type { ImageField, LocaleSlug, SiteSettingsDoc } from "~/services/content/types";
import { getAuth } from "~/services/auth/index.server";
import { getDb } from "~/services/db/index.server";
import { pricesFor, visitorFor, type Visitor } from "~/services/pricing.server";
import { clearCartToken, commitCartToken, newCartToken, readCartToken } from "./cart-cookie.server";
import { cartProducts, type CartProduct } from "./cart-products.server";
import { createCartRepository, type CartOwner, type CartRepository, type Utm } from "./cart-repository.server";
import { decideLineChange, type LineIntent } from "./line-change";
import { latestUtm } from "./tracking.server";

export type { CartOwner } from "./cart-repository.server";

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

const repositories = new WeakMap<object, CartRepository>();

async function carts(): Promise<CartRepository> {
  const db = await getDb();
  let repository = repositories.get(db);
  if (!repository) repositories.set(db, (repository = createCartRepository(db)));
  return repository;
}

/**
 * Whose cart a request works on: the signed-in buyer, else the browser's cart cookie, else nobody
 * yet. `setCookie` carries a session the lookup refreshed: a response must send it on.
 */
export async function cartOwner(request: Request): Promise<{ owner: CartOwner | null; setCookie: string | null }> {
  const auth = await getAuth(request);
  const setCookie = auth.setCookie ?? null;
  if (auth.user) return { owner: { kind: "email", email: auth.user.email }, setCookie };
  const token = await readCartToken(request);
  return { owner: token ? { kind: "anonymous", token } : null, setCookie };
}

function shopFacts(settings: unknown) {
  const site = settings as Pick<SiteSettingsDoc, "cartItemRules" | "wireDuctCategory"> | null;
  return { rules: site?.cartItemRules ?? [], wireDuctCategory: site?.wireDuctCategory ?? "" };
}

const isWireDuctProduct = (product: CartProduct, wireDuctCategory: string) => isWireDuct(product.categorySlug, wireDuctCategory);

/** Lines priced for the visitor; lines whose product left the catalogue are not shown. */
export async function priceCart(items: readonly { pn: string; quantity: number }[], visitor: Visitor, lang: Lang): Promise<CartView> {
  const [site, products] = await Promise.all([
    getSiteContent(),
    cartProducts(
      items.map((i) => i.pn),
      lang,
    ),
  ]);
  const { rules, wireDuctCategory } = shopFacts(site.settings);
  const prices = await pricesFor([...products.values()], visitor);
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

/** The request's cart, priced for its visitor; empty without one. */
export async function loadCart(request: Request, lang: Lang): Promise<CartView> {
  const { owner } = await cartOwner(request);
  const cart = owner ? await (await carts()).findCart(owner) : null;
  return priceCart(cart?.items ?? [], await visitorFor(request), lang);
}

/** Lines in the request's cart (the header badge); null for a visitor without a cart. */
export async function cartLineCount(request: Request): Promise<number | null> {
  const { owner } = await cartOwner(request);
  return owner ? (await carts()).countLines(owner) : null;
}

/**
 * Applies one post to the request's cart. `setCookies` create the anonymous cart cookie on the first
 * add, renew it on later changes and remove it when the cart is emptied (plus a refreshed session).
 */
export async function changeCart(request: Request, post: CartRequest, lang: Lang): Promise<{ result: CartResult; setCookies: string[] }> {
  const { owner: existing, setCookie: authCookie } = await cartOwner(request);
  const setCookies = authCookie ? [authCookie] : [];
  const repository = await carts();
  if (post.intent === "clear") {
    if (existing) await repository.deleteCart(existing);
    if (existing?.kind === "anonymous") setCookies.push(await clearCartToken());
    return { result: { kind: "cleared" }, setCookies };
  }
  const product = (await cartProducts([post.pn], lang)).get(post.pn);
  // A line of a product that left the catalogue can still be removed.
  if (!product && post.intent !== "remove") return { result: { kind: "unknownProduct", pn: post.pn }, setCookies };
  const { wireDuctCategory } = shopFacts((await getSiteContent()).settings);
  const step = product ? quantityStep({ pkgqty: product.pkgqty, wireDuct: isWireDuctProduct(product, wireDuctCategory) }) : 1;
  const owner = existing ?? { kind: "anonymous" as const, token: newCartToken() };
  const intent = post.intent;
  const utm: Utm = intent === "add" ? latestUtm(request) : {};
  const applied = await repository.changeLine(owner, post.pn, (current) => decideLineChange(intent, current, post.quantity, step), utm);
  if (owner.kind === "anonymous" && applied.emptied) setCookies.push(await clearCartToken());
  else if (owner.kind === "anonymous" && applied.exists) setCookies.push(await commitCartToken(owner.token));
  const { change } = applied;
  switch (change.kind) {
    case "ignored":
      return { result: { kind: "ignored", pn: post.pn, reason: change.reason }, setCookies };
    case "notInCart":
      return { result: { kind: "notInCart", pn: post.pn }, setCookies };
    case "quantity":
    case "remove": {
      const quantity = change.kind === "quantity" ? change.quantity : null;
      const added = intent === "add" && quantity !== null ? quantity - (applied.before ?? 0) : null;
      return { result: { kind: "changed", intent, pn: post.pn, title: product?.title ?? post.pn, quantity, added }, setCookies };
    }
  }
}

/**
 * On sign-in (docs/cart.md#merge-at-sign-in): the browser's anonymous cart merges into the buyer's saved cart — quantities
 * the saved cart holds win, missing lines are added — and the anonymous cart and its cookie go.
 * The caller appends `setCookie` to its sign-in response.
 */
export async function mergeAnonymousCart(request: Request, email: string): Promise<{ added: number; setCookie: string | null }> {
  const token = await readCartToken(request);
  if (!token) return { added: 0, setCookie: null };
  const added = await (await carts()).mergeCart({ kind: "anonymous", token }, { kind: "email", email });
  return { added, setCookie: await clearCartToken() };
}
