import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./built-server";

export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` */
  url: string;
  /** Stops the server as an operator would (`pg_ctl stop -m fast`: sessions cut, new connections refused). */
  stop(): void;
  /** Starts it again on the same port and data, and waits until it takes connections. */
  start(): void;
  /** Stops it and removes its files. */
  dispose(): void;
}

/** The newest PostgreSQL of the Debian packages (scripts/with-postgres.sh installs them when missing). */
function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error(`no PostgreSQL under ${root}: run \`bash scripts/with-postgres.sh true\` once to install it`);
  return path.join(root, versions.at(-1)!, "bin");
}

/**
 * A throwaway PostgreSQL server of the test's own (as scripts/with-postgres.sh makes one), which the test may stop
 * and start: an outage of the real thing rather than a simulated one. initdb refuses to run as root: the cluster
 * then belongs to the postgres user.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "voltshop-pg-"));
  if (root) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), Number(execFileSync("id", ["-g", "postgres"]).toString()));
  const run = (program: string, args: string[]) =>
    execFileSync(root ? "runuser" : path.join(bin, program), root ? ["-u", "postgres", "--", path.join(bin, program), ...args] : args, {
      stdio: "pipe",
      cwd: dir,
    });
  const port = await freePort();
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-t",
      "30",
      "-o",
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
      "start",
    ]);
  const stop = (mode: "fast" | "immediate") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => stop("fast"),
    start,
    dispose: () => {
      try {
        stop("immediate");
      } catch {
        // Stopped already.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
