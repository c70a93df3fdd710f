/**
 * Marks the scripts every page runs at load (the entry and the shared chunks it imports: React, React DOM, Remix)
 * with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, so Chromium compiles their functions eagerly on a
 * background thread while the file streams in, instead of lazily on the main thread the first time hydration calls
 * each one. Measured on the category page at 4× CPU slowdown: about a third less main-thread script time and less
 * than half the blocking time (docs/page-weight.md). Runs after `remix build`, before the assets are precompressed.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseBrowserManifest, type BrowserManifest } from "./js-budget/initial-js";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const PUBLIC_PATH = "/build/";

/** The source with the hint on its first line (V8 reads it only there); unchanged when it already has it. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** The files, relative to the client build, that every page runs at load: the entry module and its imports. */
export function entryFiles(manifest: BrowserManifest): string[] {
  return [manifest.entry.module, ...manifest.entry.imports].map((url) => {
    if (!url.startsWith(PUBLIC_PATH)) throw new Error(`the entry's ${url} is not under ${PUBLIC_PATH}`);
    return url.slice(PUBLIC_PATH.length);
  });
}

function main(): void {
  const assetsDir = path.join(process.env.BUILD_DIR || "build", "client");
  const manifests = readdirSync(assetsDir).filter((name) => /^manifest-\w+\.js$/.test(name));
  if (manifests.length !== 1) throw new Error(`expected one manifest-*.js in ${assetsDir}, found ${manifests.length}: rebuild`);
  const files = entryFiles(parseBrowserManifest(readFileSync(path.join(assetsDir, manifests[0]!), "utf8")));
  for (const file of files) {
    const full = path.join(assetsDir, file);
    writeFileSync(full, withCompileHint(readFileSync(full, "utf8")));
  }
  console.log(`compile hint on ${files.length} entry scripts`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
