/**
 * The initial JavaScript of every page of a build: the pages are the routes of app/routes.ts under a layout, in
 * both languages (a 404 loads what `page` loads, or less); the files are read from `<buildDir>/client`, gzipped,
 * and as the server sends them to a browser that accepts Brotli: the build's `.br` copy, else the file as it is
 * (scripts/precompress-assets.mjs writes no copy that would be larger).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { routeTable } from "../../app/routes";
import { measurePages, type PageJs } from "./budget";
import { parseBrowserManifest, staticImportsOf } from "./initial-js";

const PUBLIC_PATH = "/build/";

function onlyManifest(assetsDir: string): string {
  const manifests = readdirSync(assetsDir).filter((name) => /^manifest-\w+\.js$/.test(name));
  if (manifests.length !== 1) throw new Error(`expected one manifest-*.js in ${assetsDir}, found ${manifests.length}: rebuild`);
  return manifests[0]!;
}

/** `buildDir` relative to `root`, as the build's metafile names its outputs. */
export function measureBuild(root: string, buildDir: string): PageJs[] {
  const assetsDir = path.join(buildDir, "client");
  const manifest = parseBrowserManifest(readFileSync(path.join(root, assetsDir, onlyManifest(path.join(root, assetsDir))), "utf8"));
  const metafile = JSON.parse(readFileSync(path.join(root, buildDir, "metafile.js.json"), "utf8"));
  const imports = staticImportsOf(metafile, assetsDir, PUBLIC_PATH);
  const pageIds = Object.entries(routeTable)
    .filter(([, route]) => route.parent !== "root")
    .flatMap(([id]) => [`${id}.en`, `${id}.es`]);
  const sizeOf = (url: string) => {
    const file = path.join(root, assetsDir, url.slice(PUBLIC_PATH.length));
    const bytes = readFileSync(file);
    return { gzip: gzipSync(bytes).length, sent: existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : bytes.length };
  };
  return measurePages(manifest, imports, pageIds, sizeOf);
}
