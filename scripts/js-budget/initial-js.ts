/**
 * The JavaScript a page loads before its first interaction, computed from a client build: the entry, then
 * the root, layout and leaf route modules of the page's route chain (as the browser manifest lists them),
 * and every module those import statically, transitively (the esbuild metafile's import-statement edges;
 * Remix's manifest names only direct imports). Dynamic imports are loaded on demand and not counted.
 */

export interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

export interface BrowserManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** Static imports by public URL (`/build/...`), from the esbuild metafile of the client build. */
export type StaticImports = ReadonlyMap<string, readonly string[]>;

interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string }[] }>;
}

/** `window.__remixManifest={...};` as Remix writes it into the client build. */
export function parseBrowserManifest(source: string): BrowserManifest {
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return JSON.parse(json) as BrowserManifest;
}

/** The metafile's outputs under `assetsDir` (as the metafile names it) turned into `publicPath` URLs. */
export function staticImportsOf(metafile: Metafile, assetsDir: string, publicPath: string): StaticImports {
  const prefix = assetsDir.replace(/\/?$/, "/");
  const toUrl = (file: string) => (file.startsWith(prefix) ? publicPath + file.slice(prefix.length) : file);
  const imports = new Map<string, string[]>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith(".js")) continue;
    const statics = output.imports.filter((edge) => edge.kind === "import-statement").map((edge) => toUrl(edge.path));
    imports.set(toUrl(file), statics);
  }
  return imports;
}

/** The route and its ancestors, root first. */
export function routeChain(manifest: BrowserManifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route "${id}" is not in the build's manifest`);
    chain.unshift(route);
  }
  return chain;
}

/** Every file the page with this leaf route loads at start: its preloads and what they import, once each. */
export function initialFiles(manifest: BrowserManifest, imports: StaticImports, routeId: string): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const next of imports.get(url) ?? []) visit(next);
  };
  for (const url of [manifest.entry.module, ...manifest.entry.imports]) visit(url);
  for (const route of routeChain(manifest, routeId)) {
    for (const url of [route.module, ...(route.imports ?? [])]) visit(url);
  }
  return [...seen];
}
