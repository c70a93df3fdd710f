/**
 * The product list's URL parameters read into a ListQuery. Server-only: the zod schema would
 * otherwise travel to the browser with every module that imports the list rules.
 */
import { z } from "zod";
import { FILTER_PREFIX, SORTS, type ListQuery } from "./catalog-query";
import { withoutControlCharacters } from "./forms/text";

const MAX_TEXT = 100;
const MAX_FILTER_VALUES = 50;
/** Far beyond any real page count; keeps a silly `page` out of the arithmetic. */
const MAX_PAGE = 100_000;

const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1).default(1);

/** A list's `page` parameter (the product list's, the cart's lines): anything but a page number is page 1. */
export function pageParam(params: URLSearchParams): number {
  return pageSchema.parse(params.get("page") || undefined);
}

/** Invalid values never fail the page: each falls back to its default. */
const paramsSchema = z.object({
  category: z.string().trim().max(200).catch("").default(""),
  q: z
    .string()
    .trim()
    .catch("")
    .default("")
    // A query with a control character (a NUL byte from a crafted link) still searches, for its words.
    .transform((q) => withoutControlCharacters(q).trim().slice(0, MAX_TEXT)),
  sort: z.enum(SORTS).catch("pn").default("pn"),
});

export function parseListQuery(params: URLSearchParams): ListQuery {
  const { category, q, sort } = paramsSchema.parse({
    category: params.get("category") ?? undefined,
    q: params.get("q") ?? undefined,
    sort: params.get("sort") ?? undefined,
  });
  const page = pageParam(params);
  const filters: Record<string, string[]> = {};
  for (const [name, raw] of params) {
    const key = name.startsWith(FILTER_PREFIX) ? name.slice(FILTER_PREFIX.length) : "";
    const value = withoutControlCharacters(raw).trim().slice(0, MAX_TEXT);
    if (!/^\w{1,50}$/.test(key) || value === "") continue;
    const values = (filters[key] ??= []);
    if (!values.includes(value) && values.length < MAX_FILTER_VALUES) values.push(value);
  }
  return { category, q, sort, page, filters };
}
