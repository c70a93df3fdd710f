import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { ICON_SET_PREFIX } from "~/domain/icons/icon-set";
import { iconifyAnswer, MAX_ICON_URL_LENGTH, parseIconNames } from "~/domain/icons/iconify";
import { CACHE } from "~/http/cache-policy";
import { callRefused, methodNotAllowed } from "~/request/public-api.server";

/**
 * GET /api/_nuxt_icon/{prefix}.json?icons=a,b,c (the original shop's local icon endpoint): `{ prefix, icons: { name:
 * { body } }, width, height, not_found }` in Iconify's JSON format, from the shop's own set (app/domain/icons). 414 for
 * an address over 500 characters, 404 for another prefix, 400 for a missing or malformed name.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.pathname.length + url.search.length > MAX_ICON_URL_LENGTH) {
    return callRefused(414, `The address is longer than ${MAX_ICON_URL_LENGTH} characters: ask for fewer icons at a time`);
  }
  const prefix = /^(.+)\.json$/.exec(params.file ?? "")?.[1];
  if (prefix !== ICON_SET_PREFIX) return callRefused(404, `No icon set here: the shop's set is /api/_nuxt_icon/${ICON_SET_PREFIX}.json`);
  const names = parseIconNames(url.searchParams.get("icons"));
  if (!names.ok) return callRefused(400, "Invalid icons query", names.issues);
  return json(iconifyAnswer(names.names), { headers: { "Cache-Control": CACHE.iconSet } });
}

export const action = () => methodNotAllowed("GET");
