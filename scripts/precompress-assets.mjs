// Writes a Brotli (.br, best quality) and a gzip (.gz, level 9) copy next to every built browser asset, each when
// smaller than the file, once per build: the server sends those (app/http/precompressed-assets.server.ts) instead
// of compressing each response at the fast, weaker level a per-request compressor must use, or, for a file under
// its 1 KB threshold, not at all (the initial-JavaScript budget counts what is sent).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".css", ".json", ".svg"]);

const root = path.join(process.env.BUILD_DIR || "build", "client");
let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(root, { recursive: true })) {
  const file = path.join(root, String(name));
  if (!COMPRESSIBLE.has(path.extname(file)) || !statSync(file).isFile()) continue;
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
  });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.byteLength < bytes.byteLength) writeFileSync(`${file}.br`, br);
  if (gz.byteLength < bytes.byteLength) writeFileSync(`${file}.gz`, gz);
  files += 1;
  before += bytes.byteLength;
  after += Math.min(br.byteLength, bytes.byteLength);
}
console.log(`precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB with Brotli`);
