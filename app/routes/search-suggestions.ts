import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { withoutControlCharacters } from "~/domain/forms/text";
import { CACHE } from "~/http/cache-policy";
import { LANGS } from "~/i18n/lang";
import { limitSearch } from "~/request/search-limit.server";
import { suggestProducts } from "~/services/search/search-page.server";

const MAX_TEXT = 100;

const paramsSchema = z.object({
  q: z
    .string()
    .transform((q) => withoutControlCharacters(q).trim().slice(0, MAX_TEXT))
    .pipe(z.string().min(1)),
  lang: z.enum(LANGS),
});

/**
 * GET /search/suggestions?q=…&lang=en|es: the search modal's products for the text typed, the same for every
 * visitor (no prices), so shared caches may keep an answer briefly. Missing text or language answers 400; over the
 * address's limit, 429 `{ error }` with Retry-After.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await limitSearch("searchSuggestions", request, context.clientIp);
  const url = new URL(request.url);
  const params = paramsSchema.safeParse({ q: url.searchParams.get("q") ?? "", lang: url.searchParams.get("lang") ?? "" });
  if (!params.success) return json({ error: "Give q (the text) and lang (en or es)." }, { status: 400, headers: { "Cache-Control": CACHE.noStore } });
  const answer = await suggestProducts(params.data.q, params.data.lang);
  return json(answer, { headers: { "Cache-Control": CACHE.publicPage } });
}
