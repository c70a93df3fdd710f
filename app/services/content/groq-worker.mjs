// @ts-check
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { createGroqEvaluator } from "./groq-evaluator.mjs";
import { parseNdjson } from "./ndjson.mjs";

/**
 * The content worker: evaluates GROQ on the dataset it was started with, off the server's event loop
 * (groq-js scans the whole dataset, up to a second of CPU for a list of every product). It reads the
 * dataset file itself, so the documents live in this thread only. Started with { file } or { documents }.
 * Messages in: { id, query, params }; out: { id, result } or { id, error }.
 */
const source = /** @type {{ file: string } | { documents: Record<string, unknown>[] }} */ (workerData);
const evaluate = createGroqEvaluator("file" in source ? parseNdjson(readFileSync(source.file, "utf8")) : source.documents);
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);

port.on("message", (/** @type {{ id: number; query: string; params: Record<string, unknown> }} */ { id, query, params }) => {
  evaluate(query, params).then(
    (result) => port.postMessage({ id, result }),
    (error) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
