import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { withRequestId } from "~/services/observability/log.server";
import { fromTrustedProxy } from "./forwarded.server";

/** An id a proxy may hand on: short and plain, so it cannot break a log line or a header. */
const PLAIN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The proxy's `X-Request-Id` when a trusted proxy sent a plain one (its logs and ours then agree), else a fresh id. */
export function requestIdFor(incoming: string | undefined, viaTrustedProxy: boolean, fresh: () => string = randomUUID): string {
  return viaTrustedProxy && incoming && PLAIN_ID.test(incoming) ? incoming : fresh();
}

/** Gives each request its id: in `X-Request-Id` on every answer and on every log line written while serving it. */
export function requestIdMiddleware(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFor(req.get("x-request-id"), fromTrustedProxy(req));
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    withRequestId(id, next);
  };
}
