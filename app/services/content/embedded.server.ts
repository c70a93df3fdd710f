import { readFile } from "node:fs/promises";
import { evaluate, parse } from "groq-js";
import type { ContentService, QueryParams } from "./content.server";

type ParsedQuery = ReturnType<typeof parse>;

/** Parses an NDJSON export (one document a line). Drafts are skipped, as the published API does. */
export function parseNdjson(text: string): Record<string, unknown>[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((doc) => typeof doc._id === "string" && !doc._id.startsWith("drafts."));
}

/** Runs GROQ on an in-memory dataset with groq-js, the same query text that Sanity answers. */
export function createEmbeddedContent(documents: Record<string, unknown>[]): ContentService {
  const parsed = new Map<string, ParsedQuery>();
  return {
    kind: "embedded",
    async fetch<T>(query: string, params: QueryParams = {}): Promise<T> {
      // Parsed once per query text; params are bound at evaluation so one tree serves every value.
      let tree = parsed.get(query);
      if (!tree) {
        tree = parse(query);
        parsed.set(query, tree);
      }
      const value = await evaluate(tree, { dataset: documents, params });
      return (await value.get()) as T;
    },
    async ping() {
      return documents.length > 0;
    },
  };
}

export async function loadEmbeddedContent(file: string): Promise<ContentService> {
  return createEmbeddedContent(parseNdjson(await readFile(file, "utf8")));
}
