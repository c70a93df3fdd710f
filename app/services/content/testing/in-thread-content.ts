import type { ContentService, QueryParams } from "../content.server";
import { createGroqEvaluator } from "../groq-evaluator.mjs";

/**
 * Runs GROQ on an in-memory dataset on the calling thread, with the evaluator the server's worker
 * runs: tests query small datasets without starting a worker. With `version`, it says which dataset it is, as the
 * embedded file's hash does.
 */
export function createInThreadContent(documents: Record<string, unknown>[], { version }: { version?: string } = {}): ContentService {
  const evaluate = createGroqEvaluator(documents);
  return {
    kind: "embedded",
    fetch: async <T>(query: string, params: QueryParams = {}) => (await evaluate(query, params)) as T,
    ping: async () => documents.length > 0,
    ...(version === undefined ? {} : { version: async () => version }),
  };
}
