import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { crossSiteWriteGuard } from "./cross-site.server";
import { createPageCache } from "./page-cache.server";
import { remixHandler, type FetchHandler, type RenderLimit } from "./remix-handler.server";
import { RenderGate } from "./render-gate.server";
import { TurnBudget } from "~/services/scheduling/turn-budget.server";

const SWR = "public, max-age=60, stale-while-revalidate=600";

/** An Express app with a fresh nonce per request, as server.ts has, in front of a fake Remix handler. */
async function serve(
  handle: FetchHandler,
  now: () => number,
  {
    guard,
    ...edge
  }: { renderLimit?: RenderLimit; refuse?: (req: express.Request, res: express.Response, status: number) => void; guard?: express.RequestHandler } = {},
) {
  const app = express();
  app.set("trust proxy", "loopback");
  if (guard) app.use(guard);
  let n = 0;
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce-${++n}`;
    next();
  });
  app.all(
    "*",
    remixHandler({
      handle,
      pageCache: createPageCache({ maxBytes: 1_000_000, now }),
      loadContext: (_req, nonce) => ({ cspNonce: nonce, clientIp: "", purgePages: () => {} }),
      ...edge,
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Renders `<p nonce>` with the version it was called at; renders after the first wait for `release()`. */
function fakeRemix(cacheControl = SWR) {
  const calls: { url: string; nonce: string; cookie: string | null }[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const handle: FetchHandler = async (request, context) => {
    calls.push({ url: request.url, nonce: context.cspNonce, cookie: request.headers.get("cookie") });
    if (calls.length > 1 && cacheControl === SWR) await held;
    return new Response(`<p nonce="${context.cspNonce}">render ${calls.length}</p>`, {
      headers: { "Cache-Control": cacheControl, "Content-Type": "text/html" },
    });
  };
  return { handle, calls, release };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const read = async (res: Response) => ({ cache: res.headers.get("x-cache"), body: await res.text() });

describe("remixHandler", () => {
  it("renders once, then answers from memory with each response's own nonce", async () => {
    const remix = fakeRemix();
    const server = await serve(remix.handle, Date.now);
    close = server.close;
    expect(await read(await fetch(`${server.url}/a`))).toEqual({ cache: "MISS", body: '<p nonce="nonce-1">render 1</p>' });
    expect(await read(await fetch(`${server.url}/a`))).toEqual({ cache: "HIT", body: '<p nonce="nonce-2">render 1</p>' });
    expect(remix.calls).toHaveLength(1);
  });

  it("serves a stale page at once and replaces it with one background render", async () => {
    let now = 1_000_000;
    const remix = fakeRemix();
    const server = await serve(remix.handle, () => now);
    close = server.close;
    await (await fetch(`${server.url}/a`)).text();
    now += 61_000;
    const stale = await Promise.all([fetch(`${server.url}/a`), fetch(`${server.url}/a`)].map(async (r) => read(await r)));
    for (const res of stale) {
      expect(res.cache).toBe("STALE");
      expect(res.body).toContain("render 1");
    }
    expect(remix.calls).toHaveLength(2);
    remix.release();
    await expect.poll(async () => read(await fetch(`${server.url}/a`))).toMatchObject({ cache: "HIT", body: expect.stringContaining("render 2") });
    // The background render had its own nonce, and every hit gets its own again.
    expect(remix.calls[1]!.nonce).not.toBe(remix.calls[0]!.nonce);
    expect((await read(await fetch(`${server.url}/a`))).body).not.toContain(remix.calls[1]!.nonce);
  });

  it("passes requests with cookies, and pages that may not be kept, straight through", async () => {
    const remix = fakeRemix("private, no-store");
    const server = await serve(remix.handle, Date.now);
    close = server.close;
    for (let i = 0; i < 2; i++) expect((await read(await fetch(`${server.url}/p`))).cache).toBe("BYPASS");
    expect((await read(await fetch(`${server.url}/p`, { headers: { Cookie: "a=1" } }))).cache).toBe("BYPASS");
    expect(remix.calls.map((c) => c.cookie)).toEqual([null, null, "a=1"]);
  });

  it("sheds renders past the gate but still answers cached pages", async () => {
    const remix = fakeRemix();
    remix.release();
    const gate = new RenderGate({ maxConcurrent: 1, queueLimit: 0, queueTimeoutMs: 1000 });
    const shed = (_req: express.Request, res: express.Response) => void res.status(503).set("Retry-After", "1").send("busy");
    // A budget of no time: every request waits for a later turn, one a turn, and all are answered.
    const server = await serve(remix.handle, Date.now, { renderLimit: { gate, shed, turns: new TurnBudget(0) } });
    close = server.close;
    expect((await read(await fetch(`${server.url}/a`))).cache).toBe("MISS");
    const hold = gate.tryEnter();
    const refused = await fetch(`${server.url}/b`, { headers: { Cookie: "a=1" } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect((await read(await fetch(`${server.url}/a`))).cache).toBe("HIT");
    hold!();
    expect((await fetch(`${server.url}/b`, { headers: { Cookie: "a=1" } })).status).toBe(200);
    expect(gate.running).toBe(0);
  });

  it("refuses a request only a render can answer on arrival when the gate is saturated, before waiting its turn", async () => {
    const remix = fakeRemix();
    remix.release();
    const gate = new RenderGate({ maxConcurrent: 1, queueLimit: 0, queueTimeoutMs: 1000 });
    const shed = (_req: express.Request, res: express.Response) => void res.status(503).set("Retry-After", "1").send("busy");
    // Turns that never come on their own: only what is refused on arrival is answered before they are run.
    const waitingTurn: (() => void)[] = [];
    const turns = { run: (task: () => void) => waitingTurn.push(task) } as unknown as TurnBudget;
    const server = await serve(remix.handle, Date.now, { renderLimit: { gate, shed, turns } });
    close = server.close;
    const hold = gate.tryEnter();
    expect((await fetch(`${server.url}/cart`, { method: "POST", body: "a=1" })).status).toBe(503);
    expect((await fetch(`${server.url}/b`, { headers: { Cookie: "a=1" } })).status).toBe(503);
    expect(waitingTurn).toHaveLength(0);
    // An anonymous page may be in the page cache: it waits for its turn.
    const anonymous = fetch(`${server.url}/a`);
    await expect.poll(() => waitingTurn.length).toBe(1);
    hold!();
    waitingTurn.shift()!();
    expect((await anonymous).status).toBe(200);
  });

  it("addresses an accepted write to the origin it proved, with Host to match and no X-Forwarded-Host (Remix's own check)", async () => {
    const seen: { url: string; host: string | null; forwardedHost: string | null }[] = [];
    const handle: FetchHandler = async (request) => {
      seen.push({ url: request.url, host: request.headers.get("host"), forwardedHost: request.headers.get("x-forwarded-host") });
      return new Response(null, { status: 204 });
    };
    const refuse = (_req: express.Request, res: express.Response, status: number) => void res.status(status).end();
    const server = await serve(handle, Date.now, { refuse, guard: crossSiteWriteGuard(["https://shop.example"], refuse) });
    close = server.close;
    const post = (headers: Record<string, string>) => fetch(`${server.url}/cart?x=1`, { method: "POST", headers, body: "a=1" });
    const { host } = new URL(server.url);
    // A proxy that rewrote Host, a trusted one that names another host, one that names this host in capitals, a page read.
    expect((await post({ Origin: "https://shop.example" })).status).toBe(204);
    expect((await post({ Origin: "https://shop.example", "X-Forwarded-Host": "internal.example" })).status).toBe(204);
    expect((await post({ Origin: `http://${host}`, "X-Forwarded-Host": host.toUpperCase() })).status).toBe(204);
    expect((await fetch(`${server.url}/a`, { headers: { "X-Forwarded-Host": "Shop.Example:8443" } })).status).toBe(204);
    expect(seen).toEqual([
      { url: "https://shop.example/cart?x=1", host: "shop.example", forwardedHost: null },
      { url: "https://shop.example/cart?x=1", host: "shop.example", forwardedHost: null },
      { url: `http://${host}/cart?x=1`, host, forwardedHost: null },
      { url: "http://shop.example:8443/a", host: "shop.example:8443", forwardedHost: null },
    ]);
  });

  it("shows a route's bodiless refusal as the error page, and names the methods of a page without an action", async () => {
    const handle: FetchHandler = async (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/logout") return new Response(null, { status: 415 });
      // Remix's own answer when a resource route has no action.
      if (path === "/robots.txt") return Response.json({ message: "Unexpected Server Error" }, { status: 405, headers: { "X-Remix-Error": "yes" } });
      return new Response("<p>405</p>", { status: 405, headers: { "Content-Type": "text/html" } });
    };
    const refused: number[] = [];
    const refuse = (_req: express.Request, res: express.Response, status: number) => {
      refused.push(status);
      res.status(status).send("error page");
    };
    const server = await serve(handle, Date.now, { refuse });
    close = server.close;
    const logout = await fetch(`${server.url}/logout`, { method: "POST", body: "{}" });
    expect([logout.status, await logout.text()]).toEqual([415, "error page"]);
    const robots = await fetch(`${server.url}/robots.txt`, { method: "POST" });
    expect([robots.status, robots.headers.get("allow"), await robots.text()]).toEqual([405, "GET, HEAD", "error page"]);
    expect(refused).toEqual([415, 405]);
    const page = await fetch(`${server.url}/about`, { method: "POST", body: "a=1" });
    expect(page.status).toBe(405);
    expect(page.headers.get("allow")).toBe("GET, HEAD");
  });
});
