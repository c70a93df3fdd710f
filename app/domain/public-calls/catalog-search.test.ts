import { describe, expect, it } from "vitest";
import { DEFAULT_SEARCH_SIZE, distinctPartNumbers, MAX_SEARCH_SIZE, searchAnswer, searchRequestSchema, type SearchProduct } from "./catalog-search";

const body = (pn: unknown, extra: Record<string, unknown> = {}) => ({
  elasticQuery: { size: 999, query: { terms: { pn } }, ...extra },
  elasticIndex: "products",
});

describe("searchRequestSchema", () => {
  it("reads the original shop's body", () => {
    expect(searchRequestSchema.parse(body(["GCX1111-10", "DS-63-3P-EN"]))).toEqual(body(["GCX1111-10", "DS-63-3P-EN"]));
  });
  it("takes Elasticsearch's default size and needs no index", () => {
    expect(searchRequestSchema.parse({ elasticQuery: { query: { terms: { pn: [] } } } })).toEqual({
      elasticQuery: { size: DEFAULT_SEARCH_SIZE, query: { terms: { pn: [] } } },
    });
  });
  it("reads a text query, its fields accepted", () => {
    expect(searchRequestSchema.parse({ elasticQuery: { size: 5, query: { multi_match: { query: " red mushroom ", fields: ["title"] } } } })).toEqual({
      elasticQuery: { size: 5, query: { multi_match: { query: "red mushroom", fields: ["title"] } } },
    });
  });
  it(`accepts ${MAX_SEARCH_SIZE} part numbers`, () => {
    expect(searchRequestSchema.safeParse(body(Array.from({ length: MAX_SEARCH_SIZE }, (_, i) => `PN-${i}`))).success).toBe(true);
  });
  it.each([
    ["no body", undefined, ""],
    ["no query", { elasticQuery: {} }, "elasticQuery.query"],
    ["no terms.pn", { elasticQuery: { query: { terms: { sku: ["A"] } } } }, "elasticQuery.query.terms.pn"],
    ["pn not an array", body("GCX1111-10"), "elasticQuery.query.terms.pn"],
    ["a number among the part numbers", body(["A", 42]), "elasticQuery.query.terms.pn.1"],
    ["an empty part number", body([""]), "elasticQuery.query.terms.pn.0"],
    ["too many part numbers", body(Array.from({ length: MAX_SEARCH_SIZE + 1 }, (_, i) => `PN-${i}`)), "elasticQuery.query.terms.pn"],
    ["size above the cap", { elasticQuery: { size: 1000, query: { terms: { pn: [] } } } }, "elasticQuery.size"],
    ["a negative size", { elasticQuery: { size: -1, query: { terms: { pn: [] } } } }, "elasticQuery.size"],
    ["a fractional size", { elasticQuery: { size: 2.5, query: { terms: { pn: [] } } } }, "elasticQuery.size"],
    ["size as a string", { elasticQuery: { size: "10", query: { terms: { pn: [] } } } }, "elasticQuery.size"],
    ["a non-string index", { ...body([]), elasticIndex: 3 }, "elasticIndex"],
    ["an empty query", { elasticQuery: { query: {} } }, "elasticQuery.query"],
    ["both kinds of query", { elasticQuery: { query: { terms: { pn: ["A"] }, multi_match: { query: "relay" } } } }, "elasticQuery.query"],
    ["an empty text", { elasticQuery: { query: { multi_match: { query: "  " } } } }, "elasticQuery.query.multi_match.query"],
    ["a text over 100 characters", { elasticQuery: { query: { multi_match: { query: "x".repeat(101) } } } }, "elasticQuery.query.multi_match.query"],
  ])("refuses %s, naming where", (_, input, path) => {
    const result = searchRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join("."))).toContain(path);
  });
});

describe("distinctPartNumbers", () => {
  it("keeps the first of each, in order, exactly as written", () => {
    expect(distinctPartNumbers(["B", "A", "B", "a", "A"])).toEqual(["B", "A", "a"]);
  });
});

describe("searchAnswer", () => {
  const product = (pn: string, extra: Partial<SearchProduct> = {}): SearchProduct => ({
    pn,
    pkgqty: 1,
    tariff: false,
    series: "GCX11",
    categorySlug: "22mm-nema-push-buttons",
    ...extra,
  });
  const prices = {
    A: { listCents: 1505, saleCents: 1385, callForPrice: false },
    B: { listCents: 10000, saleCents: 6500, callForPrice: false },
    C: { listCents: 999, saleCents: 0, callForPrice: true },
  };

  it("answers each product's source in dollars, in the order given", () => {
    const answer = searchAnswer([product("B", { pkgqty: 10, tariff: true, series: null, categorySlug: null }), product("A")], 999, prices);
    expect(answer).toEqual({
      hits: {
        total: { value: 2, relation: "eq" },
        hits: [
          { _id: "B", _source: { pn: "B", list_price: 100, sale_price: 65, series: null, pkgqty: 10, parent: null, tariff: true } },
          { _id: "A", _source: { pn: "A", list_price: 15.05, sale_price: 13.85, series: "GCX11", pkgqty: 1, parent: "22mm-nema-push-buttons", tariff: false } },
        ],
      },
    });
  });

  it("caps the hits at size and still counts every match", () => {
    const answer = searchAnswer([product("A"), product("B"), product("C")], 2, prices);
    expect(answer.hits.total.value).toBe(3);
    expect(answer.hits.hits.map((h) => h._id)).toEqual(["A", "B"]);
    expect(searchAnswer([product("A")], 0, prices).hits).toEqual({ total: { value: 1, relation: "eq" }, hits: [] });
    expect(searchAnswer([product("A")], 1, prices, 40).hits.total).toEqual({ value: 40, relation: "eq" });
  });

  it("answers a product quoted only (call for price) at 0", () => {
    expect(searchAnswer([product("C")], 1, prices).hits.hits[0]!._source.sale_price).toBe(0);
  });

  it("refuses to answer a hit it has no price for", () => {
    expect(() => searchAnswer([product("Z")], 1, prices)).toThrow(/No price for Z/);
  });
});
