import type { ActionFunctionArgs } from "@remix-run/node";
import { CACHE } from "~/http/cache-policy";
import { answerCxml } from "~/services/punchout/cxml-entry.server";

/** A bodiless 405 naming the one method: the edge answers it with a cXML Status (docs/punchout.md#status-codes). */
const onlyPost = () => new Response(null, { status: 405, headers: { Allow: "POST", "Cache-Control": CACHE.noStore } });

/**
 * POST /punchout/cxml (docs/punchout.md#flow): a PunchOutSetupRequest or an OrderRequest from a procurement system's
 * server, answered with a cXML document: HTTP 200 whatever its `Status` says, as cXML peers expect. The edge has
 * refused a body over the cap, a browser's cross-site post and a client over its rate limit, in cXML too.
 */
export async function action({ request }: ActionFunctionArgs) {
  // Remix hands every method but GET and HEAD to the action.
  if (request.method !== "POST") return onlyPost();
  const body = Buffer.from(await request.arrayBuffer());
  return new Response(await answerCxml(body), { headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": CACHE.noStore } });
}

export const loader = onlyPost;
