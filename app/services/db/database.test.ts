import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createPgliteDatabase } from "./pglite.server";
import { describeEachBackend, initializedPgliteData } from "./testing/test-databases";

describeEachBackend("database", (current, backend) => {
  it("reports its kind", () => {
    expect(current().db.kind).toBe(backend.kind);
  });

  it("passes parameters and returns rows", async () => {
    const { db } = current();
    expect(await db.query("SELECT $1::text AS a, $2::int AS b, $3::text AS c", ["x", 2, null])).toEqual([{ a: "x", b: 2, c: null }]);
  });

  it("commits a transaction that resolves", async () => {
    const { db } = current();
    await db.exec("CREATE TABLE t (id int PRIMARY KEY)");
    const result = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (1)");
      await tx.query("INSERT INTO t VALUES (2)");
      return "done";
    });
    expect(result).toBe("done");
    expect(await db.query("SELECT id FROM t ORDER BY id")).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("rolls back every statement of a transaction that throws, and stays usable", async () => {
    const { db } = current();
    await db.exec("CREATE TABLE t (id int PRIMARY KEY)");
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES (1)");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES (2)");
        await tx.query("INSERT INTO t VALUES (2)");
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await db.query("SELECT id FROM t")).toEqual([]);
    await db.query("INSERT INTO t VALUES (3)");
    expect(await db.query("SELECT id FROM t")).toEqual([{ id: 3 }]);
  });

  it("keeps concurrent transactions from interleaving their read-modify-write", async () => {
    const { db } = current();
    await db.exec("CREATE TABLE counter (n int); INSERT INTO counter VALUES (0);");
    const increment = () =>
      db.transaction(async (tx) => {
        // Row lock on Postgres; on PGlite, transactions run one at a time.
        const [row] = await tx.query<{ n: number }>("SELECT n FROM counter FOR UPDATE");
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.query("UPDATE counter SET n = $1", [row!.n + 1]);
      });
    await Promise.all([increment(), increment(), increment(), db.query("SELECT n FROM counter")]);
    expect(await db.query("SELECT n FROM counter")).toEqual([{ n: 3 }]);
  });

  if (backend.kind === "pglite") {
    it("runs a query that arrives during a transaction only after it commits", async () => {
      const { db } = current();
      await db.exec("CREATE TABLE t (id int)");
      const events: string[] = [];
      let started!: () => void;
      const begun = new Promise<void>((resolve) => (started = resolve));
      const tx = db.transaction(async (t) => {
        await t.query("INSERT INTO t VALUES (1)");
        started();
        await new Promise((resolve) => setTimeout(resolve, 30));
        await t.query("INSERT INTO t VALUES (2)");
        events.push("committing");
      });
      await begun;
      const read = db.query<{ n: number }>("SELECT count(*)::int AS n FROM t").then(([row]) => {
        events.push(`read ${row!.n}`);
      });
      await Promise.all([tx, read]);
      expect(events).toEqual(["committing", "read 2"]);
    });
  }

  it("delivers a notification to every listener of the database, the sender's own included, until it stops listening", async () => {
    const { db, open } = current();
    const sender = backend.kind === "postgres" ? await open() : db;
    const got: string[] = [];
    const stop = await db.listen(
      "voltshop_test",
      (payload) => got.push(payload),
      () => got.push("gap"),
    );
    await sender.query("SELECT pg_notify($1, $2)", ["voltshop_elsewhere", "another channel"]);
    await sender.query("SELECT pg_notify($1, $2)", ["voltshop_test", "hello"]);
    await vi.waitFor(() => expect(got).toEqual(["hello"]));
    await stop();
    // A listener still on the channel hears the next one: by then the stopped one would have too.
    const still: string[] = [];
    const stopStill = await db.listen(
      "voltshop_test",
      (payload) => still.push(payload),
      () => {},
    );
    await sender.query("SELECT pg_notify($1, $2)", ["voltshop_test", "after"]);
    await vi.waitFor(() => expect(still).toEqual(["after"]));
    expect(got).toEqual(["hello"]);
    await stopStill();
  });

  it.runIf(backend.kind === "postgres")("listens again after its connection was cut, saying notifications may have been missed", async () => {
    const { db, open } = current();
    const admin = await open();
    const got: string[] = [];
    const stop = await db.listen(
      "voltshop_test",
      (payload) => got.push(payload),
      () => got.push("gap"),
    );
    const listening = async () =>
      admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()");
    const [first] = await listening();
    await admin.query("SELECT pg_terminate_backend($1)", [first!.pid]);
    await vi.waitFor(() => expect(got).toEqual(["gap"]), { timeout: 10_000 });
    await admin.query("SELECT pg_notify($1, $2)", ["voltshop_test", "back"]);
    await vi.waitFor(() => expect(got).toEqual(["gap", "back"]));
    await stop();
  });
});

describe("PGlite on disk", () => {
  it("keeps its data under the data directory across close and reopen", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "pglite-"));
    try {
      const dataDir = path.join(dir, "pglite");
      // Started from initdb's output, as the first start of the app leaves it, without running initdb again.
      const first = await createPgliteDatabase(dataDir, { initialData: await initializedPgliteData() });
      await first.exec("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here');");
      await first.close();
      const second = await createPgliteDatabase(dataDir);
      expect(await second.query("SELECT note FROM kept")).toEqual([{ note: "still here" }]);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
