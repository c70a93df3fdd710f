import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLatestOutboxCode, readOutbox } from "~/services/mail/testing/outbox-reader";
import { NoJsBrowser } from "./support/browser";
import { startBuiltServer, type BuiltServer } from "./support/built-server";
import { bearerTokenFor, signedIn } from "./support/sign-in";

// Logs and metrics (docs/operations.md): JSON lines with the request id and no secret; /metrics for loopback or a token.
const METRICS_TOKEN = "metrics-token-for-the-tests";
let server: BuiltServer;
let guarded: BuiltServer;
beforeAll(async () => {
  [server, guarded] = await Promise.all([startBuiltServer({ LOG_REQUESTS: "true" }), startBuiltServer({ METRICS_TOKEN })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([server?.stop(), guarded?.stop()]);
});

/** A sample's value in Prometheus text (0 when absent). */
function sample(text: string, name: string, labels: string): number {
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split("\n").find((l) => l.startsWith(prefix));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

const scrape = async (base = server.url, headers: Record<string, string> = {}) => (await fetch(`${base}/metrics`, { headers })).text();

describe("/metrics", () => {
  it("answers a loopback client in Prometheus text, and its counters move after a page view", async () => {
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const before = await res.text();
    for (const name of [
      "http_request_duration_seconds_bucket",
      "voltshop_render_duration_seconds_count",
      "voltshop_db_connections",
      "nodejs_eventloop_lag_seconds",
    ])
      expect(before).toContain(name);
    const views = (text: string) => sample(text, "http_requests_total", 'method="GET",route="/products/:slug",status="404"');
    const renders = (text: string) => sample(text, "voltshop_render_duration_seconds_count", "");

    expect((await fetch(`${server.url}/products/no-such-product-123`)).status).toBe(404);
    await expect.poll(async () => views(await scrape())).toBe(views(before) + 1);
    expect(renders(await scrape())).toBeGreaterThan(renders(before));
    // A visitor's second view of a catalogue page comes from the shared page cache.
    const hits = (text: string) => sample(text, "voltshop_page_cache_hits_total", 'kind="fresh"');
    const hitsBefore = hits(await scrape());
    for (let view = 0; view < 2; view++) expect((await fetch(`${server.url}/products`)).status).toBe(200);
    expect(hits(await scrape())).toBeGreaterThan(hitsBefore);
    // The label is the route's pattern, never the path.
    expect(await scrape()).not.toContain("no-such-product-123");
  });

  it("with METRICS_TOKEN set, is the shop's 404 without the token and answers with it", async () => {
    const without = await fetch(`${guarded.url}/metrics`);
    expect(without.status).toBe(404);
    expect(await without.text()).not.toContain("http_requests_total");
    expect((await fetch(`${guarded.url}/metrics`, { headers: { Authorization: "Bearer wrong-token-wrong-token" } })).status).toBe(404);
    const withToken = await fetch(`${guarded.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain("http_requests_total");
  });
});

describe("the request id", () => {
  it("is on every answer: pages, JSON, assets, errors, health, metrics", async () => {
    const answers = await Promise.all(
      ["/", "/products", "/no/such/page", "/api/private/user", "/favicon.svg", "/build/does-not-exist.js", "/healthz", "/readyz", "/metrics"].map((path) =>
        fetch(`${server.url}${path}`, { redirect: "manual" }),
      ),
    );
    const ids = answers.map((res) => res.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is the client's own only behind a trusted proxy (TRUST_PROXY unset here)", async () => {
    const res = await fetch(`${server.url}/healthz`, { headers: { "X-Request-Id": "client-chosen-id" } });
    expect(res.headers.get("x-request-id")).not.toBe("client-chosen-id");
  });
});

describe("the log of a sign-in", () => {
  it("is JSON lines carrying the request id, with no code, cookie, token or mail subject", async () => {
    const email = "log.check@example.com";
    const from = server.output().length;
    const browser = await signedIn(server, email, new NoJsBrowser(server.url));
    const token = await bearerTokenFor(server, email);
    const api = await fetch(`${server.url}/api/private/user?email=${encodeURIComponent(email)}&token=${token}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const page = await browser.get("/account?code=123456");
    const ids = [api.headers.get("x-request-id"), page.headers.get("x-request-id")];
    await expect.poll(() => ids.every((id) => server.output().slice(from).includes(`"requestId":"${id}"`))).toBe(true);

    const printed = server.output().slice(from);
    const lines = printed.split("\n").filter((line) => line.trim() !== "");
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; requestId?: string; path?: string });
    const requests = entries.filter((entry) => entry.msg === "request");
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const entry of requests) expect(entry.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Every line written while serving a request names it (the outbox's line too).
    expect(entries.every((entry) => entry.requestId)).toBe(true);

    const mails = (await readOutbox(server.dataDir)).filter((mail) => mail.to.includes(email));
    const code = await readLatestOutboxCode(server.dataDir, email);
    expect(code).toMatch(/^\d{6}$/);
    // Session, cart and browser cookies are long random values; a short one (the language) says nothing.
    const cookies = [...browser.cookies.values()].filter((value) => value.length >= 16);
    expect(cookies.length).toBeGreaterThan(0);
    const secrets = [code!, token, ...cookies, ...mails.map((mail) => mail.subject), "123456", "token="];
    for (const secret of secrets) expect(printed).not.toContain(secret);
  });
});
