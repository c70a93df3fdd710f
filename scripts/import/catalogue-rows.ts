/**
 * The catalogue's part of `npm run import` (docs/import.md#the-catalogue): the rows of products,
 * series, categories and attribute titles checked one by one and upserted by key over the catalogue in place, and
 * zones and shipping, which a file replaces whole. Pure: the files' text and the drawings present come in.
 */
import { z } from "zod";
import { drawingSrc } from "../../app/domain/product-drawing";
import { readCsv, type CsvColumn } from "../../app/services/import/csv";
import { issueProblems, missing, type Located, type Problem } from "../../app/services/import/problems";
import { catalogSchema, type Catalog } from "./catalog";
import { productDrawings } from "./catalog-documents";

type RowKind = "categories" | "series" | "products" | "attributeTitles";
type Row<K extends RowKind> = Catalog[K][number];

/** Each kind of row: its file, its key, and the reasons its references fail in the merged catalogue. */
const ROWS: { [K in RowKind]: { file: string; name: string; key: (row: Row<K>) => string; references: (row: Row<K>, catalog: Catalog) => string[] } } = {
  categories: {
    file: "categories.json",
    name: "categories",
    key: (c) => c.slug.en,
    references: (c, catalog) =>
      missing(
        "category",
        c.parent,
        catalog.categories.some((p) => p.slug.en === c.parent),
      ),
  },
  series: {
    file: "series.json",
    name: "series",
    key: (s) => s.code,
    references: (s, catalog) =>
      missing(
        "category",
        s.category,
        catalog.categories.some((c) => c.slug.en === s.category),
      ),
  },
  attributeTitles: {
    file: "attribute-titles.json",
    name: "attribute-titles",
    key: (a) => a.key,
    references: () => [],
  },
  products: {
    file: "products.json",
    name: "products",
    key: (p) => p.pn,
    references: (p, catalog) => [
      ...missing(
        "series",
        p.series,
        catalog.series.some((s) => s.code === p.series),
      ),
      ...missing(
        "category",
        p.category,
        catalog.categories.some((c) => c.slug.en === p.category),
      ),
      ...Object.keys(p.attributes).flatMap((key) =>
        missing(
          "attribute",
          key,
          catalog.attributeTitles.some((a) => a.key === key),
        ),
      ),
      ...(p.accessoryOf ?? []).flatMap((pn) =>
        missing(
          "product",
          pn,
          catalog.products.some((q) => q.pn === pn),
        ),
      ),
    ],
  },
};

/** In the order the references need them. */
const ROW_KINDS: RowKind[] = ["categories", "series", "attributeTitles", "products"];

/** products.csv (docs/import.md#the-catalogue): the localized texts in a column per language, attributes as JSON. */
export const PRODUCTS_CSV: readonly CsvColumn[] = [
  { column: "pn", field: "pn", type: "text" },
  { column: "series", field: "series", type: "text" },
  { column: "category", field: "category", type: "text" },
  { column: "title_en", field: "titleEn", type: "text" },
  { column: "title_es", field: "titleEs", type: "text" },
  { column: "description_en", field: "descriptionEn", type: "text" },
  { column: "description_es", field: "descriptionEs", type: "text" },
  { column: "list_price", field: "list_price", type: "number?" },
  { column: "pkgqty", field: "pkgqty", type: "integer?" },
  { column: "tariff", field: "tariff", type: "boolean" },
  { column: "weight_lb", field: "weight_lb", type: "number?" },
  { column: "lead_time_days", field: "leadTimeDays", type: "integer?" },
  { column: "attributes", field: "attributes", type: "text", optional: true },
  { column: "accessory_of", field: "accessoryOf", type: "list", optional: true },
];

/** What the catalogue files hold, located, unchecked. */
export type CatalogueRows = Partial<Record<RowKind, Located<unknown>[]>> & { zones?: Located<unknown>; shipping?: Located<unknown> };

/** The catalogue files the import reads, and `products.csv`. */
export const CATALOGUE_FILES = [...ROW_KINDS.map((k) => ROWS[k].file), "products.csv", "zones.json", "shipping.json"] as const;

/** The line each top-level array item of the JSON text starts on. */
function itemLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectItem = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "\n") line++;
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectItem && !/[\s\]]/.test(ch)) {
      lines.push(line);
      expectItem = false;
    }
    if (ch === '"') inString = true;
    else if (ch === "[" || ch === "{") expectItem = ++depth === 1;
    else if (ch === "]" || ch === "}") depth--;
    else if (ch === "," && depth === 1) expectItem = true;
  }
  return lines;
}

