import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import errorStrings from "../../content/strings/errors.json";
import { cxmlEdgeRefusal, cxmlPayloadId, cxmlStatusResponse } from "~/domain/punchout/cxml";
import { errorTexts } from "~/i18n/error-texts";
import { href } from "~/i18n/href";
import { langFromPath, type Lang } from "~/i18n/lang";
import { apiLanguage } from "~/request/detect-locale.server";
import { plainRoutes } from "~/routes";
import { CACHE } from "./cache-policy";
import type { FetchHandler } from "./remix-handler.server";
import { log } from "~/services/observability/log.server";

const PLAIN_PATHS = new Set<string>(Object.values(plainRoutes).map((route) => route.path));

const isApi = (path: string) => path.startsWith("/api/");
const isCxml = (path: string) => path === plainRoutes.punchoutCxml.path;

/** The cXML entry point's answer to a refusal of the edge: a cXML document, as its peers read every answer. */
function cxmlAnswer(status: number, host: string): { status: number; type: string; body: string } {
  const refusal = cxmlEdgeRefusal(status);
  const now = new Date();
  const body = cxmlStatusResponse({ payloadId: cxmlPayloadId(now, randomUUID(), host), timestamp: now, code: refusal.code, text: refusal.text });
  return { status: refusal.status, type: "text/xml; charset=utf-8", body };
}

/** A localized path speaks its language; APIs and the one-path routes (logout, language switch) the visitor's. */
async function visitorLang(req: ExpressRequest, origin: string): Promise<Lang> {
  if (!isApi(req.path) && !PLAIN_PATHS.has(req.path)) return langFromPath(req.path);
  const acceptLanguage = req.get("accept-language");
  const asked = typeof req.query.lang === "string" ? req.query.lang : "";
  return apiLanguage(new Request(`${origin}/?lang=${encodeURIComponent(asked)}`, { headers: acceptLanguage ? { "Accept-Language": acceptLanguage } : {} }));
}

function words(status: number, lang: Lang, { title, message } = errorTexts(status)): { title: string; message: string } {
  return { title: errorStrings[title as keyof typeof errorStrings][lang], message: errorStrings[message as keyof typeof errorStrings][lang] };
}

type SendEdgeError = (req: ExpressRequest, res: ExpressResponse, status: number) => void;

/**
 * Answers a request the edge refuses (400, 403, 405, 413, 415, 429, 503) in the visitor's language: JSON under
 * /api/, a cXML document at the cXML entry point, the root's error data for a client-side data request (`?_data`),
 * else the shop's own error page,
 * rendered by Remix for a plain GET with `edgeError` in the load context (the root loader throws it;
 * nothing of the request is read).
 * Headers the caller set (Allow, Connection, Retry-After) stay.
 */
export function edgeErrorResponder({
  handle,
  loadContext,
  publicOrigin,
}: {
  handle: FetchHandler;
  loadContext: (req: ExpressRequest, nonce: string) => AppLoadContext;
  publicOrigin: string;
}): SendEdgeError {
  const host = new URL(publicOrigin).hostname;
  const send = async (req: ExpressRequest, res: ExpressResponse, status: number) => {
    if (isCxml(req.path)) {
      const answer = cxmlAnswer(status, host);
      res.status(answer.status).set("Cache-Control", CACHE.noStore).type(answer.type).send(answer.body);
      return;
    }
    const lang = await visitorLang(req, publicOrigin);
    res.status(status).set("Cache-Control", CACHE.noStore);
    if (isApi(req.path)) {
      const { title, message } = words(status, lang);
      res.json({ error: title, message });
      return;
    }
    // A data request of the page in the browser: what Remix's client shows as its error boundary, with this status.
    if ("_data" in req.query) {
      res.set("X-Remix-Catch", "yes").json({ lang });
      return;
    }
    const context = { ...loadContext(req, String(res.locals.cspNonce ?? "")), edgeError: { status, lang } };
    // Rendered as the home page of that language: any page would do (the root loader throws first), and
    // the asked-for path may be the defect, or a resource route that renders no page.
    const page = await handle(new Request(`${publicOrigin}${href("home", {}, lang)}`, { headers: { Accept: "text/html" } }), context);
    res.type(page.headers.get("Content-Type") ?? "text/html").send(await page.text());
  };
  return (req, res, status) => {
    send(req, res, status).catch((error: unknown) => {
      log.error({ err: error }, "edge error page failed");
      if (!res.headersSent) res.status(status).type("text/plain").send(words(status, "en").title);
      else res.end();
    });
  };
}

/** The small page of a shed request (a cXML document at the cXML entry point): no render, so it costs next to nothing under load. */
export function busyAnswer(path: string, retryAfterSeconds: number, publicOrigin: string): { headers: Record<string, string>; body: string; type: string } {
  const lang = langFromPath(path);
  const { title, message } = words(503, lang, { title: "shellBusyTitle", message: "shellBusyMessage" });
  const headers = { "Retry-After": String(retryAfterSeconds), "Cache-Control": CACHE.noStore };
  if (isCxml(path)) {
    const answer = cxmlAnswer(503, new URL(publicOrigin).hostname);
    return { headers, type: answer.type, body: answer.body };
  }
  if (isApi(path)) return { headers, type: "application/json", body: JSON.stringify({ error: title, message }) };
  const body = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${message}</p></body></html>`;
  return { headers, type: "text/html", body };
}
