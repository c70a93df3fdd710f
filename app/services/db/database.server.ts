import type { DatabaseUsage } from "~/services/observability/metrics.server";

/** What both a database and an open transaction can do. */
export interface Queryable {
  /** One statement with `$1`-style parameters; rows as returned by the driver. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A script of several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onMessage` with each notification's payload on `channel` (PostgreSQL's NOTIFY, sent by any server on the
   * database, this one included); `onGap` after a lost connection is back, when notifications may have been missed.
   * Resolves with the way to stop.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  /** The embedded database's files as one tarball, taken between two statements (PostgreSQL: none; pg_dump is its tool). */
  snapshot?(): Promise<Blob>;
  /** Connections in use and idle, and calls waiting for one (the metrics' database gauge). */
  usage(): DatabaseUsage;
}
