// @ts-check
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { parentPort, workerData } from "node:worker_threads";
import { createGroqEvaluator } from "./groq-evaluator.mjs";
import { internStrings } from "./intern-strings.mjs";
import { readNdjsonFile } from "./ndjson.mjs";

/**
 * The content worker: evaluates GROQ on the dataset it was started with, off the server's event loop
 * (groq-js scans the whole dataset, up to a second of CPU for a list of every product). It reads the
 * dataset file itself, so the documents live in this thread only. Started with { file } or { documents }.
 * Messages in: { id, query, params }; out: { id, json } (the answer as JSON text) or { id, error }. JSON text
 * crosses threads as one string: a structured clone of 50,000 products' list took three times as long.
 */
const source = /** @type {{ file: string } | { documents: Record<string, unknown>[] }} */ (workerData);
const documents = "file" in source ? readNdjsonFile(source.file) : source.documents;
const evaluate = createGroqEvaluator(documents);
// After the first answers (the start's), not before them: the start does not wait for it.
void internStrings(documents);
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);

/*
 * Each answer over the whole catalogue leaves its garbage (at 50,000 products, the list's objects and JSON text,
 * 50 to 100 MB), and V8 collects only when the thread allocates again: an idle worker kept 350 to 500 MB where
 * 100 MB were live. So the worker collects itself once it has been idle a moment; only this thread pauses.
 */
setFlagsFromString("--expose-gc");
const collectGarbage = /** @type {() => void} */ (runInNewContext("gc"));
const IDLE_MS = 200;
let running = 0;
/** @type {NodeJS.Timeout | undefined} */
let idle;

port.on("message", (/** @type {{ id: number; query: string; params: Record<string, unknown> }} */ { id, query, params }) => {
  running++;
  clearTimeout(idle);
  evaluate(query, params)
    .then(
      (result) => port.postMessage({ id, json: JSON.stringify(result) ?? "null" }),
      (error) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => {
      if (--running === 0) idle = setTimeout(collectGarbage, IDLE_MS).unref();
    });
});
