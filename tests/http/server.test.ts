import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR, ROOT, startBuiltServer, type BuiltServer } from "./support/built-server";

const publicName = `__cache-test-${randomBytes(4).toString("hex")}.txt`;
const publicFile = path.join(ROOT, "public", publicName);

let server: BuiltServer;
beforeAll(async () => {
  writeFileSync(publicFile, "public file\n");
  server = await startBuiltServer();
}, 120_000);
afterAll(async () => {
  rmSync(publicFile, { force: true });
  await server?.stop();
});

/** A GET with this Accept-Encoding, its body as sent (fetch would decode it). */
function rawGet(pathname: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding?: string; type?: string; vary?: string; cacheControl?: string; body: Buffer }>((resolve, reject) => {
    get(`${server.url}${pathname}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers["content-encoding"],
          type: res.headers["content-type"],
          vary: res.headers.vary,
          cacheControl: res.headers["cache-control"],
          body: Buffer.concat(chunks),
        }),
      );
    }).on("error", reject);
  });
}

function nonceOf(csp: string | null): string | undefined {
  return /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
}

describe("the built server", () => {
  it("answers /healthz while the process is up", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers /readyz with the checks of the database and content", async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; checks: Record<string, boolean> };
    expect(body.ok).toBe(true);
    expect(body.checks.content).toBe(true);
  });

  it("sends the security headers", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=/);
    expect(res.headers.get("x-powered-by")).toBeNull();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("googletagmanager");
    expect(csp).not.toContain("cdn.sanity.io");
  });

  it("uses a new CSP nonce per request, the same one as the page's inline scripts", async () => {
    const pages = await Promise.all([fetch(`${server.url}/`), fetch(`${server.url}/`)]);
    const nonces = pages.map((res) => nonceOf(res.headers.get("content-security-policy")));
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [i, res] of pages.entries()) {
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) {
        if (/\ssrc=/.test(tag)) continue;
        expect(tag).toContain(`nonce="${nonces[i]}"`);
      }
    }
  });

  it("compresses HTML", async () => {
    const res = await fetch(`${server.url}/`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(await res.text()).toMatch(/^<!DOCTYPE html>/i);
  });

  it("caches fingerprinted /build assets immutably for a year", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/build\/[^"']+\.(?:js|css)/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${server.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("keeps the form-validation libraries out of the JavaScript a catalogue page loads first, fetched once the page has painted", async () => {
    for (const page of ["/products/22mm-nema-flush-push-button-black-1no-gcx1111-10", "/category/push-buttons", "/es"]) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      // Fetched once the page has painted: it works without them (scripts-after-paint.ts).
      const scripts = [...html.matchAll(/<link rel="preload" as="script" media="not all" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(scripts.length, page).toBeGreaterThan(3);
      expect(html, page).not.toContain('rel="modulepreload"');
      const moduleScript = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      expect(moduleScript, page).toMatch(/^await new Promise/);
      expect(moduleScript, page).not.toMatch(/import \* as|import "/);
      for (const script of scripts) {
        const code = await (await fetch(`${server.url}${script}`)).text();
        expect(code, `${page} preloads ${script}`).not.toMatch(/ZodError|dataset\.conform/);
      }
    }
  });

  it("sends the build's scripts and styles compressed ahead, Brotli first, each the same bytes as the file", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const assets = [...html.matchAll(/\/build\/[^"']+\.(?:js|css)/g)].map((m) => m[0]);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const plain = await rawGet(asset, "");
      expect(plain.encoding, asset).toBeUndefined();
      // Browsers list gzip before br; the smaller copy wins when both are acceptable.
      const br = await rawGet(asset, "gzip, deflate, br, zstd");
      const gzip = await rawGet(asset, "br;q=0, gzip");
      for (const [answer, decode] of [
        [br, brotliDecompressSync],
        [gzip, gunzipSync],
      ] as const) {
        expect(answer.status, asset).toBe(200);
        expect(answer.vary, asset).toMatch(/accept-encoding/i);
        expect(answer.cacheControl, asset).toBe("public, max-age=31536000, immutable");
        expect(answer.type?.toLowerCase(), asset).toBe(plain.type?.toLowerCase());
        if (plain.body.byteLength < 1024) continue;
        expect(decode(answer.body).equals(plain.body), asset).toBe(true);
      }
      if (plain.body.byteLength >= 1024) {
        expect([br.encoding, gzip.encoding], asset).toEqual(["br", "gzip"]);
        expect(br.body.byteLength, asset).toBeLessThan(gzip.body.byteLength);
      }
    }
    const refused = await rawGet(assets[0]!, "br;q=0, gzip;q=0");
    expect(refused.encoding).toBeUndefined();
  });

  it("caches other public files for a short time only", async () => {
    const res = await fetch(`${server.url}/${publicName}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers a missing /build asset with a plain 404", async () => {
    const res = await fetch(`${server.url}/build/does-not-exist-123.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control") ?? "").not.toContain("immutable");
  });

  it("refuses a cross-site POST with 403", async () => {
    const res = await fetch(`${server.url}/`, {
      method: "POST",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(403);
  });

  it("lets a same-origin POST reach the app", async () => {
    const res = await fetch(`${server.url}/`, {
      method: "POST",
      headers: { origin: server.url, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
      redirect: "manual",
    });
    expect(res.status).not.toBe(403);
  });

  it("logs no requests when LOG_REQUESTS=false", () => {
    expect(server.output()).not.toContain('"msg":"request"');
  });
});

describe("test-only pages", () => {
  it("are not in a production build: no route, and neither their component nor their words in its JavaScript", async () => {
    expect((await fetch(`${server.url}/__test/layout`)).status).toBe(404);
    const clientDir = path.join(ROOT, BUILD_DIR, "client");
    const scripts = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const found = scripts.filter((file) => readFileSync(path.join(clientDir, file), "utf8").includes("Layout test page"));
    expect(found).toEqual([]);
    expect(readFileSync(path.join(ROOT, BUILD_DIR, "index.js"), "utf8")).not.toContain("__test/layout");
  });
});
