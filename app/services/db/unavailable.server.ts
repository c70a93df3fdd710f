/**
 * Whether an error means the database cannot be reached right now (down, restarting, unreachable, out of
 * connections) rather than that a statement failed: such a request is answered 503 with Retry-After, not 500.
 * Read from the error's shape alone (node-postgres errors, Node's socket errors, their causes), so it holds for
 * errors from any copy of this module (the server and the Remix build each bundle one).
 */

/** How long a visitor or caller is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that cannot be made or was lost. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * PostgreSQL's SQLSTATEs of the same: class 08 (connection exception), 57P01-57P03 (shut down by an operator or a
 * crash, not yet accepting connections), 53300 (too many connections).
 */
const UNAVAILABLE_STATE = /^(?:08...|57P0[123]|53300)$/;

/** node-postgres's own words for a connection lost, or never made within its timeout. */
const DRIVER_MESSAGES = /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
  if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return true;
  // Node tries each address of a name in turn (AggregateError) and wraps some failures in another (cause).
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
