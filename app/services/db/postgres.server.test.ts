import { describe, expect, it } from "vitest";
import { createPostgresDatabase } from "./postgres.server";

const url = process.env.TEST_DATABASE_URL;

// Only statements that make nothing: the server's own database serves. Under CI a missing server fails the connection.
describe.runIf(url !== undefined || process.env.CI !== undefined)("PostgreSQL's connection pool", () => {
  it("keeps two connections open however long idle, and closes the others", async () => {
    const db = createPostgresDatabase(url ?? "postgres://127.0.0.1:1/missing", { max: 4, idleTimeoutMillis: 100 });
    try {
      const pid = "SELECT pg_backend_pid() AS pid, pg_sleep(0.05)";
      const opened = await Promise.all(Array.from({ length: 4 }, () => db.query<{ pid: number }>(pid)));
      const pids = new Set(opened.map(([row]) => row!.pid));
      expect(pids.size).toBe(4);
      // Released together, the four reached their idle timeout together: two closed, two are kept.
      await expect.poll(() => db.usage().idle, { timeout: 5_000 }).toBe(2);
      const [again] = await db.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      expect(pids.has(again!.pid)).toBe(true);
      expect(db.usage().idle).toBe(2);
    } finally {
      await db.close();
    }
  });
});
