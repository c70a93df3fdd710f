import { chmod, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { Readable } from "node:stream";

/**
 * The operator's channel to a running server (docs/operations.md#backups): a Unix socket in DATA_DIR, readable by the
 * directory's owner only, so no network client can reach it and no token is needed. `GET /backup` streams a backup
 * taken while the shop serves.
 */
export async function serveOpsSocket(socketPath: string, backup: () => Promise<Readable>): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/backup") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    backup().then(
      (archive) => {
        res.writeHead(200, { "Content-Type": "application/gzip" });
        archive.on("error", (error) => res.destroy(error)).pipe(res);
      },
      (error: Error) => res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(`Backup failed: ${error.message}\n`),
    );
  });
  // The socket file of a process that is gone (it held DATA_DIR, which this one now holds).
  await rm(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(socketPath, resolve));
  await chmod(socketPath, 0o600);
  return server;
}
