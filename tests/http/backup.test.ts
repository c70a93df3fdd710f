import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NoJsBrowser } from "./support/browser";
import { ROOT, startBuiltServer, type BuiltServer } from "./support/built-server";

const work = mkdtempSync(path.join(tmpdir(), "voltshop-backup-test-"));
const dataDir = path.join(work, "data");
const servers: BuiltServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Runs one of the project's npm scripts' files (scripts/*.ts) on `dir`: its exit code and what it printed. */
function runScript(file: string, args: string[], dir = dataDir): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", file), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

const cartHolds = async (browser: NoJsBrowser, pn: string) => {
  const html = await (await browser.get("/cart")).text();
  return html.includes(pn);
};

describe("one process on an embedded DATA_DIR, backups while serving, and restore", () => {
  it("backs up while serving, refuses a second server and a restore while it runs, then restores what was backed up", async () => {
    const first = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    servers.push(first);
    const browser = new NoJsBrowser(first.url);
    expect((await browser.post("/cart", { intent: "add", pn: "GCX1111-10", quantity: "2" })).status).toBe(303);

    const file = path.join(work, "shop.tar.gz");
    const backup = await runScript("backup.ts", ["--out", file]);
    expect(backup.output).toMatch(/taken by the running server/);
    expect(backup.code).toBe(0);
    expect(existsSync(file)).toBe(true);
    // The shop kept serving: the cart is still there, and changes after the backup are not in it.
    expect(await cartHolds(browser, "GCX1111-10")).toBe(true);
    expect((await browser.post("/cart", { intent: "add", pn: "CAM-10-AM", quantity: "1" })).status).toBe(303);

    const second = startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: "" }, 60_000);
    await expect(second).rejects.toThrow(/is in use by another VoltShop process \(server, pid \d+/);

    const refused = await runScript("restore.ts", [file]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Restore refused: DATA_DIR .* is in use by another VoltShop process/);

    first.process.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const restored = await runScript("restore.ts", [file]);
    expect(restored.output).toMatch(/Restored .* from .*shop\.tar\.gz/);
    expect(restored.code).toBe(0);
    expect(restored.output).toMatch(/kept as .*data\.before-restore-/);

    const again = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    servers.push(again);
    // The same browser (its cookies signed with the restored secrets) finds the cart as it was backed up.
    const back = new NoJsBrowser(again.url);
    for (const [name, value] of browser.cookies) back.cookies.set(name, value);
    expect(await cartHolds(back, "GCX1111-10")).toBe(true);
    expect(await cartHolds(back, "CAM-10-AM")).toBe(false);
  }, 300_000);

  it("refuses a file that is not a backup and changes nothing", async () => {
    const untouched = path.join(work, "untouched");
    const result = await runScript("restore.ts", [path.join(ROOT, "package.json")], untouched);
    expect(result.output).toMatch(/Restore refused: the file could not be read as a backup.*Nothing was changed/);
    expect(result.code).toBe(1);
    expect(existsSync(path.join(untouched, "server.lock"))).toBe(false);
  }, 60_000);
});
