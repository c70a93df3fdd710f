import type { Lang } from "~/i18n/lang";
import { catalogDb, SLUG_COLUMN, storableKeys, type CardRow } from "~/services/content/catalog-rows.server";

/** What a cart line shows and prices of its product: its card's columns and more. */
export type CartProduct = CardRow & {
  tariff: boolean;
  /** The product series' code (its title), e.g. `GCX11`. */
  series: string | null;
  /** Business days before it ships (the price file's lead time). */
  leadTimeDays: number | null;
};

/** A cart product's columns of the catalogue's table (docs/search.md#the-index), in one language. */
const columns = (lang: Lang) =>
  `pn, title_${lang} AS title, ${SLUG_COLUMN}, image, list_price, pkgqty, tariff,
  discount_schedule AS "discountSchedule", category_slug AS "categorySlug", series_code AS series, lead_time_days AS "leadTimeDays"`;

/** The products of these part numbers that exist in the catalogue, by part number (exact). */
export async function cartProducts(pns: readonly string[], lang: Lang): Promise<Map<string, CartProduct>> {
  const wanted = storableKeys(pns);
  if (wanted.length === 0) return new Map();
  const rows = await (await catalogDb()).query<CartProduct>(`SELECT ${columns(lang)} FROM catalog_products WHERE pn = ANY($1::text[])`, [wanted]);
  const byPn = new Map(rows.map((p) => [p.pn, p]));
  const found = new Map<string, CartProduct>();
  for (const pn of pns) {
    const product = byPn.get(pn);
    if (product) found.set(pn, product);
  }
  return found;
}

/** Every product the cart can price, by part number (the price file's rows): read for each file, not kept. */
export async function everyCartProduct(lang: Lang): Promise<readonly CartProduct[]> {
  return (await catalogDb()).query<CartProduct>(`SELECT ${columns(lang)} FROM catalog_products ORDER BY pn COLLATE "C"`);
}
