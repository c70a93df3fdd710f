import type { ContentService, QueryParams } from "../content.server";
import { createGroqEvaluator } from "../groq-evaluator.mjs";

/**
 * Runs GROQ on an in-memory dataset on the calling thread, with the evaluator the server's worker
 * runs: tests query small datasets without starting a worker.
 */
export function createInThreadContent(documents: Record<string, unknown>[]): ContentService {
  const evaluate = createGroqEvaluator(documents);
  return {
    kind: "embedded",
    fetch: async <T>(query: string, params: QueryParams = {}) => (await evaluate(query, params)) as T,
    ping: async () => documents.length > 0,
  };
}
