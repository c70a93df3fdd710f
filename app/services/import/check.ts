import { issueProblems, type Located, type Problem } from "./problems";
import type { ImportTable, Known, TableName } from "./tables.server";

/** Each table's records as read, unchecked. */
export type RawTables = Map<TableName, Located<unknown>[]>;
/** Each table's records, checked. */
export type CheckedTables = Map<TableName, Located<unknown>[]>;

/**
 * The records that match their table's schema, and a problem for every one that does not, repeats a key, or names
 * a row that neither the import nor the database (`existing`) holds. Pure: the database's keys come in.
 */
export function checkTables(
  tables: readonly ImportTable<unknown>[],
  raw: RawTables,
  existing: ReadonlyMap<TableName, ReadonlySet<string>>,
  isProduct: (pn: string) => boolean,
): { checked: CheckedTables; problems: Problem[] } {
  const problems: Problem[] = [];
  const checked: CheckedTables = new Map();
  const imported = new Map<TableName, Set<string>>();
  for (const table of tables) {
    const rows = raw.get(table.name);
    if (!rows) continue;
    const firstAt = new Map<string, string>();
    const valid: Located<unknown>[] = [];
    for (const { at, record } of rows) {
      const parsed = table.schema.safeParse(record);
      if (!parsed.success) {
        problems.push(issueProblems(at, parsed.error.issues));
        continue;
      }
      const key = table.key(parsed.data);
      const first = firstAt.get(key);
      if (first) problems.push(`${at}: duplicate key "${key}" (first at ${first})`);
      else firstAt.set(key, at);
      valid.push({ at, record: parsed.data });
    }
    checked.set(table.name, valid);
    imported.set(table.name, new Set(firstAt.keys()));
  }
  const known: Known = {
    has: (table, key) => Boolean(imported.get(table)?.has(key) || existing.get(table)?.has(key)),
    isProduct,
  };
  for (const table of tables) {
    for (const { at, record } of checked.get(table.name) ?? []) {
      const reasons = table.references(record, known);
      if (reasons.length > 0) problems.push(`${at}: ${reasons.join("; ")}`);
    }
  }
  return { checked, problems };
}
