import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { claimDataDir, DataDirInUseError, lockFile, lockHolder, opsSocketPath } from "./data-dir-lock.server";

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "voltshop-lock-"));
  dirs.push(dir);
  return dir;
};
/** A process that stays alive until the test ends. */
const liveProcess = () => {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  return child.pid!;
};
/** The pid of a process that has ended. */
const deadPid = async () => {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
};
const holdAs = (dir: string, pid: number) => writeFileSync(lockFile(dir), JSON.stringify({ pid, role: "server", since: "2026-11-27T04:00:00.000Z" }));

describe("one process on an embedded DATA_DIR", () => {
  it("takes a free directory (creating it) and gives it back", async () => {
    const dir = path.join(freshDir(), "data");
    const lock = await claimDataDir(dir, "backup");
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({ pid: process.pid, role: "backup" });
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it("refuses a directory that a live process holds, naming it, and leaves its lock alone", async () => {
    const dir = freshDir();
    const pid = liveProcess();
    holdAs(dir, pid);
    expect(lockHolder(dir)).toEqual({ pid, role: "server", since: "2026-11-27T04:00:00.000Z" });
    const claim = claimDataDir(dir, "server");
    await expect(claim).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(claim).rejects.toThrow(`(server, pid ${pid}, since 2026-11-27T04:00:00.000Z)`);
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8")).pid).toBe(pid);
  });

  it("takes over the lock of a process that is gone, and of an unreadable lock file", async () => {
    const dir = freshDir();
    holdAs(dir, await deadPid());
    expect(lockHolder(dir)).toBeNull();
    (await claimDataDir(dir, "server")).release();
    writeFileSync(lockFile(dir), "not json");
    const lock = await claimDataDir(dir, "server");
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("does not remove a lock another process took after this one's", async () => {
    const dir = freshDir();
    const lock = await claimDataDir(dir, "restore");
    const pid = liveProcess();
    holdAs(dir, pid);
    lock.release();
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8")).pid).toBe(pid);
  });
});

describe("the operator socket's path", () => {
  it("lies in DATA_DIR, or in the temporary folder (one per directory) when that path is too long for a socket", () => {
    expect(opsSocketPath("/srv/voltshop/data")).toBe("/srv/voltshop/data/ops.sock");
    const long = `/srv/${"deep/".repeat(30)}data`;
    expect(opsSocketPath(long)).toMatch(new RegExp(`^${tmpdir()}/voltshop-ops-[0-9a-f]{16}\\.sock$`));
    expect(opsSocketPath(long)).not.toBe(opsSocketPath(`${long}2`));
  });
});
