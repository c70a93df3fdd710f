/**
 * Translated strings: every content/strings/*.json file (`{ key: { en, es } }`) becomes `tstring`
 * documents. Keys are global, so a key defined in two files is an error, as is a missing language.
 */
import type { TStringDoc } from "../../app/services/content/types";
import { base } from "./documents";

export interface StringFile {
  /** File name, for error messages. */
  name: string;
  table: unknown;
}

const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";

export function stringDocuments(files: StringFile[]): TStringDoc[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  const docs: TStringDoc[] = [];
  for (const file of files) {
    if (typeof file.table !== "object" || file.table === null || Array.isArray(file.table)) {
      problems.push(`${file.name}: must be an object of { "key": { "en": "...", "es": "..." } }`);
      continue;
    }
    for (const [key, value] of Object.entries(file.table)) {
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push(`${file.name}: key "${key}" is already defined in ${first}`);
        continue;
      }
      seen.set(key, file.name);
      const { en, es } = (value ?? {}) as Record<string, unknown>;
      if (!isText(en) || !isText(es)) {
        const missing = [isText(en) ? [] : ["en"], isText(es) ? [] : ["es"]].flat();
        problems.push(`${file.name}: key "${key}" is missing ${missing.join(" and ")}`);
        continue;
      }
      docs.push({ ...base(`tstring-${key}`, "tstring"), slug: { _type: "slug", current: key }, tstring: { en, es } });
    }
  }
  if (problems.length > 0) throw new Error(`Translated strings are invalid:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  return docs.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}
