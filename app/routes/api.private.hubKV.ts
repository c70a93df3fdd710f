import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { normalizeEmail } from "~/domain/auth/one-time-code";
import { fieldErrorsOf, hubKvDeleteQuery, hubKvGetQuery, hubKvPostBody } from "~/domain/hub-kv-request";
import { allowMethods, jsonBody, PRIVATE_HEADERS, privateCall, requireApiUser } from "~/request/private-api.server";
import type { SessionUser } from "~/services/auth/index.server";
import { deleteHubValue, readHubValue, writeHubValue } from "~/services/hub-kv/hub-kv.server";

/**
 * The hubKV calls of spec section 7 (docs/kv-store.md#the-hubkv-calls): the caller's own saved cart
 * (`liveCart`) and favorites. Refusals: 400 with field errors, 403 for another buyer's e-mail (nothing read or changed).
 */

const badRequest = (error: z.ZodError) => json({ error: fieldErrorsOf(error) }, { status: 400, headers: PRIVATE_HEADERS });
const forbidden = () => json({ error: "This key belongs to another account" }, { status: 403, headers: PRIVATE_HEADERS });
const isCaller = (user: SessionUser, email: string) => normalizeEmail(user.email) === email;
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** GET /api/private/hubKV?key={email}:{feature}: the stored liveCart (null: none) or favorites (a list, newest first). */
export const loader = privateCall(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  const parsed = hubKvGetQuery.safeParse(queryOf(request));
  if (!parsed.success) return badRequest(parsed.error);
  const { email, feature } = parsed.data.key;
  if (!isCaller(user, email)) return forbidden();
  return json(await readHubValue(email, feature), { headers: PRIVATE_HEADERS });
});

/**
 * POST /api/private/hubKV with `{ key, feature, liveCart }` or `{ key, feature, favorites }`: replaces the value
 * (an empty cart or list deletes it) and answers it as GET would.
 * DELETE /api/private/hubKV?email=&feature=: `{ deleted }`, false when there was nothing.
 */
export const action = privateCall(async ({ request }: ActionFunctionArgs) => {
  allowMethods(request, "POST", "DELETE");
  const user = await requireApiUser(request);
  if (request.method.toUpperCase() === "DELETE") {
    const parsed = hubKvDeleteQuery.safeParse(queryOf(request));
    if (!parsed.success) return badRequest(parsed.error);
    if (!isCaller(user, parsed.data.email)) return forbidden();
    return json({ deleted: await deleteHubValue(parsed.data.email, parsed.data.feature) }, { headers: PRIVATE_HEADERS });
  }
  const parsed = hubKvPostBody.safeParse(await jsonBody(request));
  if (!parsed.success) return badRequest(parsed.error);
  if (!isCaller(user, parsed.data.key.email)) return forbidden();
  return json(await writeHubValue(parsed.data.key.email, parsed.data), { headers: PRIVATE_HEADERS });
});
