import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { bearerOf, sessionCookieWith, sessionTokens } from "~/request/auth.server";
import { allowMethods, jsonBody, PRIVATE_HEADERS, requireApiUser } from "~/request/private-api.server";
import { addCustomer, refreshTokens } from "~/services/auth/index.server";

const text = z.string().trim().default("");

/** The new customer's primary contact; rep, territory, price list (OEM) and terms follow from it on the server. */
const contactSchema = z.object({
  nameFirst: z.string().trim().min(1),
  nameLast: z.string().trim().min(1),
  nameCompany: text,
  phone1: text,
  addressLine1: text,
  addressLine2: text,
  addressCity: text,
  addressCountry: z.string().trim().toUpperCase().length(2),
  addressState: text,
  addressPostalCode: text,
  taxable: z.boolean().default(true),
});

const bodySchema = z.object({ name: z.string().trim().min(1).optional(), contact: contactSchema.nullable().default(null) });

export const loader = async ({ request }: LoaderFunctionArgs) => {
  await requireApiUser(request);
  throw json({ error: "Method not allowed" }, { status: 405, headers: { ...PRIVATE_HEADERS, Allow: "POST" } });
};

/**
 * POST /api/private/customer (docs/accounts.md#ownership): a customer for the signed-in user, linked to them. Answers 201
 * with its id; a cookie session gets refreshed tokens so its claim lists the new customer.
 */
export async function action({ request }: ActionFunctionArgs) {
  allowMethods(request, "POST");
  const user = await requireApiUser(request);
  const parsed = bodySchema.safeParse(await jsonBody(request));
  if (!parsed.success) return json({ error: parsed.error.flatten().fieldErrors }, { status: 400, headers: PRIVATE_HEADERS });
  const id = await addCustomer(user, parsed.data.contact, parsed.data.name);
  const headers = new Headers(PRIVATE_HEADERS);
  // A cookie session gets refreshed tokens, so its claim lists the new customer.
  const tokens = bearerOf(request) ? null : await sessionTokens(request);
  if (tokens) headers.append("Set-Cookie", await sessionCookieWith(request, await refreshTokens(tokens)));
  return json({ data: { id } }, { status: 201, headers });
}
