import { z } from "zod";
import { getConfig } from "~/config.server";
import { DAY_S } from "~/domain/auth/session-lifetime";
import { href } from "~/i18n/href";
import { LANGS } from "~/i18n/lang";
import { routeTable } from "~/routes";
import { vouchedTokens } from "~/services/auth/index.server";
import { activeSession } from "~/services/punchout/return.server";
import { isOpenSession, openStartToken, startFrameAncestors } from "~/services/punchout/start.server";
import type { PunchOutSession } from "~/services/punchout/store.server";
import { signIn } from "./sign-in.server";
import { typedCookie } from "./typed-cookie.server";
import type { Viewer } from "./viewer.server";

/**
 * The PunchOut session's id, beside the sign-in session it was opened with, and the origins that may frame the shop
 * while it lasts (docs/punchout.md#framing): signed, so no request can name origins of its own.
 */
const punchoutCookie = typedCookie("punchout", z.object({ id: z.string().uuid(), frameAncestors: z.array(z.string().url()) }));

/**
 * Opens a start URL: its buyer signed in as any sign-in does (a new session; the PunchOut cookie set with it) and
 * sent to the cart in the session's language; null when the token cannot be used (unknown, expired, used).
 */
export async function startPunchOut(request: Request, token: string): Promise<Response | null> {
  const session = await openStartToken(token);
  if (!session) return null;
  const tokens = await vouchedTokens(session.email);
  const frameAncestors = isFramed(request.headers.get("Sec-Fetch-Dest") ?? undefined) ? session.frameAncestors : [];
  // As long as the sign-in it starts: the PunchOut session ends with it at the latest.
  const cookie = await punchoutCookie.serialize({ id: session.id, frameAncestors }, { maxAgeS: getConfig().SESSION_MAX_AGE_DAYS * DAY_S });
  return signIn(request, tokens, { page: href("cart", {}, session.lang), cookies: [cookie] });
}

/** Whether the request carries a PunchOut cookie at all, valid or not. */
export function carriesPunchOut(request: Request): boolean {
  return punchoutCookie.carried(request);
}

/** The PunchOut session the signed-in viewer shops in; null outside one (or once it ended). */
export async function punchOutOf(request: Request, viewer: Pick<Viewer, "buyer">): Promise<PunchOutSession | null> {
  if (!viewer.buyer) return null;
  const value = await punchoutCookie.read(request);
  return value ? activeSession(value.id, viewer.buyer.email) : null;
}

/** The Set-Cookie that forgets the PunchOut session (its cart went back, or it had ended). */
export function forgetPunchOut(): Promise<string> {
  return punchoutCookie.expire();
}

/** The start URL's paths up to its token, in each language. */
const START_PATHS = LANGS.map((lang) => routeTable.punchoutStart[lang].replace(":token", ""));

/**
 * Whether a start URL is opened inside a frame (its request's Sec-Fetch-Dest). Only then is the session framed: opened
 * as the top window, its cookies stay ordinary ones, which replace a session the browser held (a partitioned one
 * would be sent beside it, after it).
 */
function isFramed(fetchDest: string | undefined): boolean {
  return fetchDest === "iframe" || fetchDest === "frame";
}

/**
 * The origins that may frame the answer to a request (docs/punchout.md#framing): a framed start URL's partner's, or
 * those the PunchOut cookie names; null for every other request, which no page may frame.
 */
export async function punchOutFrameAncestors(path: string, cookieHeader: string | undefined, fetchDest: string | undefined): Promise<string[] | null> {
  const startPath = START_PATHS.find((prefix) => path.startsWith(prefix));
  if (startPath) return isFramed(fetchDest) ? startFrameAncestors(path.slice(startPath.length)) : null;
  if (!cookieHeader) return null;
  const value = await punchoutCookie.read(new Request("http://shop.invalid/", { headers: { Cookie: cookieHeader } }));
  if (!value?.frameAncestors.length) return null;
  // A copy of the cookie kept after the cart went back frames nothing: only an open session's does.
  return (await isOpenSession(value.id)) ? value.frameAncestors : null;
}
