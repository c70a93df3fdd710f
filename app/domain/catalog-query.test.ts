import { describe, expect, it } from "vitest";
import {
  categoryTrail,
  computeFacets,
  facetsFromCounts,
  filterProducts,
  findBySlug,
  flattenTree,
  matchesText,
  onlyKeys,
  paginate,
  sortProducts,
  sortRanks,
  withDescendants,
  type FilterableProduct,
} from "./catalog-query";

describe("onlyKeys", () => {
  it("drops filters on attributes that are not public", () => {
    expect(onlyKeys({ color: ["Black"], binLocation: ["A1"] }, ["color"])).toEqual({ color: ["Black"] });
  });
});

const product = (pn: string, title: string, attrs: [string, string, string][]): FilterableProduct => ({
  pn,
  title,
  attributes: attrs.map(([key, en, es]) => ({ key, en, es })),
});
const products = [
  product("GCX1111-10", "Flush Push Button, Black", [
    ["color", "Black", "negro"],
    ["voltage", "24V", "24V"],
  ]),
  product("GCX1112-01", "Flush Push Button, Red", [
    ["color", "Red", "rojo"],
    ["voltage", "24V", "24V"],
  ]),
  product("GCX1112-02", "Pilot Light, Red", [
    ["color", "Red", "rojo"],
    ["voltage", "120V", "120V"],
  ]),
  product("WD-2", "Wire duct", []),
];

describe("matchesText", () => {
  it("matches part number or title, ignoring case and accents", () => {
    expect(matchesText(products[0]!, "gcx1111")).toBe(true);
    expect(matchesText(products[0]!, "PUSH")).toBe(true);
    expect(matchesText(product("X", "Botón rasante", []), "boton")).toBe(true);
    expect(matchesText(products[0]!, "relay")).toBe(false);
    expect(matchesText(products[0]!, "")).toBe(true);
  });
});

describe("filterProducts", () => {
  it("ORs values of one attribute and ANDs different attributes", () => {
    const pns = (f: Record<string, string[]>) => filterProducts(products, { q: "", filters: f }).map((p) => p.pn);
    expect(pns({ color: ["Black", "Red"] })).toEqual(["GCX1111-10", "GCX1112-01", "GCX1112-02"]);
    expect(pns({ color: ["Red"], voltage: ["24V"] })).toEqual(["GCX1112-01"]);
    expect(pns({})).toHaveLength(4);
  });
  it("accepts a value in either language, so a switched-language URL keeps working", () => {
    expect(filterProducts(products, { q: "", filters: { color: ["rojo"] } })).toHaveLength(2);
  });
  it("combines text and attributes", () => {
    expect(filterProducts(products, { q: "pilot", filters: { color: ["Red"] } }).map((p) => p.pn)).toEqual(["GCX1112-02"]);
  });
});

describe("sortProducts", () => {
  it("sorts by part number with numbers in numeric order, or by title", () => {
    const items = [product("A-10", "b", []), product("A-9", "c", []), product("A-100", "a", [])];
    expect(sortProducts(items, "pn", "en").map((p) => p.pn)).toEqual(["A-9", "A-10", "A-100"]);
    expect(sortProducts(items, "title", "en").map((p) => p.title)).toEqual(["a", "b", "c"]);
  });
});

describe("sortRanks", () => {
  it("gives each product its position in sortProducts' orders, by part number and by each language's title", () => {
    const ranks = sortRanks([
      { id: "a", pn: "A-10", title: { en: "Relay", es: "Relé" } },
      { id: "b", pn: "A-9", title: { en: "Button", es: "Pulsador" } },
      { id: "c", pn: "A-100", title: { en: "Relay", es: "Bobina" } },
    ]);
    expect(ranks.get("a")).toEqual({ pn: 1, title: { en: 1, es: 2 } });
    expect(ranks.get("b")).toEqual({ pn: 0, title: { en: 0, es: 1 } });
    expect(ranks.get("c")).toEqual({ pn: 2, title: { en: 2, es: 0 } });
  });
});

describe("computeFacets", () => {
  const titles = [
    { key: "voltage", title: "Voltage" },
    { key: "color", title: "Color" },
  ];
  it("lists values with counts in the language asked, in the order of the titles", () => {
    const facets = computeFacets(products, { q: "", filters: {} }, titles, "es");
    expect(facets).toEqual([
      {
        key: "voltage",
        title: "Voltage",
        values: [
          { value: "24V", count: 2, selected: false },
          { value: "120V", count: 1, selected: false },
        ],
      },
      {
        key: "color",
        title: "Color",
        values: [
          { value: "negro", count: 1, selected: false },
          { value: "rojo", count: 2, selected: false },
        ],
      },
    ]);
  });
  it("counts each attribute under the other attributes' filters only", () => {
    const facets = computeFacets(products, { q: "", filters: { color: ["Red"] } }, titles, "en");
    expect(facets.find((f) => f.key === "color")!.values).toEqual([
      { value: "Black", count: 1, selected: false },
      { value: "Red", count: 2, selected: true },
    ]);
    expect(facets.find((f) => f.key === "voltage")!.values).toEqual([
      { value: "24V", count: 1, selected: false },
      { value: "120V", count: 1, selected: false },
    ]);
  });
  it("leaves out attributes with nothing to choose, and those without a title (not public)", () => {
    const facets = computeFacets(products, { q: "pilot", filters: {} }, titles, "en");
    expect(facets).toEqual([]);
    expect(computeFacets(products, { q: "", filters: {} }, [{ key: "material", title: "Material" }], "en")).toEqual([]);
  });
  it("keeps a selected value even when nothing matches it any more", () => {
    const facets = computeFacets(products, { q: "pilot", filters: { color: ["Black"] } }, titles, "en");
    expect(facets.find((f) => f.key === "color")!.values).toEqual([
      { value: "Black", count: 0, selected: true },
      { value: "Red", count: 1, selected: false },
    ]);
  });
});

