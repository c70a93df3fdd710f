import type { RequestHandler } from "express";

export interface RequestLogEntry {
  method: string;
  url: string;
  status: number;
  ms: number;
}

/** One log line per request; the query string is left out because it may carry e-mails or tokens. */
export function formatRequestLine({ method, url, status, ms }: RequestLogEntry): string {
  const path = url.split("?", 1)[0];
  return `${method} ${path} ${status} ${ms.toFixed(1)}ms`;
}

/** Logs each request when its response has been sent (or the client went away). */
export function requestLogMiddleware(write: (line: string) => void = console.log): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      write(formatRequestLine({ method: req.method, url: req.originalUrl, status: res.statusCode, ms }));
    };
    res.once("finish", log);
    res.once("close", log);
    next();
  };
}
