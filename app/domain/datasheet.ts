/**
 * A series' datasheet from its products' attributes: what every product of the series shares (the
 * common specifications) and, product by product, what tells them apart (the variants table).
 */

export type DatasheetProduct = { pn: string; attributes: { key: string; value: string }[] };

export type Datasheet = {
  /** Attributes every product has, with the same value, in the given key order. */
  common: { key: string; value: string }[];
  /** Attributes that differ between products (or that some lack), in the given key order. */
  varying: string[];
  /** Each product's value of each varying attribute, null where it has none. */
  rows: { pn: string; values: (string | null)[] }[];
};

/** `keyOrder`: the attribute keys to show, in the order to show them; other keys are left out. */
export function buildDatasheet(products: readonly DatasheetProduct[], keyOrder: readonly string[]): Datasheet {
  const valuesOf = products.map((p) => new Map(p.attributes.map((a) => [a.key, a.value])));
  const present = keyOrder.filter((key) => valuesOf.some((values) => values.has(key)));
  const isCommon = (key: string) => products.length > 1 && new Set(valuesOf.map((values) => values.get(key) ?? null)).size === 1;
  const varying = present.filter((key) => !isCommon(key));
  return {
    common: present.filter(isCommon).map((key) => ({ key, value: valuesOf[0]!.get(key)! })),
    varying,
    rows: products.map((p, i) => ({ pn: p.pn, values: varying.map((key) => valuesOf[i]!.get(key) ?? null) })),
  };
}
