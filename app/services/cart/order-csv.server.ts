import { parse } from "csv-parse/sync";
import type { OrderRow } from "~/domain/quick-order/order-rows";

/**
 * The separator of a CSV file, from its first line: Excel writes `;` where the decimal mark is a comma (Spanish
 * and most European settings), a tab when exporting "text", else `,`.
 */
function delimiterOf(text: string): string {
  const first = text.split(/\r\n|\r|\n/, 1)[0] ?? "";
  return first.includes(";") ? ";" : first.includes("\t") ? "\t" : ",";
}

/**
 * A CSV file's rows as quick order reads them (csv-parse): a UTF-8 byte-order mark and Excel's `;` dialect are
 * understood, rows may have any number of cells, blank rows are skipped; each row keeps its line number and its
 * text, for the report. Null when the file is not CSV that can be read (an unclosed quote, binary data).
 */
export function csvOrderRows(text: string): OrderRow[] | null {
  try {
    const records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, "")),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      raw: true,
    }) as unknown as { record: string[]; info: { lines: number }; raw: string }[];
    return records.flatMap(({ record, info, raw }) => {
      const cells = record.filter((cell) => cell !== "");
      return cells.length === 0 ? [] : [{ row: info.lines, text: raw.trim(), cells }];
    });
  } catch {
    return null;
  }
}
