import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { addVary } from "./http/shared-cache-rules";
import { StylesheetContext } from "./components/layout/InlineStylesheet";
import { NonceContext } from "./nonce";
import { isPersonal } from "./http/cache-policy";
import { isDatabaseUnavailable } from "./services/db/unavailable.server";
import { renderTemplate, sharesTemplate } from "./render/render-template.server";
import { CRITICAL_CSS_MARK, inlineCriticalCss } from "./render/inline-critical-css.server";
import { scriptsAfterPaint } from "./render/scripts-after-paint";
import { builtStylesheet } from "./render/stylesheet-text.server";
import { wholeDocument } from "./render/whole-document.server";
import { withoutNulBytes } from "./render/without-nul-bytes.server";
import stylesheet from "./styles/tailwind.css";
import { log } from "./services/observability/log.server";

export { followOtherServers, opsChannel, readiness, shutdown, warmUp } from "./services/lifecycle.server";
export { resolvePersonal } from "./root-personal.server";
export { punchOutFrameAncestors } from "./request/punchout.server";
export { hitPunchOutLimit } from "./services/punchout/rate-limit.server";

const ABORT_DELAY = 5_000;

/** The rendered page as sent: only the rules it uses inline, its scripts fetched and run once it has painted. */
const finishPage = (html: string) => scriptsAfterPaint(inlineCriticalCss(html, builtStylesheet(stylesheet)));

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : "";
  // A page the root marked personal (a signed-in buyer, a toast) is never shared, whatever its route caches.
  const rootCacheControl = remixContext.staticHandlerContext.loaderHeaders.root?.get("Cache-Control");
  if (rootCacheControl && isPersonal(rootCacheControl)) responseHeaders.set("Cache-Control", rootCacheControl);
  // Every page depends on the visitor's cookies (session, cart, toasts): a shared cache must key on them.
  addVary(responseHeaders, "Cookie");
  const page = (context: EntryContext) => (
    <NonceContext.Provider value={nonce}>
      <StylesheetContext.Provider value={CRITICAL_CSS_MARK}>
        <RemixServer context={context} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </StylesheetContext.Provider>
    </NonceContext.Provider>
  );
  const { templates, personal } = loadContext;
  if (templates && personal?.audience && request.method === "GET" && sharesTemplate(remixContext, responseStatusCode, responseHeaders)) {
    const { user, cartCount, favorites } = personal.data;
    const target = { templates, url: request.url, audience: personal.audience, values: { user, cartCount, favorites } };
    return renderTemplate(page, responseStatusCode, responseHeaders, remixContext, nonce, target, finishPage);
  }
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const respond = () => {
      shellRendered = true;
      const body = withoutNulBytes();
      const page = body.pipe(wholeDocument(finishPage));
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(page), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(page(remixContext), {
      nonce,
      onShellReady() {
        if (!waitForAll) respond();
      },
      onAllReady() {
        // Everything rendered: nothing left for the abort timer to cut.
        clearTimeout(timer);
        if (waitForAll) respond();
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log.error({ err: error }, "render failed after the shell was sent");
      },
    });
    timer = setTimeout(abort, ABORT_DELAY);
  });
}

/** A route's data depends on the visitor's cookies (their price list) just as its page does. */
export function handleDataRequest(response: Response): Response {
  addVary(response.headers, "Cookie");
  return response;
}

/**
 * Logs what went wrong on our side; a client's mistake that Remix answers itself (a 405 for a route without an action)
 * is no error. A database that cannot be reached is an outage, not a defect: one line, and the edge answers 503.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  if (isDatabaseUnavailable(error)) {
    context.databaseUnavailable = true;
    log.error(`database unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  log.error({ err: error }, "request failed");
}
