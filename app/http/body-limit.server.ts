import type { IncomingMessage } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { CXML_MAX_BYTES } from "~/domain/punchout/cxml";
import { LANGS } from "~/i18n/lang";
import { plainRoutes, routeTable } from "~/routes";

const KIB = 1024;

/** The largest request body each kind of route reads. Quick order is the one form that takes a file. */
export const BODY_LIMITS = {
  /** Every form of the shop (the longest is an address with its notes) is a few KB. */
  form: 64 * KIB,
  /** Quick order: 200,000 characters of pasted lines (up to 800 KB of UTF-8) and a CSV file of 400 KB. */
  quickOrder: 1280 * KIB,
  /** JSON APIs: a 500-line quote fits several times over. */
  json: 256 * KIB,
  /** A saved cart of 500 lines (MAX_SAVED_CART_LINES) with every campaign field at its 500 characters is about 1.4 MB. */
  hubKv: 2048 * KIB,
  /** A cXML document (docs/punchout.md#limits); a larger one is answered in cXML (edge-error.server.ts). */
  cxml: CXML_MAX_BYTES,
} as const;

const QUICK_ORDER_PATHS = new Set<string>(LANGS.map((lang) => routeTable.quickOrder[lang]));

/** Routes that read their body themselves within their own limit, to answer 413 in their own error format. */
const READ_BY_ROUTE = new Set<string>(["/api/public/quote"]);

/** The body limit of a path, or null when its route enforces it (READ_BY_ROUTE). */
export function bodyLimitFor(path: string): number | null {
  if (READ_BY_ROUTE.has(path)) return null;
  if (path === "/api/private/hubKV") return BODY_LIMITS.hubKv;
  if (path === plainRoutes.punchoutCxml.path) return BODY_LIMITS.cxml;
  if (QUICK_ORDER_PATHS.has(path)) return BODY_LIMITS.quickOrder;
  if (path.startsWith("/api/")) return BODY_LIMITS.json;
  return BODY_LIMITS.form;
}

/** Whether the request carries a body by HTTP's rule: a Transfer-Encoding, or a Content-Length above 0. */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * The body, counted as it streams in, or null as soon as it passes `limit`: the read stops there and
 * the rest is never buffered.
 */
export function readBodyWithin(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData).off("end", onEnd).off("error", onError);
      req.pause();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on("data", onData).on("end", onEnd).on("error", onError);
  });
}

/** The body `bodyLimit` read, for the handler that builds the Fetch request. */
export function bufferedBody(res: ExpressResponse): Buffer | undefined {
  return res.locals.body as Buffer | undefined;
}

/**
 * Reads each request body within its route's limit (`bodyLimitFor`) before anything handles it;
 * a larger one gets `tooLarge` (413) at once by its Content-Length, or as soon as a chunked body passes it,
 * and the connection closes rather than carry the unread rest.
 */
export function bodyLimit(tooLarge: (req: ExpressRequest, res: ExpressResponse) => void): RequestHandler {
  return (req, res, next) => {
    const limit = bodyLimitFor(req.path);
    if (!hasBody(req) || limit === null) {
      next();
      return;
    }
    const refuse = () => {
      res.set("Connection", "close");
      tooLarge(req, res);
    };
    if (Number(req.headers["content-length"] ?? 0) > limit) {
      refuse();
      return;
    }
    readBodyWithin(req, limit).then((body) => {
      if (body === null) return refuse();
      res.locals.body = body;
      next();
    }, next);
  };
}
