import { Buffer } from "node:buffer";
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { PageCache } from "./page-cache.server";
import { isSharedCacheRequest, sharedTtlSeconds } from "./shared-cache-rules";

/** The full URL the client asked for, as seen behind any trusted proxy. */
function requestUrl(req: ExpressRequest): string {
  // req.hostname honours "trust proxy" but drops the port.
  const port = (req.get("x-forwarded-host") ?? req.get("host") ?? "").split(":")[1];
  return `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
}

/** The Fetch request Remix sees, aborted if the client leaves before the response is written. */
function fetchRequest(req: ExpressRequest, res: ExpressResponse, url: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => finished || controller.abort());
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

function sendHead(res: ExpressResponse, status: number, statusText: string, headers: Iterable<[string, string]>): void {
  res.statusMessage = statusText;
  res.status(status);
  for (const [name, value] of headers) res.append(name, value);
}

/**
 * Express handler for the Remix build. Anonymous GETs (no cookie, no Authorization) are answered
 * from `pageCache` when a fresh copy is there, and their public responses are kept for the next
 * visitor; `X-Cache` tells which happened. Everything else streams straight from Remix.
 */
export function remixHandler({
  build,
  mode,
  pageCache,
  loadContext,
}: {
  build: ServerBuild;
  mode: string;
  pageCache: PageCache | null;
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const nonce = String(res.locals.cspNonce ?? "");
      const requestHeader = (name: string) => req.get(name) ?? null;
      const shared = pageCache !== null && isSharedCacheRequest(req.method, requestHeader);
      const url = requestUrl(req);
      const hit = shared ? pageCache.lookup(url, requestHeader) : undefined;
      if (hit) {
        sendHead(res, hit.page.status, "OK", hit.page.headers);
        res.set({ Age: String(hit.ageSeconds), "X-Cache": "HIT" });
        res.end(pageCache!.body(hit.page, nonce));
        return;
      }

      const response = await handle(fetchRequest(req, res, url), loadContext(req, res));
      sendHead(res, response.status, response.statusText, response.headers);
      // Only a response the cache may keep is buffered; every other one streams.
      const storable = shared && req.method === "GET" && response.body !== null && sharedTtlSeconds(response.status, (name) => response.headers.get(name)) > 0;
      if (pageCache) res.set("X-Cache", storable ? "MISS" : "BYPASS");
      if (storable) {
        const body = Buffer.from(await response.arrayBuffer());
        pageCache!.store(url, requestHeader, response, body, nonce);
        res.end(body);
        return;
      }
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}
