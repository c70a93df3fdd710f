/**
 * Two built servers behind Debian's nginx on loopback, as docs/operations.md#behind-a-proxy deploys them: one
 * PostgreSQL, one Redis behind the Upstash REST endpoint, the same shared settings, and nginx running the sample
 * config ops/nginx/voltshop.conf.template. Used by tests/http/two-servers.test.ts and the bench's two-server row.
 * Needs a build (`npm run build`), PostgreSQL, redis-server and nginx (scripts/test.sh installs them).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, ROOT, startBuiltServer, type BuiltServer } from "../tests/http/support/built-server";
import { startPostgres, type PostgresServer } from "../tests/http/support/postgres-server";
import { startUpstashRestServer } from "../tests/support/upstash-rest-server";

const NGINX_TEMPLATE = path.join(ROOT, "ops/nginx/voltshop.conf.template");
/** Debian's nginx (not on a non-root user's PATH). */
const NGINX = "/usr/sbin/nginx";

export interface TwoServers {
  /** Where clients reach nginx, the shop's PUBLIC_URL. */
  url: string;
  a: BuiltServer;
  b: BuiltServer;
  /** "A" or "B": the server that answered a request through nginx, from the answer's X-Upstream header. */
  servedBy(upstream: string | string[] | null | undefined): "A" | "B";
  /** nginx's error log so far. */
  nginxErrors(): string;
  stop(): Promise<void>;
}

/** The sample config with its `${VOLTSHOP_*}` names filled in, as envsubst fills them. */
function renderNginxTemplate(values: Record<string, string>): string {
  return readFileSync(NGINX_TEMPLATE, "utf8").replace(/\$\{(VOLTSHOP_[A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${NGINX_TEMPLATE} names ${name}, which has no value`);
    return value;
  });
}

/**
 * nginx's main file around the sample: in the foreground, every file under `dir`, and an X-Upstream header naming
 * the server that answered (the test's alone: the sample does not tell clients the servers' addresses).
 */
function mainConfig(dir: string): string {
  return `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  add_header X-Upstream $upstream_addr always;
  include ${dir}/voltshop.conf;
}
`;
}

/** Resolves once `child` printed `text`; rejects if it ends first or `timeoutMs` passes. */
function printed(child: ChildProcess, text: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`no "${text}" within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before "${text}":\n${output}`));
    });
  });
}

/** Ends `child` with SIGTERM and waits for it (nginx stops at once on it, redis-server saves nothing here). */
async function ended(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exit = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exit;
}

/** Polls `url` until it answers 200. */
async function answers(url: string, timeoutMs: number, why: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${why()}`);
}

/**
 * Starts the whole stack; `env` is given to both servers (on top of the shared settings). Everything started is
 * stopped again when a later part fails to start.
 */
export async function startTwoServers(env: Record<string, string> = {}): Promise<TwoServers> {
  const dir = mkdtempSync(path.join(tmpdir(), "voltshop-two-servers-"));
  // nginx's workers run as an unprivileged user when it is started as root: they must reach their temp folders.
  chmodSync(dir, 0o755);
  const stack: { postgres?: PostgresServer; redis?: ChildProcess; upstash?: { close(): Promise<void> }; servers: BuiltServer[]; nginx?: ChildProcess } = {
    servers: [],
  };
  const stop = async () => {
    await ended(stack.nginx);
    await Promise.all(stack.servers.map((server) => server.stop()));
    await stack.upstash?.close();
    await ended(stack.redis);
    stack.postgres?.dispose();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    stack.postgres = await startPostgres();
    const redisPort = await freePort();
    stack.redis = spawn("redis-server", ["--bind", "127.0.0.1", "--port", String(redisPort), "--save", "", "--appendonly", "no", "--dir", dir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await printed(stack.redis, "Ready to accept connections", 30_000);
    const token = randomBytes(24).toString("base64url");
    const upstash = await startUpstashRestServer({ redisUrl: `redis://127.0.0.1:${redisPort}`, token });
    stack.upstash = upstash;

    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const shared = {
      DATABASE_URL: stack.postgres.url,
      UPSTASH_REDIS_REST_URL: upstash.url,
      UPSTASH_REDIS_REST_TOKEN: token,
      PUBLIC_URL: url,
      TRUST_PROXY: "loopback",
      ...env,
    };
    // One after the other: two first starts at once would both migrate the empty database.
    const a = await startBuiltServer(shared);
    stack.servers.push(a);
    const b = await startBuiltServer(shared);
    stack.servers.push(b);

    const hostOf = (server: BuiltServer) => new URL(server.url).host;
    writeFileSync(
      path.join(dir, "voltshop.conf"),
      renderNginxTemplate({ VOLTSHOP_LISTEN: `127.0.0.1:${nginxPort}`, VOLTSHOP_SERVER_A: hostOf(a), VOLTSHOP_SERVER_B: hostOf(b) }),
    );
    writeFileSync(path.join(dir, "nginx.conf"), mainConfig(dir));
    const errorLog = path.join(dir, "error.log");
    const nginxErrors = () => (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "");
    stack.nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", errorLog], { stdio: ["ignore", "inherit", "inherit"] });
    await answers(`${url}/readyz`, 30_000, () => (stack.nginx?.exitCode === null ? nginxErrors() : `nginx exited: ${nginxErrors()}`));

    const names = new Map([
      [hostOf(a), "A" as const],
      [hostOf(b), "B" as const],
    ]);
    const servedBy = (upstream: string | string[] | null | undefined) => {
      const name = names.get(String(upstream));
      if (!name) throw new Error(`no server of the two answered: X-Upstream ${String(upstream)}`);
      return name;
    };
    return { url, a, b, servedBy, nginxErrors, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
