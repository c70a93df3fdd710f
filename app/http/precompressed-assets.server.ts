import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler, Response } from "express";

/** The encodings scripts/precompress-assets.mjs writes, in the order the server prefers them. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * Serves the copies of `dir`'s files that the build compressed ahead (`app.js.br`, `app.js.gz`) to clients that accept
 * them, with the original file's type; any other request goes on (to the static handler, and the per-request compressor).
 * The copies are listed once at start, so a request path is only ever looked up in that list, never on disk.
 */
export function precompressedAssets(folder: string, setHeaders: (res: Response) => void): RequestHandler {
  const dir = path.resolve(folder);
  const copies = new Map<string, Map<string, string>>();
  for (const name of readdirSync(dir, { recursive: true }).map(String)) {
    const encoding = ENCODINGS.find(({ suffix }) => name.endsWith(suffix));
    if (!encoding) continue;
    const original = `/${name.slice(0, -encoding.suffix.length).split(path.sep).join("/")}`;
    const forFile = copies.get(original) ?? new Map<string, string>();
    forFile.set(encoding.name, path.join(dir, name));
    copies.set(original, forFile);
  }
  return (req, res, next) => {
    const forFile = copies.get(req.path);
    if (!forFile || (req.method !== "GET" && req.method !== "HEAD")) return next();
    res.vary("Accept-Encoding");
    // The smallest copy the client accepts at all: browsers list gzip first with the same weight as br.
    const chosen = ENCODINGS.find(({ name }) => forFile.has(name) && req.acceptsEncodings(name) === name)?.name;
    const file = chosen && forFile.get(chosen);
    if (!chosen || !file) return next();
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", chosen);
    setHeaders(res);
    res.sendFile(file, { cacheControl: false, dotfiles: "deny" }, (error?: Error & { code?: string }) => {
      // A browser that left (a closed tab, a navigation away) is no error: the request log's line says enough.
      if (error && !res.headersSent && error.code !== "ECONNABORTED") next(error);
    });
  };
}
