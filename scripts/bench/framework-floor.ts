/**
 * The framework's floor for the Lighthouse bench: a Remix v2 app with React 18 as `create-remix` makes it (the default
 * entry.client: `hydrateRoot` of `<RemixBrowser />` in `startTransition`), whose one route renders a heading. Built into
 * a temporary folder with the shop's own `@remix-run/dev` and packages, and served with Brotli beside the shop: its
 * score is what hydrating the stack the shop must use allows on this machine, before any of the shop's own work.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import shopConfig from "../../remix.config.js";
import { ROOT } from "../../tests/http/support/built-server";

const ROOT_ROUTE = `import { Links, Meta, Outlet, Scripts } from "@remix-run/react";
export default function App() {
  return (
    <html lang="en">
      <head><meta charSet="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Floor</title>
        <meta name="description" content="A Remix page with one heading" /><Meta /><Links /></head>
      <body><Outlet /><Scripts /></body>
    </html>
  );
}`;
const INDEX_ROUTE = `export default function Index() { return <h1>A Remix page</h1>; }`;

/** Writes the app, builds it with the shop's Remix compiler (production, minified), and returns its folder. */
function buildApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-framework-floor-"));
  const versions = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string> }).dependencies;
  const dependencies = Object.fromEntries(["@remix-run/node", "@remix-run/react", "react", "react-dom"].map((name) => [name, versions[name]]));
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "framework-floor", private: true, type: "module", sideEffects: false, dependencies }));
  writeFileSync(
    path.join(dir, "remix.config.js"),
    // The shop's own future flags: the same Remix behaviour, nothing else of its configuration.
    `export default { serverModuleFormat: "esm", future: ${JSON.stringify(shopConfig.future)} };`,
  );
  mkdirSync(path.join(dir, "app", "routes"), { recursive: true });
  writeFileSync(path.join(dir, "app", "root.tsx"), ROOT_ROUTE);
  writeFileSync(path.join(dir, "app", "routes", "_index.tsx"), INDEX_ROUTE);
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  execFileSync(process.execPath, [path.join(ROOT, "node_modules", "@remix-run", "dev", "dist", "cli.js"), "build"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: "ignore",
  });
  return dir;
}

/** Every file under `dir` by its path below it, Brotli-compressed once. */
function compressedFiles(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => [
      path.relative(dir, path.join(entry.parentPath, entry.name)),
      brotliCompressSync(readFileSync(path.join(entry.parentPath, entry.name))),
    ]),
  );
}

export async function serveFrameworkFloor(): Promise<{ url: string; close: () => void }> {
  const dir = buildApp();
  const build = (await import(pathToFileURL(path.join(dir, "build", "index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const assets = compressedFiles(path.join(dir, "public", "build"));
  const server = createServer((request, response) => {
    const asset = request.url?.startsWith("/build/") ? assets.get(request.url.slice("/build/".length).split("?")[0]!) : undefined;
    if (asset) {
      response.writeHead(200, { "Content-Type": "text/javascript", "Content-Encoding": "br", "Cache-Control": "public, max-age=31536000, immutable" });
      response.end(asset);
      return;
    }
    // Its one page only: the browser's `/favicon.ico` and Lighthouse's `/robots.txt` answer 404, not a router error in the output.
    if (request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    const { port } = server.address() as AddressInfo;
    void handle(new Request(`http://127.0.0.1:${port}/`)).then(
      async (answer) => {
        response.writeHead(answer.status, { "Content-Type": answer.headers.get("Content-Type") ?? "text/html", "Content-Encoding": "br" });
        response.end(brotliCompressSync(Buffer.from(await answer.arrayBuffer())));
      },
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
