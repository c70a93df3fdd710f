// @ts-check
import { parentPort, workerData } from "node:worker_threads";
import { createGroqEvaluator } from "./groq-evaluator.mjs";

/**
 * The content worker: evaluates GROQ on the dataset it was started with, off the server's event loop
 * (groq-js scans the whole dataset, up to a second of CPU for a list of every product). Messages in:
 * { id, query, params }; out: { id, result } or { id, error }.
 */
const evaluate = createGroqEvaluator(workerData.documents);
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);

port.on("message", (/** @type {{ id: number; query: string; params: Record<string, unknown> }} */ { id, query, params }) => {
  evaluate(query, params).then(
    (result) => port.postMessage({ id, result }),
    (error) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
