import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { Agent, get, request, type IncomingMessage } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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
    // A new connection is refused (a kept-alive one would still be answered, with Connection: close).
    await expect(new Promise((resolve, reject) => get(`${server.url}/healthz`, { agent: false }, resolve).once("error", reject))).rejects.toThrow(
      /ECONNREFUSED/,
    );

    let received = 0;
    response.on("data", (chunk: Buffer) => (received += chunk.length)).resume();
    await new Promise((resolve) => response.once("end", resolve));
    expect(received).toBe(SIZE);

    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM: draining connections");
    expect(server.output()).toMatch(new RegExp(`"method":"GET","path":"/${name}","route":"[^"]+","status":200,"ms":[\\d.]+`));
  }, 60_000);
});

/** One answer on a kept-alive connection of `agent`: its status, Connection header and whether the socket was reused. */
function send(url: string, agent: Agent, method: "GET" | "POST", path: string): Promise<{ status: number; connection: string | undefined; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const body = method === "POST" ? "intent=clear" : undefined;
    const headers = body ? { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length) } : {};
    const req = request(`${url}${path}`, { method, agent, headers }, (res) => {
      res.resume().once("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, reused: req.reusedSocket }));
    });
    req.once("error", reject);
    req.end(body);
  });
}

describe("graceful shutdown under keep-alive load", () => {
  it("answers every request sent on a kept-alive connection after SIGTERM, then closes it, exits 0", async () => {
    // The idle connection's request is sent once the test has seen the drain begin: on a busy machine that can take
    // longer than the default second of grace, which would close the connection first.
    const busy = await startBuiltServer({ LOG_REQUESTS: "false", SHUTDOWN_IDLE_GRACE_MS: "5000" });
    const answers: { status: number; connection: string | undefined }[] = [];
    const errors: unknown[] = [];
    let signalled = false;
    // Six clients, each with one kept-alive connection, send GETs and cart posts back to back until told to close.
    const client = async (n: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let i = 0; ; i++) {
          const answer = i % 2 === 0 ? await send(busy.url, agent, "GET", n % 2 ? "/es/carrito" : "/") : await send(busy.url, agent, "POST", "/cart");
          answers.push(answer);
          if (answer.connection === "close") return;
          if (i > 2000) throw new Error("never told to close");
        }
      } catch (error) {
        errors.push(error);
      } finally {
        agent.destroy();
      }
    };
    // One more connection is idle when SIGTERM arrives and sends its request a moment later.
    const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(busy.url, idleAgent, "GET", "/healthz")).status).toBe(200);

    const clients = Array.from({ length: 6 }, (_, n) => client(n));
    await vi.waitFor(() => expect(answers.length).toBeGreaterThan(12), { timeout: 30_000 });
    busy.process.kill("SIGTERM");
    signalled = true;
    await vi.waitFor(() => expect(busy.output()).toContain("SIGTERM: draining connections"), { timeout: 4_000 });
    const late = await send(busy.url, idleAgent, "GET", "/healthz");
    idleAgent.destroy();
    await Promise.all(clients);

    expect(signalled).toBe(true);
    expect(errors).toEqual([]);
    expect(late).toMatchObject({ status: 200, connection: "close", reused: true });
    for (const answer of answers) expect([200, 303]).toContain(answer.status);
    expect(answers.filter((a) => a.connection === "close")).toHaveLength(6);
    expect(await busy.exited).toBe(0);
    rmSync(busy.dataDir, { recursive: true, force: true });
  }, 90_000);
});
