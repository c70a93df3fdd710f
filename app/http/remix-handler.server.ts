import { Buffer } from "node:buffer";
import { createReadableStreamFromReadable, writeReadableStreamToWritable, type AppLoadContext } from "@remix-run/node";
import type { Request as ExpressRequest, NextFunction, RequestHandler, Response as ExpressResponse } from "express";
import { bufferedBody, hasBody } from "./body-limit.server";
import { provenOrigin } from "./cross-site.server";
import { addressedHost, isUntrustedForwarding, originForm } from "./forwarded.server";
import type { CachedPage, PageCache } from "./page-cache.server";
import type { RenderGate, Release } from "./render-gate.server";
import { onResponseEnd } from "./request-log.server";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/services/db/unavailable.server";
import { log } from "~/services/observability/log.server";
import { metrics } from "~/services/observability/metrics.server";
import { asRequestStartedAt } from "~/services/scheduling/request-start.server";
import type { TurnBudget } from "~/services/scheduling/turn-budget.server";
import { fillTemplate, type PageTemplates } from "~/render/page-templates.server";
import type { Personal } from "~/root-personal.server";
import { newNonce } from "./security-headers.server";
import { isSharedCacheRequest, sharedTtlSeconds } from "./shared-cache-rules";

/**
 * The full URL the client asked for: on the origin an accepted write's Origin proved (the public URL behind a proxy
 * that rewrote Host), else as seen behind any trusted proxy.
 */
function requestUrl(req: ExpressRequest, res: ExpressResponse): string {
  const origin = provenOrigin(res);
  if (origin) return `${origin}${originForm(req.originalUrl)}`;
  // req.hostname honours "trust proxy" but drops the port.
  const port = /:(\d+)$/.exec(addressedHost(req) ?? "")?.[1];
  return `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${originForm(req.originalUrl)}`;
}

/**
 * The request's headers, but for forwarding headers no trusted proxy sent. Host says the URL's host and
 * X-Forwarded-Host is gone: Remix checks an action's Origin against them (and throws, a 500, when they differ),
 * and the edge has settled both the origin and the host already.
 */
