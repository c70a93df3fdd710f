import type { z } from "zod";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isDocument = (v: unknown): v is { _id: string; _type?: unknown } => isObject(v) && !Array.isArray(v) && typeof v._id === "string";

function fieldPath(path: readonly (string | number)[]): string {
  return path.map((segment, i) => (typeof segment === "number" ? `[${segment}]` : i === 0 ? segment : `.${segment}`)).join("");
}

/**
 * Where an issue is, for an editor: the innermost document on its path (an object with an `_id`) and
 * the field path inside it, so a broken Sanity document can be found and fixed.
 */
function locate(root: unknown, path: readonly (string | number)[]): string {
  let node = root;
  let document: { _id: string; _type?: unknown } | null = null;
  let from = 0;
  for (const [i, segment] of path.entries()) {
    if (isDocument(node)) [document, from] = [node, i];
    node = isObject(node) ? (node as Record<string | number, unknown>)[segment] : undefined;
  }
  const field = fieldPath(path.slice(from)) || "(the whole value)";
  if (!document) return `field ${field}`;
  return `document "${document._id}" (${typeof document._type === "string" ? document._type : "no _type"}), field ${field}`;
}

export class ContentError extends Error {
  override name = "ContentError";
}

/** Parses content with its schema, or throws a `ContentError` listing each problem by document and field. */
export function parseContent<S extends z.ZodTypeAny>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.output<S>;
  const problems = result.error.issues.map((issue) => `  ${locate(value, issue.path)}: ${issue.message}`);
  throw new ContentError(`${what} does not match its schema:\n${problems.join("\n")}`);
}
