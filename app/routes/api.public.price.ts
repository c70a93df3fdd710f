import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { CACHE } from "~/http/cache-policy";
import { callRefused, inputIssues, limitPublicCall, methodNotAllowed, publicCall, publicCaller } from "~/request/public-api.server";
import { viewerHeaders } from "~/request/viewer.server";
import { priceListCall } from "~/services/public-calls/price-list-call.server";

const querySchema = z.object({ listName: z.string().trim().max(100, "listName is at most 100 characters").nullable() });

/**
 * GET /api/public/price?listName=NAME: `{ priceListEntries: [{ valueType, schedule, PriceListEntryItem: { name } | null,
 * value }] }`. The name is resolved by the domain's rule (missing, unknown, `list`, `select` → OEM). A public list is
 * cached publicly; a customer's own list answers only to its signed-in buyers (bearer or cookie), privately, and 403
 * to anybody else. Over the caller's per-IP limit, 429 with Retry-After (answers from the shared cache never count);
 * with the database out of reach, 503 with Retry-After.
 */
export const loader = publicCall(async ({ request, context }: LoaderFunctionArgs) => {
  await limitPublicCall("publicPrice", request, context.clientIp);
  const caller = await publicCaller(request);
  const query = querySchema.safeParse({ listName: new URL(request.url).searchParams.get("listName") });
  if (!query.success) return callRefused(400, "Invalid query", inputIssues(query.error), viewerHeaders(caller, CACHE.noStore));
  const answer = await priceListCall(query.data.listName, caller.user);
  if (!answer.ok) return callRefused(403, "This price list is not public: sign in as a buyer of a customer on it", [], viewerHeaders(caller, CACHE.noStore));
  return json({ priceListEntries: answer.priceListEntries }, { headers: viewerHeaders(caller, answer.isPublic ? CACHE.publicApi : CACHE.personalPage) });
});

export const action = () => methodNotAllowed("GET");