describe("facetsFromCounts", () => {
  it("labels counts made elsewhere (the database) as computeFacets does, adding counts of one label", () => {
    const counts = [
      { key: "color", en: "Red", es: "rojo", count: 2 },
      { key: "color", en: "Black", es: "negro", count: 1 },
      { key: "color", en: "Red", es: "rojo ", count: 1 },
      { key: "material", en: "Steel", es: "acero", count: 3 },
    ];
    expect(
      facetsFromCounts(
        counts,
        { color: ["rojo "], voltage: ["12V"] },
        [
          { key: "color", title: "Color" },
          { key: "voltage", title: "Voltage" },
        ],
        "en",
      ),
    ).toEqual([
      {
        key: "color",
        title: "Color",
        values: [
          { value: "Black", count: 1, selected: false },
          { value: "Red", count: 3, selected: true },
        ],
      },
      { key: "voltage", title: "Voltage", values: [{ value: "12V", count: 0, selected: true }] },
    ]);
  });
});

describe("paginate", () => {
  it("windows the list", () => {
    expect(paginate(50, 1, 24)).toEqual({ page: 1, pageCount: 3, start: 0, end: 24, total: 50, requestedPastEnd: false });
    expect(paginate(50, 3, 24)).toEqual({ page: 3, pageCount: 3, start: 48, end: 50, total: 50, requestedPastEnd: false });
  });
  it("clamps a page past the end to the last page and says so", () => {
    expect(paginate(50, 9, 24)).toMatchObject({ page: 3, start: 48, requestedPastEnd: true });
  });
  it("has one empty page for no results", () => {
    expect(paginate(0, 1, 24)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0, total: 0, requestedPastEnd: false });
  });
});

const tree = [
  { _id: "top", parent: null, slug: { en: "top", es: "arriba" } },
  { _id: "mid", parent: { _ref: "top" }, slug: { en: "mid", es: "medio" } },
  { _id: "leaf", parent: { _ref: "mid" }, slug: { en: "leaf", es: "hoja" } },
  { _id: "other", parent: null, slug: { en: "other", es: "otra" } },
];

describe("category tree", () => {
  it("finds a category with all its descendants", () => {
    expect(withDescendants(tree, "top")).toEqual(["top", "mid", "leaf"]);
    expect(withDescendants(tree, "leaf")).toEqual(["leaf"]);
  });
  it("gives the trail from the top level down", () => {
    expect(categoryTrail(tree, "leaf").map((c) => c._id)).toEqual(["top", "mid", "leaf"]);
    expect(categoryTrail(tree, "missing")).toEqual([]);
  });
  it("survives a cycle in parent references", () => {
    const cyclic = [
      { _id: "a", parent: { _ref: "b" } },
      { _id: "b", parent: { _ref: "a" } },
    ];
    expect(categoryTrail(cyclic, "a").map((c) => c._id)).toEqual(["b", "a"]);
    expect(withDescendants(cyclic, "a")).toEqual(["a", "b"]);
  });
  it("finds a category by its slug in either language", () => {
    expect(findBySlug(tree, "hoja")?._id).toBe("leaf");
    expect(findBySlug(tree, "leaf")?._id).toBe("leaf");
    expect(findBySlug(tree, "")).toBeUndefined();
    expect(findBySlug(tree, "nope")).toBeUndefined();
  });
});

describe("flattenTree", () => {
  it("orders categories depth first by sequence, with depths; orphans count as top level", () => {
    const categories = [
      { _id: "b", parent: null, sequence: 2 },
      { _id: "a2", parent: { _ref: "a" }, sequence: 2 },
      { _id: "a", parent: null, sequence: 1 },
      { _id: "a1", parent: { _ref: "a" }, sequence: 1 },
      { _id: "orphan", parent: { _ref: "gone" }, sequence: 3 },
    ];
    expect(flattenTree(categories).map(({ category, depth }) => `${category._id}:${depth}`)).toEqual(["a:0", "a1:1", "a2:1", "b:0", "orphan:0"]);
  });
});
