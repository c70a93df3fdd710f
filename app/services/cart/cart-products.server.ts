import type { Lang } from "~/i18n/lang";
import { getContent } from "~/services/content/index.server";
import type { ImageField, LocaleSlug } from "~/services/content/types";

/** What a cart line shows and prices of its product. */
export type CartProduct = {
  pn: string;
  title: string;
  slug: LocaleSlug;
  image: ImageField | null;
  list_price: number;
  pkgqty: number;
  tariff: boolean;
  discountSchedule: string | null;
  /** The (en) slug of the product's category: wire duct is recognised by it. */
  categorySlug: string | null;
  /** The product series' code (its title), e.g. `GCX11`. */
  series: string | null;
  /** Business days before it ships (the price file's lead time). */
  leadTimeDays: number | null;
};

/** One fixed query text per language, so the content cache answers every cart from memory. */
function cartProductsQuery(lang: Lang): string {
  return `*[_type == "product"]{
    pn, "title": title.${lang}, slug, image, list_price, pkgqty, tariff,
    "discountSchedule": series->discountSchedule, "categorySlug": category->slug.en, "series": series->title, leadTimeDays
  }`;
}

const allProducts = async (lang: Lang) => (await getContent()).fetch<CartProduct[]>(cartProductsQuery(lang));

/** Index by part number, built once per cached answer. */
const byPn = new WeakMap<CartProduct[], Map<string, CartProduct>>();

/** The products of these part numbers that exist in the catalogue, by part number (exact). */
export async function cartProducts(pns: readonly string[], lang: Lang): Promise<Map<string, CartProduct>> {
  const all = await allProducts(lang);
  let index = byPn.get(all);
  if (!index) byPn.set(all, (index = new Map(all.map((p) => [p.pn, p]))));
  const found = new Map<string, CartProduct>();
  for (const pn of pns) {
    const product = index.get(pn);
    if (product) found.set(pn, product);
  }
  return found;
}

/** The order by part number, sorted once per cached answer. */
const sortedByPn = new WeakMap<CartProduct[], readonly CartProduct[]>();

/** Every product the cart can price, by part number (the price file's rows). */
export async function everyCartProduct(lang: Lang): Promise<readonly CartProduct[]> {
  const all = await allProducts(lang);
  let sorted = sortedByPn.get(all);
  if (!sorted) sortedByPn.set(all, (sorted = [...all].sort((a, b) => (a.pn < b.pn ? -1 : a.pn > b.pn ? 1 : 0))));
  return sorted;
}
