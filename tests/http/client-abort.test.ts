import { readdirSync, statSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR, ROOT, startBuiltServer, type BuiltServer } from "./support/built-server";

// A browser that leaves mid-response (a closed tab, a navigation away) is no error of ours (docs/http-edge.md#a-client-that-leaves).
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer({ LOG_REQUESTS: "true" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** Resolves once the server has printed `text` this many times since `from`. */
async function printed(text: string, times = 1, from = 0): Promise<void> {
  await expect.poll(() => server.output().slice(from).split(text).length - 1, { timeout: 10_000, interval: 20 }).toBe(times);
}

/** Sends a GET over a raw socket and closes it at `when`: as soon as it is sent, or at the answer's first bytes. */
function leave(pathname: string, when: "sent" | "firstBytes", acceptEncoding = "br"): Promise<void> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: ${acceptEncoding}\r\n\r\n`);
      if (when === "sent") socket.destroy();
    });
    socket.once("data", () => socket.destroy());
    socket.once("close", () => resolve());
    socket.once("error", reject);
  });
}

/** The largest script of the build, served from its precompressed copy. */
function largestScript(): string {
  const dir = path.join(ROOT, BUILD_DIR, "client");
  const scripts = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size);
  return `/build/${scripts[0]!.split(path.sep).join("/")}`;
}

describe("a client that leaves mid-response", () => {
  it("prints no error and no stack, for pages and for files", async () => {
    const before = server.output().length;
    const targets = ["/products", "/es/productos", largestScript()];
    for (let round = 0; round < 5; round++) {
      for (const target of targets) {
        await leave(target, round % 2 === 0 ? "sent" : "firstBytes");
      }
    }
    // One request-log line each, the only line a request the client left prints.
    for (const target of targets) await printed(`"path":"${target}"`, 5, before);
    // Whatever an aborted request would print comes before the answer of the next one.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await printed('"path":"/healthz"', 1, before);
    const printedSince = server.output().slice(before);
    expect(printedSince).not.toMatch(/Error| {4}at /);
  });
});
