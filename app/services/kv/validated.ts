import type { z } from "zod";
import { log } from "~/services/observability/log.server";

/**
 * `value` when it has `schema`'s shape; otherwise (written by an older version or by hand) the problem
 * is logged and the value read as absent, so a corrupt value never fails a page.
 */
export function validOrNull<T>(key: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, value: unknown): T | null {
  if (value === null) return null;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  log.error({ issues: parsed.error.issues.slice(0, 5) }, `kv: ${key} holds a value of the wrong shape; read as absent`);
  return null;
}
