import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { BOOT_LOG_ENV, BUILD_DIR, ROOT, startBuiltServer } from "./built-server";

declare module "vitest" {
  export interface ProvidedContext {
    templateDataDir: string | null;
  }
}

/** Count, median and range of the boots logged, by how each server started. */
function bootSummary(file: string): string {
  if (!existsSync(file)) return "";
  const boots = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { start: string; ms: number });
  const kinds = [...new Set(boots.map((b) => b.start))];
  return kinds
    .map((kind) => {
      const ms = boots.filter((b) => b.start === kind).map((b) => b.ms);
      ms.sort((a, b) => a - b);
      return `${kind}: ${ms.length} boots, median ${ms[Math.floor(ms.length / 2)]} ms (${ms[0]}–${ms.at(-1)})`;
    })
    .join("; ");
}

/**
 * The HTTP tests' global set-up: one server fills an empty data directory (23 migrations, the seed, the whole catalogue)
 * and is stopped with SIGTERM, which closes the embedded database; every server the tests start then boots from a copy
 * of it (tests/http/support/built-server.ts), as a restart does, unless it tests a first start itself.
 */
export default async function setup(project: TestProject) {
  const bootLog = project.config.env[BOOT_LOG_ENV];
  if (bootLog) rmSync(bootLog, { force: true });
  // Without a build every test says so itself: nothing to fill here.
  if (!existsSync(path.join(ROOT, BUILD_DIR, "server.js"))) {
    project.provide("templateDataDir", null);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "voltshop-template-"));
  const began = performance.now();
  const filler = await startBuiltServer({ DATA_DIR: dir, DATABASE_URL: "" }, 150_000, { dataDir: "empty" });
  const code = await filler.stop();
  // A copy must be of a database its server closed: a clean exit, the DATA_DIR lock released, nothing but the database left.
  const left = readdirSync(dir);
  if (code !== 0 || left.join() !== "pglite") {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The template data directory's server exited with ${code}, leaving ${left.join(", ")}:\n${filler.output()}`);
  }
  project.provide("templateDataDir", dir);
  const filled = `the template filled and stopped in ${Math.round(performance.now() - began)} ms`;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    const summary = bootLog && bootSummary(bootLog);
    console.log(`\nHTTP test servers: ${filled}${summary ? `; ${summary}` : ""}`);
  };
}
