import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { originForm } from "./forwarded.server";

export interface RequestLogEntry {
  method: string;
  /** Path and query as requested; the query is dropped. */
  url: string;
  route: string;
  status: number;
  ms: number;
  requestId: string;
}

/** A route whose path carries a secret (PunchOut's one-time start URL, `/punchout/start/:token`): its pattern is logged instead. */
const SECRET_IN_PATH = /\/:token(\/|$)/;

/** The request line's fields: the path without its query string (it may carry e-mails or tokens), and no headers. */
export function requestLine({ method, url, route, status, ms, requestId }: RequestLogEntry) {
  const path = SECRET_IN_PATH.test(route) ? route : originForm(url).split("?", 1)[0];
  return { method, path, route, status, ms: Math.round(ms * 10) / 10, requestId };
}

/** Calls `done` with the response's time in milliseconds once it has been sent (or the client went away), once. */
export function onResponseEnd(res: Response, done: (ms: number) => void): void {
  const start = process.hrtime.bigint();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    done(Number(process.hrtime.bigint() - start) / 1e6);
  };
  res.once("finish", end);
  res.once("close", end);
}

/** Logs one line per request when its response has been sent. */
export function requestLogMiddleware(log: Logger, routeOf: (req: Request) => string): RequestHandler {
  return (req, res, next) => {
    onResponseEnd(res, (ms) => {
      const entry = { method: req.method, url: req.originalUrl, route: routeOf(req), status: res.statusCode, ms, requestId: String(res.locals.requestId) };
      log.info(requestLine(entry), "request");
    });
    next();
  };
}
