/**
 * The cXML entry point's service (docs/punchout.md#flow): a request document in, the cXML answer out; every refusal
 * is a `Response` with its `Status`, never an exception.
 */
import { randomUUID } from "node:crypto";
import { cxmlPayloadId, cxmlSetupResponse, cxmlStatusResponse, readCxmlRequest, type CxmlSetupRequest, type CxmlStatusCode } from "~/domain/punchout/cxml";
import { getConfig } from "~/config.server";
import { href } from "~/i18n/href";
import { placePunchOutOrder } from "./order-request.server";
import { setupSession, type SetupRefusal } from "./setup.server";

const SETUP_REFUSALS: Record<SetupRefusal["reason"], { code: CxmlStatusCode; text: string }> = {
  unauthorized: { code: 401, text: "Unknown sender, or a wrong shared secret" },
  returnUrl: { code: 403, text: "The BrowserFormPost URL is not one of the trading partner's return URLs" },
  noEmail: { code: 400, text: "The setup request names no user e-mail address (Contact/Email or Extrinsic UserEmail)" },
};

function payloadId(now: Date): string {
  return cxmlPayloadId(now, randomUUID(), new URL(getConfig().publicUrl).hostname);
}

async function setup(request: CxmlSetupRequest, now: Date): Promise<{ code: CxmlStatusCode; text: string } | { startUrl: string }> {
  const result = await setupSession(
    {
      protocol: "cxml",
      credentials: [...request.from, request.sender],
      secret: request.sender.sharedSecret,
      email: request.email,
      userName: request.userName,
      lang: request.lang,
      operation: request.operation,
      buyerCookie: request.buyerCookie,
      returnUrl: request.browserFormPost,
      target: null,
      items: request.items.map((item) => ({ pn: item.supplierPartId, quantity: item.quantity })),
      parties: { from: request.from, to: request.to },
    },
    now,
  );
  if (result.kind === "refused") return SETUP_REFUSALS[result.reason];
  return { startUrl: getConfig().publicUrl + href("punchoutStart", { token: result.token }, request.lang) };
}

/** The answer to a posted document (the edge refused one over the cap, docs/punchout.md#limits). */
export async function answerCxml(body: Buffer, now = new Date()): Promise<string> {
  const id = payloadId(now);
  const status = (code: CxmlStatusCode, text: string) => cxmlStatusResponse({ payloadId: id, timestamp: now, code, text });
  const request = readCxmlRequest(body.toString("utf8"));
  if (request.kind === "refusal") return status(request.status, request.text);
  if (request.kind === "order") {
    const placed = await placePunchOutOrder(request);
    return status(placed.code, placed.text);
  }
  const answer = await setup(request, now);
  return "startUrl" in answer ? cxmlSetupResponse({ payloadId: id, timestamp: now, startUrl: answer.startUrl }) : status(answer.code, answer.text);
}
