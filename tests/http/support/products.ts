/** The dataset's products as quick order's tests and benchmark paste them (no test library: the bench reads it too). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./built-server";

type Doc = { _type: string; pn?: string; category?: { _ref: string } };
const products = readFileSync(path.join(ROOT, "content/dataset.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc)
  .filter((d) => d._type === "product");
/** Part numbers sold by the piece (not wire duct, which comes in packages). */
export const sold = products.filter((p) => p.category?._ref !== "category-wire-duct").map((p) => p.pn!);
/** A wire duct's part number (sold in its package quantity). */
export const duct = products.find((p) => p.category?._ref === "category-wire-duct")!.pn!;
