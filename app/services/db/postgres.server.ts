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

/** A lost listening connection is tried again this often; notifications sent meanwhile are lost (onGap says so). */
const RELISTEN_MS = 1_000;

/** One connection of its own for LISTEN (a pooled one would be handed to other queries), reconnected when lost. */
async function listenOn(url: string, channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  const open = async (reconnecting: boolean): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    let retried = false;
    const retry = () => {
      if (retried || stopped) return;
      retried = true;
      if (current === client) current = null;
      client.end().catch(() => {});
      setTimeout(() => void open(true), RELISTEN_MS).unref();
    };
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    client.on("error", retry);
    client.on("end", retry);
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      if (reconnecting) return retry();
      // The first connection's failure is the caller's (the server is starting): no retry behind its back.
      retried = true;
      client.end().catch(() => {});
      throw error;
    }
    current = client;
    if (reconnecting) onGap();
  };
  await open(false);
  return async () => {
    stopped = true;
    await current?.end();
  };
}

/**
 * Connections the pool keeps however long they are idle (the others close after `idleTimeoutMillis`). A new one costs
 * its first statement about 50 ms more (the connection, and a new backend's empty caches: a search on the seed
 * catalogue 59 to 65 ms instead of 9 to 10), which a quiet shop paid on its next request after every 10 s without one.
 */
const KEPT_OPEN = 2;

/** PostgreSQL through a connection pool at `url`. */
export function createPostgresDatabase(url: string, { max = 10, idleTimeoutMillis = 10_000 }: { max?: number; idleTimeoutMillis?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    min: Math.min(KEPT_OPEN, max),
    idleTimeoutMillis,
    // A server that does not answer at all (a host gone from the network) fails the request after 5 s, as an outage
    // (services/db/unavailable.server.ts), rather than holding it open for as long as the kernel keeps trying.
    connectionTimeoutMillis: 5_000,
    // Kept connections send TCP keepalives: a firewall or NAT between them and the server does not drop them unseen.
    keepAlive: true,
    keepAliveInitialDelayMillis: 30_000,
    // A script that ends with connections still open exits; the server's own listener keeps it running.
    allowExitOnIdle: true,
  });
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
    listen: (channel, onMessage, onGap) => listenOn(url, channel, onMessage, onGap),
    close: () => pool.end(),
    usage: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
