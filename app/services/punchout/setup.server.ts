/**
 * A procurement system opening a PunchOut session (docs/punchout.md#flow): its partner found and its secret checked,
 * the return URL checked against the partner's, and a session stored with a one-time start token.
 */
import { randomUUID } from "node:crypto";
import { returnUrlAllowed } from "~/domain/punchout-flow/partners-file";
import { getDb } from "~/services/db/index.server";
import { mayActAs } from "./buyer.server";
import { secretMatches } from "./secret-hash.server";
import { newStartToken, START_URL_LIFETIME_MS, startTokenHash } from "./start-token.server";
import { createPunchOutStore, type Credential, type NewSession, type Partner, type Protocol } from "./store.server";

export type SetupRefusal = { kind: "refused"; reason: "unauthorized" | "returnUrl" | "noEmail" };
export type SetupResult = { kind: "started"; token: string; partner: Partner } | SetupRefusal;

/** What the setup request says of the session to make, and the credentials and secret that must name its partner. */
export type SetupInput = Omit<NewSession, "id" | "partnerId" | "startTokenHash" | "startExpiresAt" | "email"> & {
  protocol: Protocol;
  /** The buyer's address (cXML); null for OCI, whose login names no person. */
  email: string | null;
  /** The credentials that may name the partner, the buying organisation's first (cXML `From`, then `Sender`). */
  credentials: Credential[];
  secret: string;
};

/** Checked against when no partner matched, so an unknown partner costs the same scrypt as a wrong secret. */
const NO_PARTNER_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/**
 * The partner the first matching credential names, when `secret` is its secret; null otherwise (unknown partner and
 * wrong secret alike, and at the same cost).
 */
export async function authenticPartner(protocol: Protocol, credentials: readonly Credential[], secret: string): Promise<Partner | null> {
  const store = createPunchOutStore(await getDb());
  let partner: Partner | null = null;
  for (const { domain, identity } of credentials) {
    partner = await store.findPartner(protocol, domain, identity);
    if (partner) break;
  }
  const matches = await secretMatches(secret, partner?.secretHash ?? NO_PARTNER_HASH);
  return matches ? partner : null;
}

/** The address of a partner's shared buyer where the procurement system names no person (an order without one): never mailed. */
export function partnerMailbox(partner: Partner): string {
  return `${partner.id}@punchout.invalid`;
}

/**
 * The buyer of one session whose request names no person the partner may act as: every OCI session (its login names
 * no person), and a cXML one naming a user of another company (docs/punchout.md#who-a-partner-acts-as). A buyer per
 * session, so colleagues punching out from the same SAP system at once each fill their own cart (a session's start
 * empties its buyer's cart). Never mailed.
 */
function sessionMailbox(partner: Partner, sessionId: string): string {
  return `${partner.id}+${sessionId}@punchout.invalid`;
}

export async function setupSession(input: SetupInput, now = new Date()): Promise<SetupResult> {
  const partner = await authenticPartner(input.protocol, input.credentials, input.secret);
  if (!partner) return { kind: "refused", reason: "unauthorized" };
  if (!returnUrlAllowed(input.returnUrl, partner.returnUrls)) return { kind: "refused", reason: "returnUrl" };
  const id = randomUUID();
  const named = input.email?.trim() || (input.protocol === "oci" ? sessionMailbox(partner, id) : null);
  if (!named || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(named)) return { kind: "refused", reason: "noEmail" };
  const email = (await mayActAs(named, partner.customerId)) ? named : sessionMailbox(partner, id);
  const token = newStartToken();
  const { protocol: _protocol, credentials: _credentials, secret: _secret, ...session } = input;
  await createPunchOutStore(await getDb()).createSession({
    ...session,
    id,
    partnerId: partner.id,
    startTokenHash: startTokenHash(token),
    startExpiresAt: new Date(now.getTime() + START_URL_LIFETIME_MS),
    email: email.toLowerCase(),
  });
  return { kind: "started", token, partner };
}