/** Reads one catalogue file's text into `rows`; the problems of the file as a whole. */
export function readCatalogueFile(file: (typeof CATALOGUE_FILES)[number], text: string, rows: CatalogueRows): Problem[] {
  if (file === "products.csv") return readProductsCsv(text, rows);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${file}:1: not JSON (${(error as Error).message})`];
  }
  if (file === "zones.json" || file === "shipping.json") {
    rows[file === "zones.json" ? "zones" : "shipping"] = { at: file, record: data };
    return [];
  }
  const kind = ROW_KINDS.find((k) => ROWS[k].file === file)!;
  if (!Array.isArray(data)) return [`${file}:1: must be an array of ${ROWS[kind].name}`];
  const lines = itemLines(text);
  rows[kind] = data.map((record: unknown, i) => ({ at: `${file}:${lines[i] ?? 1}`, record }));
  return [];
}

function readProductsCsv(text: string, rows: CatalogueRows): Problem[] {
  const read = readCsv("products.csv", text, PRODUCTS_CSV);
  const problems = [...read.problems];
  const products: Located<unknown>[] = [];
  for (const { at, record } of read.rows) {
    const { titleEn, titleEs, descriptionEn, descriptionEs, attributes, accessoryOf, ...rest } = record;
    let parsed: unknown = {};
    try {
      if (typeof attributes === "string" && attributes.trim() !== "") parsed = JSON.parse(attributes);
    } catch {
      problems.push(`${at}: attributes: not JSON ({"key": {"en": "…", "es": "…"}})`);
      continue;
    }
    products.push({
      at,
      record: {
        ...rest,
        title: { en: titleEn, es: titleEs },
        description: { en: descriptionEn, es: descriptionEs },
        attributes: parsed,
        ...(accessoryOf === undefined ? {} : { accessoryOf }),
      },
    });
  }
  rows.products = products;
  return problems;
}

/** What one kind's rows did to the catalogue in place. */
export type RowCounts = { table: string; inserted: number; updated: number; unchanged: number; deleted: number };

/**
 * `rows` checked and upserted by key over `base`: every bad row (its schema, a key given twice, a reference to a row
 * neither the files nor `base` hold, a colour no painted drawing exists for: `hasImage`) is a problem.
 */
export function mergeCatalogue(
  base: Catalog,
  rows: CatalogueRows,
  hasImage: (src: string) => boolean,
): { catalog: Catalog; counts: RowCounts[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const catalog: Catalog = { ...base };
  const checked: { kind: RowKind; at: string; row: Row<RowKind> }[] = [];
  const counts: RowCounts[] = [];
  for (const kind of ROW_KINDS) {
    const given = rows[kind];
    if (!given) continue;
    const spec = ROWS[kind] as unknown as (typeof ROWS)["products"];
    const schema = (catalogSchema.shape[kind] as unknown as z.ZodArray<z.ZodTypeAny>).element;
    const merged = new Map((base[kind] as Row<"products">[]).map((row) => [spec.key(row), row]));
    const firstAt = new Map<string, string>();
    const count: RowCounts = { table: spec.name, inserted: 0, updated: 0, unchanged: 0, deleted: 0 };
    for (const { at, record } of given) {
      const parsed = schema.safeParse(record);
      if (!parsed.success) {
        problems.push(issueProblems(at, parsed.error.issues));
        continue;
      }
      const row = parsed.data as Row<"products">;
      const key = spec.key(row);
      const first = firstAt.get(key);
      if (first) {
        problems.push(`${at}: duplicate key "${key}" (first at ${first})`);
        continue;
      }
      firstAt.set(key, at);
      const before = merged.get(key);
      if (!before) count.inserted++;
      else if (JSON.stringify(before) === JSON.stringify(row)) count.unchanged++;
      else count.updated++;
      merged.set(key, row);
      checked.push({ kind, at, row });
    }
    (catalog as Record<RowKind, unknown[]>)[kind] = [...merged.values()];
    counts.push(count);
  }
  for (const whole of ["zones", "shipping"] as const) {
    const given = rows[whole];
    if (!given) continue;
    const parsed = catalogSchema.shape[whole].safeParse(given.record);
    if (parsed.success) (catalog as Record<typeof whole, unknown>)[whole] = parsed.data;
    else problems.push(...parsed.error.issues.map((issue) => issueProblems(`${given.at}:${issue.path.join(".") || "1"}`, [{ ...issue, path: [] }])));
  }
  for (const { kind, at, row } of checked) {
    const reasons = (ROWS[kind] as unknown as (typeof ROWS)["products"]).references(row as Row<"products">, catalog);
    if (kind === "products") {
      const [drawing] = productDrawings({ ...catalog, products: [row as Row<"products">] });
      const src = drawingSrc(drawing!);
      if (!hasImage(src)) reasons.push(`no drawing ${src} in public/ for its colour (npm run import-catalog paints the catalogue's colours)`);
    }
    if (reasons.length > 0) problems.push(`${at}: ${reasons.join("; ")}`);
  }
  return { catalog, counts, problems };
}
