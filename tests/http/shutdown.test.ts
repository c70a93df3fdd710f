import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { get, type IncomingMessage } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, startBuiltServer, type BuiltServer } from "./support/built-server";

// Larger than the loopback socket buffers, so the response is still being sent when SIGTERM arrives.
const SIZE = 48 * 1024 * 1024;
const name = `__shutdown-test-${randomBytes(4).toString("hex")}.bin`;
const file = path.join(ROOT, "public", name);

let server: BuiltServer;
beforeAll(async () => {
  writeFileSync(file, randomBytes(SIZE));
  server = await startBuiltServer({ LOG_REQUESTS: "true" });
}, 120_000);
afterAll(async () => {
  rmSync(file, { force: true });
  await server?.stop();
});

describe("graceful shutdown", () => {
  it("finishes the in-flight request on SIGTERM, refuses new ones, exits 0", async () => {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      get(`${server.url}/${name}`, (res) => {
        res.pause();
        resolve(res);
      }).once("error", reject);
    });
    expect(response.statusCode).toBe(200);

    server.process.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    expect(server.process.exitCode).toBeNull();
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    let received = 0;
    response.on("data", (chunk: Buffer) => (received += chunk.length)).resume();
    await new Promise((resolve) => response.once("end", resolve));
    expect(received).toBe(SIZE);

    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM: draining connections");
    expect(server.output()).toMatch(new RegExp(`^GET /${name} 200 \\d+\\.\\dms$`, "m"));
  }, 60_000);
});
