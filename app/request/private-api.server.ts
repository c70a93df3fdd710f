import { CACHE } from "~/http/cache-policy";
import { json } from "@remix-run/node";
import type { SessionUser } from "~/services/auth/index.server";
import { authCookieOf, authenticateApi } from "./auth.server";
import { callTranslator } from "./call-language.server";
import { COOKIES } from "./cookies.server";
import { readJsonBody } from "./json-body.server";
import { answeringOutage } from "./outage.server";

/** Private answers are personal and never cached. */
export const PRIVATE_HEADERS = { "Cache-Control": CACHE.personalPage } as const;

const unavailable = (error: string, headers: Record<string, string>) => json({ error }, { status: 503, headers: { ...PRIVATE_HEADERS, ...headers } });

/**
 * The caller of `/api/private/*` (bearer token, else the session cookie). Without one the request
 * ends here with 401 JSON, which the browser side answers by signing out and opening the login modal.
 */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const user = await authenticateApi(request);
  if (!user) throw json({ error: "Auth session missing!" }, { status: 401, headers: { ...PRIVATE_HEADERS, "WWW-Authenticate": "Bearer" } });
  return user;
}

/**
 * A loader or action of `/api/private/*` whose every answer, thrown ones included, carries the
 * Set-Cookie of a cookie session that checking the caller renewed or ended (as `callerOf` does for
 * the public calls), unless the answer already sets the session cookie itself. A database out of reach answers 503.
 */
export function privateCall<Args extends { request: Request }>(handle: (args: Args) => Promise<Response>): (args: Args) => Promise<Response> {
  return answeringOutage(unavailable, async (args) => {
    let response: Response;
    try {
      response = await handle(args);
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      response = thrown;
    }
    const setCookie = await authCookieOf(args.request);
    const setsSession = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${COOKIES.session.name}=`));
    if (setCookie && !setsSession) response.headers.append("Set-Cookie", setCookie);
    return response;
  });
}

/** The JSON body, or a thrown 415 when it is not sent as JSON (in the caller's language), 400 when it does not parse. */
export async function jsonBody(request: Request): Promise<unknown> {
  const read = await readJsonBody(request);
  if (read.ok) return read.body;
  if (read.reason === "notJsonType")
    throw json({ error: (await callTranslator(request)).t("jsonCallUnsupportedType") }, { status: 415, headers: PRIVATE_HEADERS });
  throw json({ error: "The body must be JSON" }, { status: 400, headers: PRIVATE_HEADERS });
}

/** Only the methods a route serves; the rest get 405. */
export function allowMethods(request: Request, ...methods: string[]): void {
  if (!methods.includes(request.method.toUpperCase())) {
    throw json({ error: "Method not allowed" }, { status: 405, headers: { ...PRIVATE_HEADERS, Allow: methods.join(", ") } });
  }
}
