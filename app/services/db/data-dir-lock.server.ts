import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * One process at a time on an embedded DATA_DIR (docs/operations.md#backups): PGlite opens its files without locking
 * them, so a second server, a backup or a restore on the same directory would corrupt the database. The holder's pid
 * is kept in `<DATA_DIR>/server.lock`; a lock whose process is gone is taken over.
 */
export const lockFile = (dataDir: string) => path.join(dataDir, "server.lock");

/** A Unix socket's path must stay under ~107 bytes: a long DATA_DIR gets one in the temporary folder, named by its path. */
const SOCKET_PATH_MAX = 100;

/** Where the server holding DATA_DIR answers its operator's commands (a backup while it serves). */
export function opsSocketPath(dataDir: string): string {
  const inside = path.join(dataDir, "ops.sock");
  if (inside.length <= SOCKET_PATH_MAX) return inside;
  return path.join(tmpdir(), `voltshop-ops-${createHash("sha256").update(dataDir).digest("hex").slice(0, 16)}.sock`);
}

export type LockHolder = { pid: number; role: string; since: string };

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as Partial<LockHolder>;
    return typeof holder.pid === "number" ? { pid: holder.pid, role: String(holder.role ?? "server"), since: String(holder.since ?? "") } : null;
  } catch {
    return null;
  }
}

/** The live process holding DATA_DIR, if any (not this one). */
export function lockHolder(dataDir: string): LockHolder | null {
  const holder = readHolder(lockFile(dataDir));
  return holder && holder.pid !== process.pid && isAlive(holder.pid) ? holder : null;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another VoltShop process (${holder.role}, pid ${holder.pid}, since ${holder.since}). ` +
        "The embedded database takes one process at a time: stop that one first, or give this one another DATA_DIR.",
    );
    this.name = "DataDirInUseError";
  }
}

/**
 * Takes DATA_DIR for this process (`role` names it in the refusal another process gets), or throws DataDirInUseError.
 * The lock goes when the process exits; `release` gives it back earlier.
 */
export async function claimDataDir(dataDir: string, role: string): Promise<{ release: () => void }> {
  await mkdir(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  const mine: LockHolder = { pid: process.pid, role, since: new Date().toISOString() };
  for (;;) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = lockHolder(dataDir);
      if (holder) throw new DataDirInUseError(dataDir, holder);
      // A crashed process's lock (or this process's own, taken again): remove it and try once more.
      rmSync(file, { force: true });
    }
  }
  const release = () => {
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
    process.off("exit", release);
  };
  process.on("exit", release);
  return { release };
}
