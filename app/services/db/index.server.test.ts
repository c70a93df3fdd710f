/** The process-wide database on the embedded default, in a DATA_DIR of its own (this file runs in its own module graph). */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeDb, getDb, REOPEN_AFTER_ROWS, reopenAfterLargeWrite } from "./index.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "db-"));
beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
});
afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

it("reopens the embedded database after a large write only, keeping what it holds", async () => {
  const first = await getDb();
  await first.exec("CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)");

  expect(await reopenAfterLargeWrite(REOPEN_AFTER_ROWS - 1)).toBe(false);
  expect(await getDb()).toBe(first);

  expect(await reopenAfterLargeWrite(REOPEN_AFTER_ROWS)).toBe(true);
  const second = await getDb();
  expect(second).not.toBe(first);
  expect(await second.query("SELECT n FROM kept")).toEqual([{ n: 7 }]);
  await expect(first.query("SELECT 1")).rejects.toThrow();
});
