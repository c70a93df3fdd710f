import type { ZodIssue } from "zod";

/** One bad row as the operator reads it: `file:line: reason` (JSON: `file:path: reason`). */
export type Problem = string;

/** A record and where it came from (`customers.csv:12`, `customers.json:customers[3]`). */
export type Located<T> = { at: string; record: T };

/** `path` of a JSON value as it is written in JavaScript: `customers[3].contacts[1].email`. */
export function jsonPath(path: readonly (string | number)[]): string {
  return path.map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`)).join("");
}

/** Zod's issues on the record at `at`, field by field. */
export function issueProblems(at: string, issues: readonly ZodIssue[]): Problem {
  return `${at}: ${issues.map((issue) => (issue.path.length > 0 ? `${jsonPath(issue.path)}: ${issue.message}` : issue.message)).join("; ")}`;
}

/** Why a reference to `key` fails: none when there is no key or it was found. */
export const missing = (what: string, key: string | null, found: boolean): string[] => (key !== null && !found ? [`${what} "${key}" does not exist`] : []);
