/**
 * `POST /api/public/elastic-search/search` (spec section 7): the original shop's Elasticsearch `terms`
 * query on part numbers, and a `multi_match` text query ranked by the shop's search index (docs/search.md),
 * answered from our own catalogue in Elasticsearch's answer shape.
 */
import { z } from "zod";
import { centsToDollars } from "../money";
import type { ProductPrice } from "../price-list";

/** The most hits, and the most part numbers, one query may ask for. */
export const MAX_SEARCH_SIZE = 999;
/** Elasticsearch's own default when `size` is left out. */
export const DEFAULT_SEARCH_SIZE = 10;
/** The longest text query, as in the search box. */
const MAX_TEXT = 100;

export const searchRequestSchema = z.object({
  elasticQuery: z.object({
    size: z.number().int().min(0).max(MAX_SEARCH_SIZE, `size is at most ${MAX_SEARCH_SIZE}`).default(DEFAULT_SEARCH_SIZE),
    query: z
      .object({
        terms: z
          .object({
            pn: z.array(z.string().min(1).max(100)).max(MAX_SEARCH_SIZE, `At most ${MAX_SEARCH_SIZE} part numbers`),
          })
          .optional(),
        /** Words or a part number, as the shop's search box takes them; `fields` is accepted and every field is searched. */
        multi_match: z
          .object({ query: z.string().trim().min(1).max(MAX_TEXT, `query is at most ${MAX_TEXT} characters`), fields: z.array(z.string()).optional() })
          .optional(),
      })
      .refine((query) => (query.terms === undefined) !== (query.multi_match === undefined), "Give either terms.pn or multi_match.query"),
  }),
  /** The original shop's index name; one catalogue answers every index. */
  elasticIndex: z.string().max(200).optional(),
});

export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** What a hit needs of a catalogue product. */
export type SearchProduct = { pn: string; pkgqty: number; tariff: boolean; series: string | null; categorySlug: string | null };

export type SearchSource = {
  pn: string;
  /** Dollars, to the cent. */
  list_price: number;
  /** Dollars on the caller's price list. */
  sale_price: number;
  /** The series code. */
  series: string | null;
  pkgqty: number;
  /** The category's slug. */
  parent: string | null;
  tariff: boolean;
};

export type SearchAnswer = { hits: { total: { value: number; relation: "eq" }; hits: { _id: string; _source: SearchSource }[] } };

/** Each part number once, in the order asked: a `terms` query matches a document once however often it is named. */
export const distinctPartNumbers = (pns: readonly string[]): string[] => [...new Set(pns)];

/**
 * The answer for the products that matched, in the order asked or ranked: `total` counts every match (all of
 * `matched` unless told), `hits` holds the first `size` of them. `prices` must hold every product among those.
 */
export function searchAnswer(
  matched: readonly SearchProduct[],
  size: number,
  prices: Readonly<Record<string, ProductPrice>>,
  total: number = matched.length,
): SearchAnswer {
  const hits = matched.slice(0, size).map((product) => {
    const price = prices[product.pn];
    if (!price) throw new Error(`No price for ${product.pn}`);
    const source: SearchSource = {
      pn: product.pn,
      list_price: centsToDollars(price.listCents),
      sale_price: centsToDollars(price.saleCents),
      series: product.series,
      pkgqty: product.pkgqty,
      parent: product.categorySlug,
      tariff: product.tariff,
    };
    return { _id: product.pn, _source: source };
  });
  return { hits: { total: { value: total, relation: "eq" }, hits } };
}
