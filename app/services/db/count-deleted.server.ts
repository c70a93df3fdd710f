import type { Queryable } from "./database.server";

/** Runs `deleteSql` (a `DELETE … RETURNING 1`) and answers how many rows went, without shipping them back. */
export async function countDeleted(db: Queryable, deleteSql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(`WITH gone AS (${deleteSql}) SELECT count(*)::int AS n FROM gone`, params);
  return row!.n;
}
