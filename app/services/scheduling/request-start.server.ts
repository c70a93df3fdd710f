import { AsyncLocalStorage } from "node:async_hooks";

const PROCESS_STORAGE = Symbol.for("voltshop.request-start");

/** One storage for the process: the HTTP handler (server bundle) sets it, the database (app build) reads it. */
function storage(): AsyncLocalStorage<number> {
  const holder = globalThis as { [PROCESS_STORAGE]?: AsyncLocalStorage<number> };
  return (holder[PROCESS_STORAGE] ??= new AsyncLocalStorage<number>());
}

/** Runs `fn` (and everything it goes on to do) as the work of a request that arrived at `startedAt`. */
export function asRequestStartedAt<T>(startedAt: number, fn: () => T): T {
  return storage().run(startedAt, fn);
}

/** When the request this work belongs to arrived (performance.now()), or undefined outside any request. */
export function requestStartedAt(): number | undefined {
  return storage().getStore();
}
