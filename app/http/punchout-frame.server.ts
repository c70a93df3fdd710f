import type { RequestHandler, Response as ExpressResponse } from "express";
import { framedCookie } from "~/request/cookies.server";
import { withFrameAncestors } from "./csp.server";

/** The origins that may frame the answer to a request (the build's `punchOutFrameAncestors`); null: none may. */
export type FrameAncestors = (path: string, cookieHeader: string | undefined, fetchDest: string | undefined) => Promise<readonly string[] | null>;

/** Just before the head goes out, whoever set it: the policy names the frame's origins, every cookie is a framed one. */
function answerFramed(res: ExpressResponse, origins: readonly string[]): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ExpressResponse, ...args: Parameters<typeof writeHead>) {
    const policy = this.getHeader("Content-Security-Policy");
    if (typeof policy === "string") this.setHeader("Content-Security-Policy", withFrameAncestors(policy, origins));
    // frame-ancestors says it all; X-Frame-Options has no way to name origins.
    this.removeHeader("X-Frame-Options");
    const cookies = this.getHeader("Set-Cookie");
    if (cookies !== undefined)
      this.setHeader(
        "Set-Cookie",
        [cookies].flat().map((cookie) => framedCookie(String(cookie))),
      );
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/**
 * PunchOut inside the procurement system's frame (docs/punchout.md#framing): a start URL opened in a frame and every
 * request of the PunchOut session it starts may be framed by its partner's origins and keep its cookies there; everything else stays
 * unframable (frame-ancestors 'none' and X-Frame-Options DENY from the security headers). A failure to tell (the
 * database, for a start URL) frames nothing: the route meets the same failure and answers it.
 */
export function punchOutFrameMiddleware(frameAncestors: FrameAncestors): RequestHandler {
  return (req, res, next) => {
    frameAncestors(req.path, req.headers.cookie, req.get("Sec-Fetch-Dest"))
      .catch(() => null)
      .then((origins) => {
        if (origins) answerFramed(res, origins);
        next();
      }, next);
  };
}
