/**
 * Opening a start URL (docs/punchout.md#flow): the session's one use taken, its buyer's web user made (first use)
 * and bought for the partner's customer, and the cart made the session's: empty for `create`, the returned lines
 * for `edit` and `inspect`.
 */
import { addCartLines, changeCart } from "~/services/cart/cart.server";
import { getDb } from "~/services/db/index.server";
import { attachBuyer } from "./buyer.server";
import { isStartToken, startTokenHash } from "./start-token.server";
import { createPunchOutStore, type PunchOutSession } from "./store.server";

/**
 * The session of a start token, opened; null for a token that is malformed, unknown, expired or used, and for one
 * whose buyer became another company's user since the setup request (the partner starts again, getting a buyer of
 * the session's own).
 */
export async function openStartToken(token: string, now = new Date()): Promise<PunchOutSession | null> {
  if (!isStartToken(token)) return null;
  const store = createPunchOutStore(await getDb());
  const session = await store.openSession(startTokenHash(token), now);
  if (!session) return null;
  if (!(await attachBuyer(session.email, session.customerId, session.userName))) return null;
  const owner = { kind: "email" as const, email: session.email };
  await changeCart(owner, { intent: "clear", pn: "", quantity: undefined }, session.lang, {});
  await addCartLines(owner, session.items, {});
  return session;
}

/** The origins that may frame a start URL's page (docs/punchout.md#framing); null for a token no session has. */
export async function startFrameAncestors(token: string): Promise<string[] | null> {
  if (!isStartToken(token)) return null;
  return createPunchOutStore(await getDb()).startFrameAncestors(startTokenHash(token));
}

/** Whether the PunchOut session of that id is opened and has not ended (its cart not returned). */
export async function isOpenSession(id: string): Promise<boolean> {
  return (await createPunchOutStore(await getDb()).openedSession(id)) !== null;
}
