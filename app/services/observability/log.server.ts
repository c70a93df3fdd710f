import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

/**
 * Paths pino blanks whatever a caller logs: a second guard behind the request line, which names its
 * fields and never takes headers, query strings or bodies.
 */
const REDACTED = [
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "*.headers.cookie",
  "*.headers.authorization",
  '*.headers["set-cookie"]',
  "cookie",
  "authorization",
  "password",
  "token",
  "code",
  "*.password",
  "*.token",
  "*.code",
];

/** An error as its message and stack: never its own fields (a failed fetch's request, a driver's parameters). */
function serializeError(error: unknown): { type: string; message: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  return { type: error.name, message: error.message, stack: error.stack };
}

const PROCESS_LOG = Symbol.for("voltshop.log");

interface ProcessLog {
  requests: AsyncLocalStorage<string>;
  logger?: Logger;
}

/** One request store and logger for the process: the server bundle and the app build each hold a copy of this module. */
function processLog(): ProcessLog {
  const holder = globalThis as { [PROCESS_LOG]?: ProcessLog };
  return (holder[PROCESS_LOG] ??= { requests: new AsyncLocalStorage<string>() });
}

/** A JSON logger (to stdout unless told otherwise) whose every line written while serving a request carries that request's id. */
export function createLogger(destination?: DestinationStream): Logger {
  const { requests } = processLog();
  return pino(
    {
      level: "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED, censor: "[redacted]" },
      serializers: { err: serializeError },
      mixin: () => {
        const requestId = requests.getStore();
        return requestId ? { requestId } : {};
      },
    },
    // Written at once, as console.log wrote to a pipe: lines keep their order with the process's other output and survive process.exit.
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** The process's logger; server.ts sets its level from LOG_LEVEL. */
export const log: Logger = (processLog().logger ??= createLogger());

/** Runs `fn` (and everything it goes on to do) as the work of request `id`: its log lines carry the id. */
export function withRequestId<T>(id: string, fn: () => T): T {
  return processLog().requests.run(id, fn);
}
