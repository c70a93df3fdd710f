import { Buffer } from "node:buffer";
import { createReadableStreamFromReadable, writeReadableStreamToWritable, type AppLoadContext } from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { CachedPage, PageCache } from "./page-cache.server";
import { newNonce } from "./security-headers.server";
import { isSharedCacheRequest, sharedTtlSeconds } from "./shared-cache-rules";

/** The full URL the client asked for, as seen behind any trusted proxy. */
function requestUrl(req: ExpressRequest): string {
  // req.hostname honours "trust proxy" but drops the port.
  const port = (req.get("x-forwarded-host") ?? req.get("host") ?? "").split(":")[1];
  return `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
}

function fetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** The Fetch request Remix sees, aborted if the client leaves before the response is written. */
function fetchRequest(req: ExpressRequest, res: ExpressResponse, url: string): Request {
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => finished || controller.abort());
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers: fetchHeaders(req),
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

function sendHead(res: ExpressResponse, status: number, statusText: string, headers: Iterable<[string, string]>): void {
  res.statusMessage = statusText;
  res.status(status);
  for (const [name, value] of headers) res.append(name, value);
}

export type FetchHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

/**
 * Express handler for Remix (`handle`: the build's request handler). Anonymous GETs (no cookie, no
 * Authorization) are answered from `pageCache` when it has the page, and their public responses are
 * kept for the next visitor. An expired page still within its stale-while-revalidate time is served
 * while one background render replaces it, so a busy page never makes visitors wait on a render.
 * `X-Cache` says HIT, STALE, MISS or BYPASS. Everything else streams straight from Remix.
 */
export function remixHandler({
  handle,
  pageCache,
  loadContext,
}: {
  handle: FetchHandler;
  pageCache: PageCache | null;
  loadContext: (req: ExpressRequest, nonce: string) => AppLoadContext;
}): RequestHandler {
  const refreshing = new WeakSet<CachedPage>();

  /** Renders the page again for an anonymous request like this one, and keeps it if it may. */
  async function refresh(req: ExpressRequest, url: string, stale: CachedPage): Promise<void> {
    refreshing.add(stale);
    try {
      const nonce = newNonce();
      const response = await handle(new Request(url, { headers: fetchHeaders(req) }), loadContext(req, nonce));
      if (response.body) pageCache!.store(url, (name) => req.get(name) ?? null, response, Buffer.from(await response.arrayBuffer()), nonce);
    } catch (error) {
      console.error("page cache: background render failed", error);
    } finally {
      refreshing.delete(stale);
    }
  }

  return async (req, res, next) => {
    try {
      const nonce = String(res.locals.cspNonce ?? "");
      const requestHeader = (name: string) => req.get(name) ?? null;
      const shared = pageCache !== null && isSharedCacheRequest(req.method, requestHeader);
      const url = requestUrl(req);
      const hit = shared ? pageCache.lookup(url, requestHeader) : undefined;
      if (hit) {
        if (hit.stale && !refreshing.has(hit.page)) void refresh(req, url, hit.page);
        sendHead(res, hit.page.status, "OK", hit.page.headers);
        res.set({ Age: String(hit.ageSeconds), "X-Cache": hit.stale ? "STALE" : "HIT" });
        res.end(pageCache!.body(hit.page, nonce));
        return;
      }

      const response = await handle(fetchRequest(req, res, url), loadContext(req, nonce));
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
