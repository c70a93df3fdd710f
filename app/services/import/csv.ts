import { parse } from "csv-parse/sync";
import type { Located, Problem } from "./problems";

/*
 * The CSV side of the import (docs/import.md#csv-layouts): a header row naming the columns, then one row per record.
 * Cells are text; each column's type turns its cell into the value the table's schema then checks.
 */

/** How a cell reads: `?` after a type means an empty cell is null; `list` is `;`-separated keys. */
export type CellType = "text" | "text?" | "boolean" | "number?" | "integer?" | "list";

export type CsvColumn = {
  /** The header's name, snake_case. */
  column: string;
  /** The record's field, camelCase. */
  field: string;
  type: CellType;
  /** An optional column may be left out of the header (the record then has no such field). */
  optional?: boolean;
};

const BOOLEANS: Record<string, boolean> = { true: true, false: false, yes: true, no: false, "1": true, "0": false };

/** The cell's value, or why it is not one. */
function readCell(cell: string, type: CellType): { value: unknown } | { error: string } {
  const trimmed = cell.trim();
  if (type.endsWith("?") && trimmed === "") return { value: null };
  switch (type) {
    case "text":
    case "text?":
      return { value: cell };
    case "boolean": {
      const value = BOOLEANS[trimmed.toLowerCase()];
      return value === undefined ? { error: `"${cell}" is not true or false` } : { value };
    }
    case "number?":
    case "integer?": {
      const value = /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : NaN;
      if (Number.isNaN(value)) return { error: `"${cell}" is not a number` };
      if (type === "integer?" && !Number.isInteger(value)) return { error: `"${cell}" is not a whole number` };
      return { value };
    }
    case "list":
      return { value: trimmed === "" ? [] : trimmed.split(";").map((s) => s.trim()) };
  }
}

/**
 * The rows of `file` as records of the layout's fields, each located at its line, and every problem: a bad header
 * (a missing or unknown column) stops the file, a bad cell its row.
 */
export function readCsv(file: string, text: string, layout: readonly CsvColumn[]): { rows: Located<Record<string, unknown>>[]; problems: Problem[] } {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each row comes as its cells and the line it ends on.
    parsed = parse(text.replace(/^\uFEFF/, ""), { info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof parsed;
  } catch (error) {
    const { lines, message } = error as { lines?: number; message: string };
    return { rows: [], problems: [`${file}:${lines ?? 1}: ${message}`] };
  }
  const [header, ...body] = parsed;
  if (!header) return { rows: [], problems: [`${file}:1: the header row is missing`] };
  const names = header.record.map((name) => name.trim());
  const problems = [
    ...layout.filter((c) => !c.optional && !names.includes(c.column)).map((c) => `${file}:1: missing column "${c.column}"`),
    ...names.filter((name) => !layout.some((c) => c.column === name)).map((name) => `${file}:1: unknown column "${name}"`),
    ...names.filter((name, i) => names.indexOf(name) !== i).map((name) => `${file}:1: column "${name}" appears twice`),
  ];
  if (problems.length > 0) return { rows: [], problems };

  const rows: Located<Record<string, unknown>>[] = [];
  for (const { record: cells, info } of body) {
    const at = `${file}:${info.lines}`;
    if (cells.length !== names.length) {
      problems.push(`${at}: ${cells.length} cells where the header has ${names.length}`);
      continue;
    }
    const record: Record<string, unknown> = {};
    const errors: string[] = [];
    names.forEach((name, i) => {
      const column = layout.find((c) => c.column === name)!;
      const cell = readCell(cells[i]!, column.type);
      if ("error" in cell) errors.push(`${name}: ${cell.error}`);
      else record[column.field] = cell.value;
    });
    if (errors.length > 0) problems.push(`${at}: ${errors.join("; ")}`);
    else rows.push({ at, record });
  }
  return { rows, problems };
}
