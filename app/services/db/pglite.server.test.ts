import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { createPgliteDatabase } from "./pglite.server";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

it("logs minimally on disk from its first opening on, and keeps what it holds across openings", async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "pglite-wal-"));
  const first = await createPgliteDatabase(dir);
  expect(await first.query("SHOW wal_level")).toEqual([{ wal_level: "minimal" }]);
  await first.exec("CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)");
  await first.close();
  const again = await createPgliteDatabase(dir);
  expect(await again.query("SHOW wal_level")).toEqual([{ wal_level: "minimal" }]);
  expect(await again.query("SELECT n FROM kept")).toEqual([{ n: 7 }]);
  await again.close();
});
