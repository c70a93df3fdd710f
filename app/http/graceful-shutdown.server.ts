import type { Server } from "node:http";
import type { RequestHandler } from "express";

export interface GracefulShutdownOptions {
  /** Closes pools and files once the last request has finished. */
  onClose: () => Promise<void>;
  /** After this long, remaining connections are cut and the process exits 1. */
  timeoutMs: number;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

export interface Drain {
  readonly draining: boolean;
  /** Asks keep-alive clients to reconnect elsewhere while draining. */
  middleware: RequestHandler;
}

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, run `onClose`,
 * exit 0. Idle keep-alive connections are closed as they become idle so `server.close` can finish.
 */
export function installGracefulShutdown(server: Server, options: GracefulShutdownOptions): Drain {
  const { onClose, timeoutMs, log = console.log, exit = (code) => process.exit(code) } = options;
  let draining = false;

  const begin = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    log(`${signal}: draining connections`);
    setTimeout(() => {
      log(`shutdown timed out after ${timeoutMs}ms; closing remaining connections`);
      server.closeAllConnections();
      exit(1);
    }, timeoutMs).unref();
    server.close(() => {
      onClose().then(
        () => exit(0),
        (error: unknown) => {
          console.error(error);
          exit(1);
        },
      );
    });
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.once("SIGTERM", begin);
  process.once("SIGINT", begin);

  return {
    get draining() {
      return draining;
    },
    middleware: (_req, res, next) => {
      if (draining) res.set("Connection", "close");
      next();
    },
  };
}
