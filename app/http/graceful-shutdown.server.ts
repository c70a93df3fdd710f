import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { RequestHandler } from "express";
import { log as logger } from "~/services/observability/log.server";

export interface GracefulShutdownOptions {
  /** Closes pools and files once the last request has finished. */
  onClose: () => Promise<void>;
  /** After this long, remaining connections are cut and the process exits 1. */
  timeoutMs: number;
  /** How long a connection with nothing in flight stays open while draining, for a request already on its way. */
  idleGraceMs?: number;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

export interface Drain {
  readonly draining: boolean;
  /** Asks keep-alive clients to reconnect elsewhere while draining. */
  middleware: RequestHandler;
}

interface Connection {
  /** Responses not yet finished on this socket. */
  open: Set<ServerResponse>;
  idleTimer?: NodeJS.Timeout;
}

/**
 * On SIGTERM/SIGINT: stop listening, answer every request in flight or already sent on a kept-alive
 * connection (with `Connection: close`, so the client goes elsewhere next), run `onClose`, exit 0.
 * Node's own `server.close()` also shuts idle keep-alive connections at once, and a request already
 * on its way over one of them is then lost (ECONNRESET); here a connection is closed only after it
 * has answered with `Connection: close`, or after `idleGraceMs` with nothing in flight.
 */
export function installGracefulShutdown(server: Server, options: GracefulShutdownOptions): Drain {
  const { onClose, timeoutMs, idleGraceMs = 1000, log = (line: string) => logger.info(line), exit = (code) => process.exit(code) } = options;
  let draining = false;
  const connections = new Map<Socket, Connection>();

  const closeWhenIdle = (socket: Socket, connection: Connection) => {
    clearTimeout(connection.idleTimer);
    if (!draining || connection.open.size > 0) return;
    connection.idleTimer = setTimeout(() => socket.destroySoon(), idleGraceMs);
  };

  server.on("connection", (socket: Socket) => {
    const connection: Connection = { open: new Set() };
    connections.set(socket, connection);
    socket.once("close", () => {
      clearTimeout(connection.idleTimer);
      connections.delete(socket);
    });
    closeWhenIdle(socket, connection);
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    clearTimeout(connection.idleTimer);
    connection.open.add(res);
    res.once("close", () => {
      connection.open.delete(res);
      closeWhenIdle(req.socket, connection);
    });
  });

  const begin = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    log(`${signal}: draining connections`);
    setTimeout(() => {
      log(`shutdown timed out after ${timeoutMs}ms; closing remaining connections`);
      server.closeAllConnections();
      exit(1);
    }, timeoutMs).unref();
    // Stops listening without http.Server's closing of idle connections (see above); the callback runs once every connection has ended.
    NetServer.prototype.close.call(server, () => {
      onClose().then(
        () => exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown: closing failed");
          exit(1);
        },
      );
    });
    for (const [socket, connection] of connections) {
      for (const res of connection.open) if (!res.headersSent) res.setHeader("Connection", "close");
      closeWhenIdle(socket, connection);
    }
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
