import { json } from "@remix-run/node";
import type { ZodError } from "zod";
import { CACHE } from "~/http/cache-policy";
import type { SessionUser } from "~/services/auth/index.server";
import { authenticateApi, bearerOf } from "./auth.server";

/**
 * The calls under `/api/public/*` answer anybody; a caller who is signed in (bearer token or session
 * cookie) gets their own prices. A bearer token that does not verify is refused with 401, not
 * answered as anonymous: an integrator with an expired token must not silently get list prices.
 */
export async function optionalApiCaller(request: Request): Promise<SessionUser | null> {
  const user = await authenticateApi(request);
  if (!user && bearerOf(request)) {
    throw json({ error: "Auth session missing!" }, { status: 401, headers: { "Cache-Control": CACHE.noStore, "WWW-Authenticate": "Bearer" } });
  }
  return user;
}

export type InputIssue = { path: string; message: string };

/** A refused call: `{ error, issues }` with the status, never stored by a cache. */
export function callRefused(status: number, error: string, issues: InputIssue[] = [], headers: Record<string, string> = {}): Response {
  return json({ error, issues }, { status, headers: { "Cache-Control": CACHE.noStore, ...headers } });
}

/** zod's issues as `{ path: "a.b.0", message }`. */
export function inputIssues(error: ZodError): InputIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** The JSON body, or a thrown 400 `{ error, issues }` when it is not JSON. */
export async function publicJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw callRefused(400, "The body must be JSON", [{ path: "", message: "Not valid JSON" }]);
  }
}

/** The answer to a method the call does not serve. */
export const methodNotAllowed = (allow: string) => callRefused(405, "Method not allowed", [], { Allow: allow });
