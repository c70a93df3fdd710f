import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { MAX_CUSTOMERS_PER_WEB_USER, newCustomerSchema } from "~/domain/accounts/new-customer";
import { fieldErrorsOf } from "~/domain/hub-kv-request";
import type { StringKey } from "~/i18n/translate";
import { bearerOf, sessionCookieWith, sessionTokens } from "~/request/auth.server";
import { allowMethods, jsonBody, PRIVATE_HEADERS, privateCall, requireApiUser } from "~/request/private-api.server";
import { addCustomer, refreshTokens } from "~/services/auth/index.server";

export const loader = privateCall(async ({ request }: LoaderFunctionArgs) => {
  await requireApiUser(request);
  throw json({ error: "Method not allowed" }, { status: 405, headers: { ...PRIVATE_HEADERS, Allow: "POST" } });
});

/**
 * POST /api/private/customer (docs/accounts.md#ownership): a customer for the signed-in user, linked to them. Answers 201
 * with its id; a cookie session gets refreshed tokens so its claim lists the new customer.
 */
export const action = privateCall(async ({ request }: ActionFunctionArgs) => {
  allowMethods(request, "POST");
  const user = await requireApiUser(request);
  const parsed = newCustomerSchema.safeParse(await jsonBody(request));
  if (!parsed.success) return json({ error: fieldErrorsOf(parsed.error) }, { status: 400, headers: PRIVATE_HEADERS });
  const id = await addCustomer(user, parsed.data.contact, parsed.data.name);
  if (id === null) {
    const error = `An account holds at most ${MAX_CUSTOMERS_PER_WEB_USER} companies`;
    return json({ error, key: "accountCustomersLimit" satisfies StringKey, limit: MAX_CUSTOMERS_PER_WEB_USER }, { status: 400, headers: PRIVATE_HEADERS });
  }
  const headers = new Headers(PRIVATE_HEADERS);
  // A cookie session gets refreshed tokens, so its claim lists the new customer.
  const tokens = bearerOf(request) ? null : await sessionTokens(request);
  if (tokens) headers.append("Set-Cookie", await sessionCookieWith(request, await refreshTokens(tokens)));
  return json({ data: { id } }, { status: 201, headers });
});
