import { readFile } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ContentService, QueryParams } from "./content.server";

/** Parses an NDJSON export (one document a line). Drafts are skipped, as the published API does. */
export function parseNdjson(text: string): Record<string, unknown>[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((doc) => typeof doc._id === "string" && !doc._id.startsWith("drafts."));
}

/** The worker's source, next to this module's source: the server runs from the project root (as for the dataset). */
export const GROQ_WORKER_FILE = path.resolve("app/services/content/groq-worker.mjs");

type Reply = { id: number; result?: unknown; error?: string };

/**
 * Runs GROQ on the dataset in a worker thread (GROQ_WORKER_FILE), so that a query, which can take a
 * second of CPU on the whole catalogue, never holds up the server's event loop. A worker that dies
 * fails the queries it had and is started again for the next one.
 */
export function createWorkerContent(documents: Record<string, unknown>[], workerFile = GROQ_WORKER_FILE): ContentService {
  let worker: Worker | null = null;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const start = (): Worker => {
    const started = new Worker(workerFile, { workerData: { documents } });
    // Idle, it keeps no process alive (the server's shutdown need not stop it); busy, it does.
    started.unref();
    started.on("message", ({ id, result, error }: Reply) => {
      const call = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.unref();
      if (error === undefined) call?.resolve(result);
      else call?.reject(new Error(`GROQ: ${error}`));
    });
    const died = (error: Error) => {
      if (worker === started) worker = null;
      failAll(error);
    };
    started.on("error", died);
    started.on("exit", (code) => died(new Error(`the content worker exited (${code})`)));
    return started;
  };

  return {
    kind: "embedded",
    fetch<T>(query: string, params: QueryParams = {}): Promise<T> {
      worker ??= start();
      const id = nextId++;
      if (pending.size === 0) worker.ref();
      const answer = new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (value: unknown) => void, reject }));
      worker.postMessage({ id, query, params });
      return answer;
    },
    ping: async () => documents.length > 0,
  };
}

/** The committed dataset's content, queried in a worker thread. */
export async function loadEmbeddedContent(file: string): Promise<ContentService> {
  return createWorkerContent(parseNdjson(await readFile(file, "utf8")));
}
