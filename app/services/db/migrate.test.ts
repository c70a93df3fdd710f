import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrate, readMigrations } from "./migrate.server";
import { describeEachBackend } from "./testing/test-databases";

describeEachBackend("migrate", (current, backend) => {
  it("applies every migration once and records it", async () => {
    const { db } = current();
    const all = await readMigrations();
    expect(all.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual(all.map((m) => m.version));
    const recorded = await db.query<{ version: number; name: string }>("SELECT version, name FROM schema_migrations ORDER BY version");
    expect(recorded).toEqual(all.map(({ version, name }) => ({ version, name })));
    const tables = await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name");
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(["contacts", "customers", "price_list_entries", "price_lists", "web_user_customers", "web_users"]),
    );
  });

  it("does nothing when run again", async () => {
    const { db } = current();
    await migrate(db);
    expect(await migrate(db)).toEqual([]);
    const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations");
    expect(row!.n).toBe((await readMigrations()).length);
  });

  it("applies a new migration after the recorded ones, and rolls back a failing one entirely", async () => {
    const { db } = current();
    await migrate(db);
    const base = await readMigrations();
    const next = base.at(-1)!.version + 1;
    const failing = { version: next, name: "broken", sql: "CREATE TABLE half_done (id int); SELECT no_such_column FROM half_done;" };
    await expect(migrate(db, [...base, failing])).rejects.toThrow();
    const [table] = await db.query<{ t: string | null }>("SELECT to_regclass('half_done')::text AS t");
    expect(table!.t).toBeNull();
    const good = { version: next, name: "extra", sql: "CREATE TABLE extra (id int); INSERT INTO extra VALUES (1);" };
    expect(await migrate(db, [...base, good])).toEqual([next]);
    expect(await db.query("SELECT id FROM extra")).toEqual([{ id: 1 }]);
  });

  if (backend.kind === "postgres") {
    it("applies each migration once when two processes migrate at the same time", async () => {
      const first = current().db;
      const second = await current().open();
      const [a, b] = await Promise.all([migrate(first), migrate(second)]);
      const all = (await readMigrations()).map((m) => m.version);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(all);
      const [row] = await first.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations");
      expect(row!.n).toBe(all.length);
    });
  }
});

describe("readMigrations", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("orders files by version and ignores other files", async () => {
    await writeFile(path.join(dir, "0002_second.sql"), "SELECT 2;");
    await writeFile(path.join(dir, "0001_first.sql"), "SELECT 1;");
    await writeFile(path.join(dir, "README.md"), "notes");
    expect(await readMigrations(dir)).toEqual([
      { version: 1, name: "first", sql: "SELECT 1;" },
      { version: 2, name: "second", sql: "SELECT 2;" },
    ]);
  });

  it("rejects a badly named file and a repeated version", async () => {
    await writeFile(path.join(dir, "first.sql"), "SELECT 1;");
    await expect(readMigrations(dir)).rejects.toThrow(/0001_name\.sql/);
    await rm(path.join(dir, "first.sql"));
    await writeFile(path.join(dir, "0001_a.sql"), "SELECT 1;");
    await writeFile(path.join(dir, "0001_b.sql"), "SELECT 1;");
    await expect(readMigrations(dir)).rejects.toThrow(/version 1/);
  });
});
