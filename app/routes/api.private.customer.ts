import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { companyNameField } from "~/domain/accounts/company";
import { contactText } from "~/domain/address/contact-schema";
import { bearerOf, sessionCookieWith, sessionTokens } from "~/request/auth.server";
import { allowMethods, jsonBody, PRIVATE_HEADERS, requireApiUser } from "~/request/private-api.server";
import { addCustomer, refreshTokens } from "~/services/auth/index.server";

/** The new customer's primary contact, its texts under the address form's rules; rep, territory, price list (OEM) and terms follow from it on the server. */
const contactSchema = z.object({
  nameFirst: contactText(100, true),
  nameLast: contactText(100, true),
  nameCompany: contactText(150, false),
  phone1: contactText(100, false),
  addressLine1: contactText(200, false),
  addressLine2: contactText(200, false),
  addressCity: contactText(100, false),
  addressCountry: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
  addressState: contactText(100, false),
  addressPostalCode: contactText(100, false),
  taxable: z.boolean().default(true),
});

const bodySchema = z.object({
  name: companyNameField.optional(),
  contact: contactSchema.nullable().default(null),
});

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
