import pg from "pg";
import { log } from "~/services/observability/log.server";
import type { Database, Queryable } from "./database.server";

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    exec: async (sql: string) => {
      await client.query(sql);
    },
  };
}

/** PostgreSQL through a connection pool at `url`. */
export function createPostgresDatabase(url: string, { max = 10 }: { max?: number } = {}): Database {
  // A server that does not answer at all (a host gone from the network) fails the request after 5 s, as an outage
  // (services/db/unavailable.server.ts), rather than holding it open for as long as the kernel keeps trying.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => log.error({ err: error }, "postgres pool: an idle client failed"));
  return {
    kind: "postgres",
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(queryable(client));
        await client.query("COMMIT");
        client.release();
        return result;
      } catch (error) {
        // A client whose rollback fails is in an unknown state: destroy it rather than reuse it.
        await client.query("ROLLBACK").then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },
    close: () => pool.end(),
    usage: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
