import { json } from "@remix-run/node";
import { CACHE } from "~/http/cache-policy";
import { hitSearchLimit, type SearchKind } from "~/services/search/rate-limits.server";
import { callTranslator } from "./call-language.server";

/**
 * Counts one search of `clientIp` (docs/search.md#rate-limits). Over the limit, a thrown 429 with Retry-After before
 * any search runs: bodiless for the page, which the shop's error page then explains in the page's language, and
 * `{ error }` in the asked language (`?lang=`, else Accept-Language) for the modal's JSON suggestions.
 */
export async function limitSearch(kind: SearchKind, request: Request, clientIp: string): Promise<void> {
  const limit = await hitSearchLimit(kind, clientIp);
  if (limit.allowed) return;
  const headers = { "Retry-After": String(limit.retryAfterSeconds), "Cache-Control": CACHE.noStore };
  if (kind === "searchPage") throw new Response(null, { status: 429, headers });
  throw json({ error: (await callTranslator(request)).t("shellTooManyRequestsMessage") }, { status: 429, headers });
}