function fetchHeaders(req: ExpressRequest, url: string): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (isUntrustedForwarding(req, name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  headers.set("Host", new URL(url).host);
  headers.delete("X-Forwarded-Host");
  return headers;
}

/**
 * The Fetch request Remix sees, aborted if the client leaves before the response is written. The client may have
 * left already (a broken request pipelined after this one closes the connection before this one's turn): the
 * connection's events are then past, so the request starts aborted.
 */
function fetchRequest(req: ExpressRequest, res: ExpressResponse, url: string): Request {
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => finished || controller.abort());
  if (req.socket.destroyed) controller.abort();
  // bodyLimit has read the body already (within its limit); a route that reads its own gets the stream.
  const withBody = req.method !== "GET" && req.method !== "HEAD" && hasBody(req);
  const headers = fetchHeaders(req, url);
  // An Origin the write guard did not prove is another site's, let through by design (PunchOut's OCI form post):
  // Remix's own check would refuse it with a 500.
  if (!provenOrigin(res)) headers.delete("Origin");
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(withBody ? { body: bufferedBody(res) ?? createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

/** The request Remix sees and its load context, made once per request. */
interface Prepared {
  request: Request;
  context: AppLoadContext;
}

/** Statuses the shop's error page explains. */
const EXPLAINED_REFUSALS = new Set([400, 405, 413, 415]);

/**
 * A refusal that reaches the client unexplained: a resource route's bodiless one (readForm's in
 * logout or the language switch), or Remix's own error JSON for a method a resource route lacks
 * ("Unexpected Server Error"). Shown as the shop's error page (JSON under /api/); client-side data requests keep theirs.
 */
function needsErrorPage(req: ExpressRequest, response: Response): boolean {
  if (!EXPLAINED_REFUSALS.has(response.status) || "_data" in req.query) return false;
  return (response.body === null && !req.path.startsWith("/api/")) || response.headers.get("X-Remix-Error") === "yes";
}

/** A database that cannot be reached is an outage: 503 with Retry-After, the shop's page (or JSON under /api/). */
function unavailable(req: ExpressRequest, res: ExpressResponse, refuse: (req: ExpressRequest, res: ExpressResponse, status: number) => void): void {
  res.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  refuse(req, res, 503);
}

function sendHead(res: ExpressResponse, status: number, statusText: string, headers: Iterable<[string, string]>): void {
  res.statusMessage = statusText;
  res.status(status);
  // A page's own policy (PunchOut's return page posts to the procurement system) replaces the one every answer gets.
  for (const [name, value] of headers) {
    if (name.toLowerCase() === "content-security-policy") res.set(name, value);
    else res.append(name, value);
  }
}

export type FetchHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

/**
 * Templates of pages shared by an audience (every visitor, or the buyers of one price list), and how
 * to tell who is asking (the app's own resolution, `resolvePersonal`, exported by the build).
 */
export interface SharedTemplates {
  templates: PageTemplates;
  resolvePersonal: (request: Request, context: AppLoadContext) => Promise<Personal>;
}

type EdgeAnswer = (req: ExpressRequest, res: ExpressResponse) => void;

/**
 * Bounds the renders (`gate`); a request it sheds gets `shed` (503) instead. Every request starts
 * within `turns`, so a crowd of them cannot hold up the event loop for everyone else.
 */
export interface RenderLimit {
  gate: RenderGate;
  shed: EdgeAnswer;
  turns?: TurnBudget;
}

/**
 * Express handler for Remix (`handle`: the build's request handler). Anonymous GETs (no cookie, no
 * Authorization) are answered from `pageCache` when it has the page, and their public responses are
 * kept for the next visitor. An expired page still within its stale-while-revalidate time is served
 * while one background render replaces it, so a busy page never makes visitors wait on a render.
 * `X-Cache` says HIT, STALE, MISS or BYPASS. Everything else streams straight from Remix, within
 * `renderLimit` when given (cache hits never wait for it); a background render runs only when a slot is free.
 * A route's bodiless 400/405/413/415 becomes the shop's error page through `refuse`, and so does a 5xx that a
 * database out of reach caused (503 with Retry-After).
 */
export function remixHandler({
  handle,
  pageCache,
  loadContext,
  renderLimit,
  refuse,
  shared: sharedTemplates,
}: {
  handle: FetchHandler;
  pageCache: PageCache | null;
  loadContext: (req: ExpressRequest, nonce: string) => AppLoadContext;
  renderLimit?: RenderLimit;
  refuse?: (req: ExpressRequest, res: ExpressResponse, status: number) => void;
  shared?: SharedTemplates;
}): RequestHandler {
  const refreshing = new WeakSet<CachedPage>();

  /** Renders the page again for an anonymous request like this one, and keeps it if it may. */
  async function refresh(req: ExpressRequest, url: string, stale: CachedPage): Promise<void> {
    const release = renderLimit ? renderLimit.gate.tryEnter() : () => {};
    if (!release) return;
    refreshing.add(stale);
    const rendered = metrics().renders.startTimer();
    try {
      const nonce = newNonce();
      const response = await handle(new Request(url, { headers: fetchHeaders(req, url) }), loadContext(req, nonce));
      if (response.body) pageCache!.store(url, (name) => req.get(name) ?? null, response, Buffer.from(await response.arrayBuffer()), nonce);
    } catch (error) {
      log.error({ err: error }, "page cache: background render failed");
    } finally {
      rendered();
      refreshing.delete(stale);
      release();
    }
  }

  /**
   * A render slot, or null once the request was shed (answered already). Decided at once when it can
   * be (a free slot, or a refusal), so that work counts in the turn it was started in.
   */
  function admit(req: ExpressRequest, res: ExpressResponse): Release | null | Promise<Release | null> {
    if (!renderLimit) return () => {};
    const { gate, shed } = renderLimit;
    const now = gate.tryEnter();
    if (now) return now;
    if (!gate.mayWait()) {
      shed(req, res);
      return null;
    }
    const left = new AbortController();
    const onClose = () => left.abort();
    res.once("close", onClose);
    return gate.enter(left.signal).then((release) => {
      res.off("close", onClose);
      if (!release && !left.signal.aborted) shed(req, res);
      return release;
    });
  }

  async function serve(req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> {
    try {
      const nonce = String(res.locals.cspNonce ?? "");
      const requestHeader = (name: string) => req.get(name) ?? null;
      const shared = pageCache !== null && isSharedCacheRequest(req.method, requestHeader);
      const url = requestUrl(req, res);
      const hit = shared ? pageCache.lookup(url, requestHeader) : undefined;
      if (hit) {
        metrics().cacheHits.inc({ kind: hit.stale ? "stale" : "fresh" });
        if (hit.stale && !refreshing.has(hit.page)) void refresh(req, url, hit.page);
        sendHead(res, hit.page.status, "OK", hit.page.headers);
        res.set({ Age: String(hit.ageSeconds), "X-Cache": hit.stale ? "STALE" : "HIT" });
        res.end(pageCache!.body(hit.page, nonce));
        return;
      }

      const prepare = (): Prepared => ({ request: fetchRequest(req, res, url), context: loadContext(req, nonce) });
      let prepared: Prepared | undefined;
      if (sharedTemplates && !shared && mayHaveTemplate(req, url)) {
        prepared = prepare();
        if (await fromTemplate(sharedTemplates, res, url, nonce, prepared)) return;
      }
      const admitted = admit(req, res);
      const release = admitted instanceof Promise ? await admitted : admitted;
      if (!release) return;
      try {
        // Nobody is left to answer: the slot goes to the next request rather than to a render for no one.
        if (req.socket.destroyed) return;
        await render(req, res, prepared ?? prepare(), shared, requestHeader);
      } finally {
        release();
      }
    } catch (error) {
      // Telling who is asking before Remix (the templates) may meet the outage first.
      if (refuse && isDatabaseUnavailable(error) && !res.headersSent) unavailable(req, res, refuse);
      else next(error);
    }
  }

  /** Only an address some audience has a template of is worth telling who is asking before Remix. */
  function mayHaveTemplate(req: ExpressRequest, url: string): boolean {
    return Boolean(sharedTemplates?.templates.has(url)) && req.method === "GET" && !("_data" in req.query);
  }

  /** A request no cached page or template can answer: it waits for a render slot. */
  function rendersOnly(req: ExpressRequest, res: ExpressResponse): boolean {
    const shared = pageCache !== null && isSharedCacheRequest(req.method, (name) => req.get(name) ?? null);
    return !shared && !mayHaveTemplate(req, requestUrl(req, res));
  }

  const turns = renderLimit?.turns;
  return (req, res, next) => {
    // Refused on arrival while every render slot is taken and the queue is full, not after waiting its turn.
    if (renderLimit?.gate.saturated && rendersOnly(req, res)) {
      renderLimit.shed(req, res);
      return;
    }
    // The database serves the calls of the request that came first first (OldestFirstQueue).
    const arrived = performance.now();
    const start = () => asRequestStartedAt(arrived, () => void serve(req, res, next));
    if (turns) turns.run(start);
    else start();
  };

  /**
   * Answers from the template of this page for the visitor's audience, filled in with their values,
   * and says whether it did; otherwise the visitor resolved here stays in the context for Remix's
   * root loader, which would resolve them again.
   */
  async function fromTemplate(
    { templates, resolvePersonal }: SharedTemplates,
    res: ExpressResponse,
    url: string,
    nonce: string,
    { request, context }: Prepared,
  ): Promise<boolean> {
    const personal = await resolvePersonal(request, context);
    context.personal = personal;
    const template = personal.audience ? templates.lookup(url, personal.audience) : undefined;
    if (!template) return false;
    metrics().cacheHits.inc({ kind: "template" });
    const { user, cartCount, favorites } = personal.data;
    sendHead(res, template.status, "OK", template.headers);
    for (const cookie of personal.headers.getSetCookie()) res.append("Set-Cookie", cookie);
    res.set("X-Cache", "TEMPLATE");
    res.end(fillTemplate(template, { user, cartCount, favorites }, nonce));
    return true;
  }

  async function render(
    req: ExpressRequest,
    res: ExpressResponse,
    { request, context }: Prepared,
    shared: boolean,
    requestHeader: (name: string) => string | null,
  ) {
    const url = request.url;
    onResponseEnd(res, (ms) => metrics().renders.observe(ms / 1000));
    const response = await handle(request, context);
    if (refuse && response.status >= 500 && context.databaseUnavailable) {
      await response.body?.cancel();
      unavailable(req, res, refuse);
      return;
    }
    if (refuse && needsErrorPage(req, response)) {
      // Remix's own 405 names no methods: a route without an action serves reads only.
      const allow = response.headers.get("Allow") ?? (response.status === 405 ? "GET, HEAD" : null);
      if (allow) res.set("Allow", allow);
      refuse(req, res, response.status);
      return;
    }
    sendHead(res, response.status, response.statusText, response.headers);
    // Remix answers 405 by itself only for a route without an action: such pages serve reads only.
    if (response.status === 405 && !response.headers.has("Allow")) res.set("Allow", "GET, HEAD");
    // Only a response the cache may keep is buffered; every other one streams.
    const storable = shared && req.method === "GET" && response.body !== null && sharedTtlSeconds(response.status, (name) => response.headers.get(name)) > 0;
    if (pageCache) res.set("X-Cache", storable ? "MISS" : "BYPASS");
    if (storable) {
      const body = Buffer.from(await response.arrayBuffer());
      pageCache!.store(url, requestHeader, response, body, context.cspNonce);
      res.end(body);
      return;
    }
    if (response.body) await writeReadableStreamToWritable(response.body, res);
    else res.end();
  }
}
