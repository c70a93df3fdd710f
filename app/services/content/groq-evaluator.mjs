// @ts-check
import { evaluate, parse } from "groq-js";

/**
 * Answers GROQ on an in-memory dataset with groq-js, the same query text that Sanity answers. Each
 * query text is parsed once; params are bound at evaluation, so one tree serves every value.
 * Plain JavaScript so that the content worker (groq-worker.mjs) runs it as it is, without a build.
 * @param {Record<string, unknown>[]} documents
 * @returns {(query: string, params: Record<string, unknown>) => Promise<unknown>}
 */
export function createGroqEvaluator(documents) {
  /** @type {Map<string, ReturnType<typeof parse>>} */
  const parsed = new Map();
  return async (query, params) => {
    let tree = parsed.get(query);
    if (!tree) {
      tree = parse(query);
      parsed.set(query, tree);
    }
    const value = await evaluate(tree, { dataset: documents, params });
    return value.get();
  };
}
