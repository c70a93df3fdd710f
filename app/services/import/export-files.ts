import { jsonPath, type Located, type Problem } from "./problems";
import type { TableName } from "./tables.server";

/*
 * The catalogue export's JSON files (/work/shared/catalog/README.md) split into the import's tables: each list,
 * entry, customer, contact and web user a record located by its path in the file. The records' fields are checked
 * later, by each table's schema.
 */

type Unpacked = { tables: Partial<Record<TableName, Located<unknown>[]>>; problems: Problem[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The array at `data[field]`, its items located; a problem when it is not an array. */
function items(file: string, data: Record<string, unknown>, path: (string | number)[], problems: Problem[]): Located<Record<string, unknown>>[] {
  const value = path.reduce<unknown>((v, part) => (isObject(v) || Array.isArray(v) ? (v as Record<string | number, unknown>)[part] : undefined), data);
  if (!Array.isArray(value)) {
    problems.push(`${file}:${jsonPath(path)}: must be an array`);
    return [];
  }
  return value.flatMap((item: unknown, i) => {
    const at = `${file}:${jsonPath([...path, i])}`;
    if (isObject(item)) return [{ at, record: item }];
    problems.push(`${at}: must be an object`);
    return [];
  });
}

function withoutField({ at, record }: Located<Record<string, unknown>>, field: string): Located<unknown> {
  const { [field]: _nested, ...rest } = record;
  return { at, record: rest };
}

function unpackPriceLists(file: string, data: Record<string, unknown>): Unpacked {
  const problems: Problem[] = [];
  const lists = items(file, data, ["lists"], problems);
  const prices = lists.flatMap((list, i) =>
    items(file, data, ["lists", i, "entries"], problems).map(({ at, record }) => ({ at, record: { ...record, priceList: list.record.name } })),
  );
  return { tables: { "price-lists": lists.map((l) => withoutField(l, "entries")), prices }, problems };
}

function unpackCustomers(file: string, data: Record<string, unknown>): Unpacked {
  const problems: Problem[] = [];
  const customers = items(file, data, ["customers"], problems);
  const contacts = customers.flatMap((customer, i) =>
    items(file, data, ["customers", i, "contacts"], problems).map(({ at, record }) => ({ at, record: { ...record, customerId: customer.record.id } })),
  );
  return {
    tables: { customers: customers.map((c) => withoutField(c, "contacts")), contacts, "web-users": items(file, data, ["webUsers"], problems) },
    problems,
  };
}

/** The export's files the import reads, and the tables each one holds. */
export const EXPORT_FILES = {
  "price-lists.json": { tables: ["price-lists", "prices"], unpack: unpackPriceLists },
  "customers.json": { tables: ["customers", "contacts", "web-users"], unpack: unpackCustomers },
} satisfies Record<string, { tables: TableName[]; unpack: (file: string, data: Record<string, unknown>) => Unpacked }>;

/** The records of an export file's text. */
export function readExportFile(file: keyof typeof EXPORT_FILES, text: string): Unpacked {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { tables: {}, problems: [`${file}:1: not JSON (${(error as Error).message})`] };
  }
  if (!isObject(data)) return { tables: {}, problems: [`${file}:1: must be an object`] };
  return EXPORT_FILES[file].unpack(file, data);
}
