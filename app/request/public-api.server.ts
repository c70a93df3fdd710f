import { json } from "@remix-run/node";
import type { ZodError } from "zod";
import { CACHE } from "~/http/cache-policy";
import { userForBearer, type SessionUser } from "~/services/auth/index.server";
import { hitPublicCallLimit, type PublicCall } from "~/services/public-calls/rate-limits.server";
import { bearerOf } from "./auth.server";
import { callTranslator } from "./call-language.server";
import { readJsonBody } from "./json-body.server";
import { answeringOutage } from "./outage.server";
import { getViewer } from "./viewer.server";

/** Who called: the signed-in buyer or null, and the Set-Cookie of a session the lookup renewed or ended. */
export type PublicCaller = { user: SessionUser | null; setCookies: string[] };

/**
 * Who called one of the calls under `/api/public/*`, which answer anybody; a caller who is signed in
 * (bearer token, else session cookie) gets their own prices. `badBearer`: a bearer token that does not
 * verify, which the call must refuse (401) rather than answer as anonymous: an integrator with an
 * expired token must not silently get list prices. A cookie session renewed on the way must reach the
 * browser (`setCookies`), or its rotated refresh token is lost.
 */
export async function callerOf(request: Request): Promise<PublicCaller | "badBearer"> {
  const bearer = bearerOf(request);
  if (!bearer) {
    const viewer = await getViewer(request);
    return { user: viewer.buyer, setCookies: viewer.setCookies };
  }
  const user = await userForBearer(bearer);
  return user ? { user, setCookies: [] } : "badBearer";
}

/** The caller, or a thrown 401 `{ error, issues }` for a bearer token that does not verify. */
export async function publicCaller(request: Request): Promise<PublicCaller> {
  const caller = await callerOf(request);
  if (caller === "badBearer") throw callRefused(401, "Auth session missing!", [], { "WWW-Authenticate": "Bearer" });
  return caller;
}

export type InputIssue = { path: string; message: string };

/** A refused call: `{ error, issues }` with the status, never stored by a cache. */
export function callRefused(status: number, error: string, issues: InputIssue[] = [], init: HeadersInit = {}): Response {
  const headers = new Headers(init);
  headers.set("Cache-Control", CACHE.noStore);
  return json({ error, issues }, { status, headers });
}

/**
 * Counts one call of `clientIp` against the call's limit (docs/apis.md "Quote API"). Over it, a thrown 429 `{ error, issues }`
 * with `Retry-After`, its message in the caller's language (`?lang=es`, else Accept-Language): checked before anything
 * else, so a client over its limit costs no token check and no body parse.
 */
export async function limitPublicCall(call: PublicCall, request: Request, clientIp: string): Promise<void> {
  const limit = await hitPublicCallLimit(call, clientIp);
  if (limit.allowed) return;
  const message = (await callTranslator(request)).t("publicCallRateLimited", [limit.max, limit.retryAfterSeconds]);
  throw callRefused(429, message, [], { "Retry-After": String(limit.retryAfterSeconds) });
}

/** A handler of a public call that answers a database out of reach with 503 `{ error, issues }` and Retry-After. */
export const publicCall = <Args extends { request: Request }>(handle: (args: Args) => Promise<Response>) =>
  answeringOutage<Args>((message, headers) => callRefused(503, message, [], headers), handle);

/** zod's issues as `{ path: "a.b.0", message }`. */
export function inputIssues(error: ZodError): InputIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** The JSON body, or a thrown 415 `{ error, issues }` when it is not sent as JSON (in the caller's language), 400 when it does not parse. */
export async function publicJsonBody(request: Request): Promise<unknown> {
  const read = await readJsonBody(request);
  if (read.ok) return read.body;
  if (read.reason === "notJsonType") throw callRefused(415, (await callTranslator(request)).t("jsonCallUnsupportedType"));
  throw callRefused(400, "The body must be JSON", [{ path: "", message: "Not valid JSON" }]);
}

/** The answer to a method the call does not serve. */
export const methodNotAllowed = (allow: string) => callRefused(405, "Method not allowed", [], { Allow: allow });
