/**
 * Quick order's reading of a bill of materials (docs/quick-order.md): rows of cells, from pasted text or a
 * CSV file, into part numbers with quantities. Pure: the CSV file's cells come from csv-parse in the service.
 */
import { parseQuantity, type IgnoredQuantityReason } from "../cart-lines";

/** The most rows one post may hold (blank rows and a header row not counted). */
export const MAX_ORDER_ROWS = 1_000;
/** The longest part number looked up; anything longer is reported as it is, never searched. */
export const MAX_PART_NUMBER = 100;

/** A row's cells and where it came from: its 1-based row number and its text as the buyer gave it. */
export type OrderRow = { row: number; text: string; cells: string[] };

/** One part number to add, its quantities summed over the rows that named it. */
export type OrderItem = { pn: string; quantity: number; rows: OrderRow[] };

export type RowProblem = { kind: "badQuantity"; reason: IgnoredQuantityReason } | { kind: "badPartNumber" };
export type RejectedRow = OrderRow & { problem: RowProblem };

export type ReadOrder = { kind: "read"; items: OrderItem[]; rejected: RejectedRow[] } | { kind: "tooManyRows"; count: number; max: number };

/** A unit after a quantity: "5 pcs", "10 uds", "3x". */
const UNIT = "(?:x|pcs?|ea|uds?|u|pzas?)";
/** A cell that reads as a quantity: digits, perhaps with a sign, decimals or a unit ("5", "x5", "5 pcs", "2,5"). */
const QUANTITY_LIKE = new RegExp(`^(?:x\\s*)?[+-]?\\d+(?:[.,]\\d+)?(?:\\s*${UNIT})?$`, "i");
const UNIT_CELL = new RegExp(`^${UNIT}$`, "i");
const NUMBER = /[+-]?\d+(?:[.,]\d+)?/;
/** Words of a header row, in English and Spanish ("Part number", "Qty", "Cantidad", "Nº de parte"). */
const HEADER_WORD =
  /^(?:part|parts|pn|p\/n|item|items|sku|qty|quantity|quantities|cant\.?|cantidad|n[úu]mero|n[ºo°]|parte|pieza|c[óo]digo|description|descripci[óo]n)\b/i;
/** Part numbers are letters, digits and separators, as the catalogue's are; a cell of prose is not one. */
const PART_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N}\-_./ ]*$/u;

/** A row's column separator: a tab (a spreadsheet's copy), else a semicolon (Excel's dialect, whose decimals take commas), else a comma. */
const SEPARATORS = ["\t", ";", ","];

/**
 * Splits pasted text into rows of cells: a row with a tab, semicolon or comma is cut there (a spreadsheet's or
 * CSV's columns, so a description with spaces stays one cell); any other row at runs of spaces.
 */
export function pastedRows(text: string): OrderRow[] {
  return text.split(/\r\n|\r|\n/).flatMap((line, i) => {
    const separator = SEPARATORS.find((s) => line.includes(s));
    const cells = (separator ? line.split(separator) : line.split(/\s+/)).map((cell) => cell.trim()).filter((cell) => cell !== "");
    return cells.length === 0 ? [] : [{ row: i + 1, text: line.trim(), cells }];
  });
}

/**
 * A placed order's lines as rows (reorder): the text a spreadsheet would paste, one "part number, tab, quantity"
 * line each, so the report and the box of what could not be added read as for a paste.
 */
export function orderLineRows(lines: readonly { pn: string; quantity: number }[]): OrderRow[] {
  return pastedRows(lines.map(({ pn, quantity }) => `${pn}\t${quantity}`).join("\n"));
}

const isHeader = (row: OrderRow) => row.cells.some((cell) => HEADER_WORD.test(cell)) && !row.cells.some((cell) => QUANTITY_LIKE.test(cell));

/** The quantity a cell holds: its number, read with a decimal comma as a point, for parseQuantity to judge. */
function quantityOf(cell: string): string {
  return (NUMBER.exec(cell)?.[0] ?? cell).replace(",", ".");
}

/** A row's part number and quantity: the quantity is its last cell or its first (a lone part number means one). */
function readRow(row: OrderRow): { pn: string; quantity: string } {
  // A unit cut off its quantity by a space ("5 pcs") belongs to it.
  const cells = row.cells.length > 2 && UNIT_CELL.test(row.cells[row.cells.length - 1]!) ? row.cells.slice(0, -1) : row.cells;
  if (cells.length === 1) return { pn: cells[0]!, quantity: "1" };
  const last = cells[cells.length - 1]!;
  if (QUANTITY_LIKE.test(last)) return { pn: cells[0]!, quantity: quantityOf(last) };
  if (QUANTITY_LIKE.test(cells[0]!)) return { pn: cells[1]!, quantity: quantityOf(cells[0]!) };
  return { pn: cells[0]!, quantity: last };
}

/**
 * Reads rows into items: a first row of column names is skipped, a part number is upper-cased (the catalogue's
 * are), the same part number twice is one item with the quantities summed; a row whose quantity or part number
 * cannot be read is rejected with the reason. More than MAX_ORDER_ROWS rows refuses the whole post.
 */
export function readOrderRows(rows: readonly OrderRow[]): ReadOrder {
  const body = rows.length > 0 && isHeader(rows[0]!) ? rows.slice(1) : rows;
  if (body.length > MAX_ORDER_ROWS) return { kind: "tooManyRows", count: body.length, max: MAX_ORDER_ROWS };
  const items = new Map<string, OrderItem>();
  const rejected: RejectedRow[] = [];
  for (const row of body) {
    const { pn: typed, quantity: rawQuantity } = readRow(row);
    const pn = typed.toUpperCase();
    if (pn.length > MAX_PART_NUMBER || !PART_NUMBER.test(pn)) {
      rejected.push({ ...row, problem: { kind: "badPartNumber" } });
      continue;
    }
    const quantity = parseQuantity(rawQuantity);
    if (quantity.kind === "ignored") {
      rejected.push({ ...row, problem: { kind: "badQuantity", reason: quantity.reason } });
      continue;
    }
    const item = items.get(pn);
    if (item) {
      item.quantity += quantity.quantity;
      item.rows.push(row);
    } else items.set(pn, { pn, quantity: quantity.quantity, rows: [row] });
  }
  return { kind: "read", items: [...items.values()], rejected };
}

/** The text with row `row`'s part number replaced by `pn` (a closest match the buyer chose), its quantity kept. */
export function withPartNumber(text: string, row: number, pn: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  const [read] = pastedRows(lines[row - 1] ?? "");
  if (!read) return text;
  lines[row - 1] = `${pn}\t${readRow(read).quantity}`;
  return lines.join("\n");
}
