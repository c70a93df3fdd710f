import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ContentService, QueryParams } from "./content.server";
import { readNdjsonPages } from "./ndjson.mjs";

export { parseNdjson } from "./ndjson.mjs";

/** The worker's source, next to this module's source: the server runs from the project root (as for the dataset). */
export const GROQ_WORKER_FILE = path.resolve("app/services/content/groq-worker.mjs");

type Reply = { id: number; json?: string; error?: string };

/** What the worker queries: a dataset file it reads itself (the server), or documents (tests). */
export type WorkerDataset = { file: string } | { documents: Record<string, unknown>[] };

/**
 * Runs GROQ on the dataset in a worker thread (GROQ_WORKER_FILE), so that a query, which can take a
 * second of CPU on the whole catalogue, never holds up the server's event loop. A worker that dies
 * fails the queries it had and is started again for the next one.
 */
export function createWorkerContent(dataset: WorkerDataset, workerFile = GROQ_WORKER_FILE): ContentService & { close(): void } {
  let worker: Worker | null = null;
  let closing = false;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const start = (): Worker => {
    const started = new Worker(workerFile, { workerData: dataset });
    // Idle, it keeps no process alive (the server's shutdown need not stop it); busy, it does.
    started.unref();
    started.on("message", ({ id, json, error }: Reply) => {
      const call = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) {
        started.unref();
        if (closing) void started.terminate();
      }
      if (error === undefined) call?.resolve(JSON.parse(json!));
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

  const fetch = <T>(query: string, params: QueryParams = {}): Promise<T> => {
    worker ??= start();
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    const answer = new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (value: unknown) => void, reject }));
    worker.postMessage({ id, query, params });
    return answer;
  };
  // Closed once its last query is answered: a query already sent still gets its answer.
  const close = () => {
    closing = true;
    if (pending.size === 0) void worker?.terminate();
  };
  return { kind: "embedded", fetch, ping: () => fetch<boolean>("count(*) > 0"), close };
}

/** The embedded content, which can move to another dataset file while it serves. */
export type EmbeddedContent = ContentService & {
  version(): Promise<string>;
  products(size: number): AsyncIterable<Record<string, unknown>[]>;
  /** Answers from `file` once it is read and parsed; the previous file's worker stops after its last answer. */
  switchTo(file: string): Promise<void>;
};

/**
 * A dataset file's content (the committed one, or an imported one), queried in a worker thread that reads the file:
 * the server's own thread never holds the documents (at 50,000 products, a second copy of hundreds of megabytes).
 */
export async function loadEmbeddedContent(file: string): Promise<EmbeddedContent> {
  const open = async (from: string) => {
    const content = createWorkerContent({ file: from });
    // Hashed as the worker reads it, once: the worker never reads the file again.
    const version = fileHash(from);
    version.catch(() => {});
    // Read and parsed now, before traffic, and a missing or broken file fails here.
    try {
      await content.ping();
    } catch (error) {
      content.close();
      throw error;
    }
    return { content, version, file: from };
  };
  let current = await open(file);
  return {
    kind: "embedded",
    fetch: (query, params) => current.content.fetch(query, params),
    ping: () => current.content.ping(),
    version: () => current.version,
    products: (size) => readNdjsonPages(current.file, (doc) => doc._type === "product", size),
    async switchTo(next) {
      const opened = await open(next);
      const previous = current;
      current = opened;
      previous.content.close();
    },
  };
}

/** The file's SHA-256, read a chunk at a time. */
function fileHash(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("end", () => resolve(hash.digest("base64url")))
      .on("error", reject);
  });
}
