import { z } from "zod";
import { href } from "~/i18n/href";
import { vouchedTokens } from "~/services/auth/index.server";
import { activeSession } from "~/services/punchout/return.server";
import { openStartToken } from "~/services/punchout/start.server";
import type { PunchOutSession } from "~/services/punchout/store.server";
import { signIn } from "./sign-in.server";
import { typedCookie } from "./typed-cookie.server";
import type { Viewer } from "./viewer.server";

/** The PunchOut session's id, beside the sign-in session it was opened with (docs/punchout.md#flow). */
const punchoutCookie = typedCookie("punchout", z.string().uuid());

/**
 * Opens a start URL: its buyer signed in as any sign-in does (a new session; the PunchOut cookie set with it) and
 * sent to the cart in the session's language; null when the token cannot be used (unknown, expired, used).
 */
export async function startPunchOut(request: Request, token: string): Promise<Response | null> {
  const session = await openStartToken(token);
  if (!session) return null;
  const tokens = await vouchedTokens(session.email);
  return signIn(request, tokens, { page: href("cart", {}, session.lang), cookies: [await punchoutCookie.serialize(session.id)] });
}

/** The PunchOut session the signed-in viewer shops in; null outside one (or once it ended). */
export async function punchOutOf(request: Request, viewer: Pick<Viewer, "buyer">): Promise<PunchOutSession | null> {
  if (!viewer.buyer) return null;
  const id = await punchoutCookie.read(request);
  return id ? activeSession(id, viewer.buyer.email) : null;
}

/** The Set-Cookie that forgets the PunchOut session (its cart went back). */
export function forgetPunchOut(): Promise<string> {
  return punchoutCookie.expire();
}
