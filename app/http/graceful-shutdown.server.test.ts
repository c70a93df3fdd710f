import { Agent, createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installGracefulShutdown } from "./graceful-shutdown.server";

const signals = ["SIGTERM", "SIGINT"] as const;
const before = new Map(signals.map((s) => [s, process.listeners(s)]));
afterEach(() => {
  for (const s of signals) {
    for (const l of process.listeners(s)) if (!before.get(s)!.includes(l)) process.off(s, l);
  }
});

/** A server whose `/slow` answers only when `release()` is called. */
async function slowServer(timeoutMs = 5_000) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let entered!: () => void;
  const inFlight = new Promise<void>((r) => (entered = r));
  const app = express();
  const server: Server = createServer(app);
  const exit = vi.fn<(code: number) => void>();
  const onClose = vi.fn(async () => {});
  const drain = installGracefulShutdown(server, { onClose, timeoutMs, exit, log: () => {} });
  app.use(drain.middleware);
  app.get("/slow", async (_req, res) => {
    entered();
    await released;
    res.send("done");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, server, drain, exit, onClose, release, inFlight };
}

function getText(url: string, agent?: Agent): Promise<{ status: number; body: string; connection?: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = get(url, { agent }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection, reused: req.reusedSocket }));
    }).once("error", reject);
  });
}

describe("installGracefulShutdown", () => {
  it("finishes the in-flight request, refuses new connections, closes, exits 0", async () => {
    const s = await slowServer();
    const pending = getText(`${s.url}/slow`);
    await s.inFlight;

    process.emit("SIGTERM", "SIGTERM");
    expect(s.drain.draining).toBe(true);
    await expect(getText(`${s.url}/slow`)).rejects.toThrow();
    expect(s.exit).not.toHaveBeenCalled();

    s.release();
    expect(await pending).toMatchObject({ status: 200, body: "done", connection: "close" });
    await vi.waitFor(() => expect(s.exit).toHaveBeenCalledWith(0));
    expect(s.onClose).toHaveBeenCalledOnce();
  });

  it("answers a request that arrives on an idle kept-alive connection after SIGTERM, then closes it", async () => {
    const s = await slowServer();
    s.release();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await getText(`${s.url}/slow`, agent)).toMatchObject({ status: 200, reused: false });

    process.emit("SIGTERM", "SIGTERM");
    await new Promise((r) => setTimeout(r, 100));
    expect(await getText(`${s.url}/slow`, agent)).toMatchObject({ status: 200, body: "done", connection: "close", reused: true });
    await vi.waitFor(() => expect(s.exit).toHaveBeenCalledWith(0));
    agent.destroy();
  });

  it("closes a kept-alive connection that stays idle once the grace is over", async () => {
    const s = await slowServer();
    s.release();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await getText(`${s.url}/slow`, agent);
    process.emit("SIGTERM", "SIGTERM");
    await vi.waitFor(() => expect(s.exit).toHaveBeenCalledWith(0), { timeout: 3_000 });
    agent.destroy();
  });

  it("treats SIGINT the same and ignores a second signal", async () => {
    const s = await slowServer();
    process.emit("SIGINT", "SIGINT");
    process.emit("SIGTERM", "SIGTERM");
    await vi.waitFor(() => expect(s.exit).toHaveBeenCalledWith(0));
    expect(s.exit).toHaveBeenCalledOnce();
    expect(s.onClose).toHaveBeenCalledOnce();
  });

  it("gives up after the timeout with exit 1", async () => {
    const s = await slowServer(200);
    const pending = getText(`${s.url}/slow`).catch(() => "cut");
    await s.inFlight;
    process.emit("SIGTERM", "SIGTERM");
    await vi.waitFor(() => expect(s.exit).toHaveBeenCalled());
    expect(s.exit.mock.calls[0]).toEqual([1]);
    expect(await pending).toBe("cut");
  });
});
