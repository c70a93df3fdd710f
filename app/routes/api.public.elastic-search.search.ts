import { json, type ActionFunctionArgs } from "@remix-run/node";
import { searchRequestSchema } from "~/domain/public-calls/catalog-search";
import { CACHE } from "~/http/cache-policy";
import { callRefused, inputIssues, limitPublicCall, methodNotAllowed, publicCall, publicCaller, publicJsonBody } from "~/request/public-api.server";
import { apiLanguage } from "~/request/detect-locale.server";
import { viewerHeaders } from "~/request/viewer.server";
import { searchPartNumbers, searchText } from "~/services/public-calls/catalog-search.server";

/**
 * POST /api/public/elastic-search/search with `{ elasticQuery: { size, query: { terms: { pn: [...] } } }, elasticIndex }`,
 * or `query: { multi_match: { query: "red mushroom" } }` ranked by the shop's search index in the call's language:
 * `{ hits: { total, hits: [{ _id, _source: { pn, list_price, sale_price, series, pkgqty, parent, tariff } }] } }` from our
 * own catalogue, sale prices on the signed-in caller's list (bearer or cookie), else the public one. A body that is not
 * JSON or not such a query answers 400 `{ error, issues }`; a caller over its per-IP limit 429 with Retry-After, and a
 * database out of reach 503 with Retry-After.
 */
export const action = publicCall(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method.toUpperCase() !== "POST") return methodNotAllowed("POST");
  await limitPublicCall("publicSearch", request, context.clientIp);
  const caller = await publicCaller(request);
  const body = searchRequestSchema.safeParse(await publicJsonBody(request));
  if (!body.success) return callRefused(400, "Invalid search body", inputIssues(body.error), viewerHeaders(caller, CACHE.noStore));
  const { size, query } = body.data.elasticQuery;
  const priceList = caller.user?.priceListName ?? null;
  const answer = query.terms
    ? await searchPartNumbers(query.terms.pn, size, priceList)
    : await searchText(query.multi_match!.query, size, priceList, await apiLanguage(request));
  return json(answer, { headers: viewerHeaders(caller, caller.user ? CACHE.personalPage : CACHE.noStore) });
});

export const loader = () => methodNotAllowed("POST");
