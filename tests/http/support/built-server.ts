import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project root: the built server resolves `public/` and `content/` from here. */
export const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
export const BUILD_DIR = process.env.BUILD_DIR || "build";

/** A port that was free a moment ago, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface BuiltServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, wait for the exit, remove the temporary data directory. */
  stop(): Promise<number | null>;
}

/**
 * What every server on one PostgreSQL must share (app/config.server.ts requires it with DATABASE_URL): fixed test
 * keys, and this server's own address unless the test names the public URL of several.
 */
function sharedSettings(url: string): Record<string, string> {
  return { SESSION_SECRET: "test-session-secret", AUTH_CODE_SECRET: "test-code-secret", AUTH_JWT_SECRET: "test-jwt-secret", PUBLIC_URL: url };
}

/**
 * Set by the HTTP tests' global set-up (tests/http/support/template-data-dir.ts): a data directory a server filled on
 * a first start (migrations, seed, catalogue) and then stopped cleanly, which every server started from it copies.
 */
export const TEMPLATE_DATA_DIR_ENV = "VOLTSHOP_TEMPLATE_DATA_DIR";
/** When set, a file each server's boot is appended to as a JSON line (how it started, how long until ready). */
export const BOOT_LOG_ENV = "HTTP_BOOT_LOG";

export interface StartOptions {
  /**
   * "template" (the default): a copy of the run's filled data directory when there is one (a restart's boot, 3–4 s
   * instead of 7–10), else empty; "empty": a first start, as in production (the migrations and the whole catalogue
   * fill), for the tests of a first start. A DATA_DIR or DATABASE_URL given in `env` is used as it is.
   */
  dataDir?: "template" | "empty";
}

/** Copies the run's template data directory into `dir` (made if missing); false when there is none. */
export function copyTemplateDataDir(dir: string): boolean {
  const template = process.env[TEMPLATE_DATA_DIR_ENV];
  if (!template || !existsSync(template)) return false;
  cpSync(template, dir, { recursive: true });
  return true;
}

function logBoot(entry: Record<string, unknown>) {
  const file = process.env[BOOT_LOG_ENV];
  if (!file) return;
  // The test file when a vitest worker starts it (the helper also serves scripts and Playwright).
  const testFile = (globalThis as { __vitest_worker__?: { filepath?: string } }).__vitest_worker__?.filepath;
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify({ file: testFile ? path.relative(ROOT, testFile) : undefined, ...entry })}\n`);
}

/**
 * Starts `node $BUILD_DIR/server.js` on a free loopback port with a fresh temporary DATA_DIR (a copy of the run's
 * template, see StartOptions) and resolves once `/readyz` answers 200. Needs a build (`npm run build`).
 */
export async function startBuiltServer(env: Record<string, string> = {}, timeoutMs = 100_000, options: StartOptions = {}): Promise<BuiltServer> {
  const entry = path.join(ROOT, BUILD_DIR, "server.js");
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first (BUILD_DIR=${BUILD_DIR})`);
  const began = performance.now();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "voltshop-data-"));
  const url = `http://127.0.0.1:${port}`;
  const onPostgres = Boolean(env.DATABASE_URL ?? process.env.DATABASE_URL);
  const start = env.DATA_DIR ? "given" : onPostgres ? "postgres" : options.dataDir !== "empty" && copyTemplateDataDir(dataDir) ? "template" : "empty";
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...(onPostgres ? sharedSettings(url) : {}),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_REQUESTS: "false",
      BUILD_DIR,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };

  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void exited.then(() => (ended = true));
  while (!ended && Date.now() < deadline) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      logBoot({ start, ms: Math.round(performance.now() - began) });
      return { url, process: child, dataDir, output: () => output, exited, stop };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`The built server did not become ready:\n${output}`);
}

export interface ShiftedServer extends BuiltServer {
  /** Sets how far the server's Date.now() runs ahead of real time. */
  shiftClock(ms: number): void;
}

/**
 * A built server whose clock a test moves ahead (tests/http/support/shifted-clock.mjs), so code expiry and token
 * renewal are tested without waiting.
 */
export async function startShiftedServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<ShiftedServer> {
  const clockDir = mkdtempSync(path.join(tmpdir(), "voltshop-clock-"));
  const clockFile = path.join(clockDir, "offset");
  const server = await startBuiltServer(
    {
      ...env,
      TEST_CLOCK_FILE: clockFile,
      NODE_OPTIONS: `--import=${path.join(ROOT, "tests/http/support/shifted-clock.mjs")}`,
    },
    undefined,
    options,
  );
  return {
    ...server,
    shiftClock: (ms) => writeFileSync(clockFile, String(ms)),
    stop: async () => {
      const code = await server.stop();
      rmSync(clockDir, { recursive: true, force: true });
      return code;
    },
  };
}
