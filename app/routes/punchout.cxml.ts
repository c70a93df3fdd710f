import type { ActionFunctionArgs } from "@remix-run/node";
import { CACHE } from "~/http/cache-policy";
import { readBodyWithin } from "~/request/json-body.server";
import { answerCxml, CXML_MAX_BYTES } from "~/services/punchout/cxml-entry.server";

/**
 * POST /punchout/cxml (docs/punchout.md#flow): a PunchOutSetupRequest or an OrderRequest from a procurement system's
 * server, answered with a cXML document: HTTP 200 whatever its `Status` says, as cXML peers expect; a larger document
 * than the cap is refused unread (406). Other sites post here by design: the origin check leaves this path alone.
 */
export async function action({ request }: ActionFunctionArgs) {
  const body = await readBodyWithin(request, CXML_MAX_BYTES);
  return new Response(await answerCxml(body), {
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": CACHE.noStore, ...(body === null ? { Connection: "close" } : {}) },
  });
}

/** A GET is no cXML request: 405, naming the one method. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": CACHE.noStore } });
}
