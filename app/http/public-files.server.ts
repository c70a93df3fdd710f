import { readdirSync } from "node:fs";
import type { RequestHandler } from "express";

/**
 * `serve` (a static handler over `dir`) only for paths under one of the folder's top-level entries,
 * read once at start: every other request would cost a file lookup on the thread pool that can only fail.
 */
export function publicFilesOnly(dir: string, serve: RequestHandler): RequestHandler {
  const entries = new Set(readdirSync(dir));
  return (req, res, next) => {
    const first = req.path.split("/")[1] ?? "";
    if (entries.has(first)) serve(req, res, next);
    else next();
  };
}
