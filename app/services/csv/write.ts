import { stringify } from "csv-stringify/sync";

/*
 * The one CSV writer of the shop (docs/price-file.md#the-file): every file the shop writes goes through it, so every
 * one is escaped the same way. Spreadsheets run a cell that starts with = + - @ (or a tab or CR before them) as a
 * formula: csv-stringify's `escape_formulas` makes such a text cell start with `'`, which Excel and LibreOffice read
 * as "text". A line break inside a cell is quoted, so it cannot end the record (csv-stringify quotes only the record
 * delimiter itself once one is given, unless told to quote `\n` and `\r` too).
 */

/** A plain decimal number (`-5`, `12.50`): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-\d+(?:\.\d+)?$/;

const OPTIONS = {
  record_delimiter: "windows",
  quote_record_delimiter: true,
  escape_formulas: true,
  cast: {
    // A negative number is a number, not text: written as it is, so a spreadsheet still sums it. Only a cell that is
    // nothing but a sign and digits qualifies (`-2+3` is text and escaped); any other cell starting with - is escaped.
    string: (value: string) => (value.startsWith("-") && PLAIN_NUMBER.test(value) ? { value, escape_formulas: false } : value),
  },
} as const;

/** CRLF records of text cells, quoted only where needed, formulas escaped and line breaks quoted. */
export function csvRecords(records: readonly (readonly string[])[]): string {
  return stringify(records as string[][], OPTIONS);
}
