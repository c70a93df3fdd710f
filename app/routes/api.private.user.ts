import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { NAME_MESSAGES, NAME_RULE } from "~/domain/auth/names";
import { EMAIL_MAX } from "~/domain/forms/text";
import { textField } from "~/domain/forms/text-field";
import { bearerOf, sessionCookieWith, sessionTokens } from "~/request/auth.server";
import { allowMethods, jsonBody, PRIVATE_HEADERS, privateCall, requireApiUser } from "~/request/private-api.server";
import { updateName } from "~/services/auth/index.server";

/** nameFirst and nameLast under the name rule; the e-mail, when sent, must be the caller's own. */
const bodySchema = z
  .object({
    nameFirst: textField(NAME_RULE, NAME_MESSAGES),
    nameLast: textField(NAME_RULE, NAME_MESSAGES),
    email: z.string().trim().max(EMAIL_MAX).optional(),
  })
  .passthrough();

export const loader = privateCall(async ({ request }: LoaderFunctionArgs) => {
  await requireApiUser(request);
  throw json({ error: "Method not allowed" }, { status: 405, headers: { ...PRIVATE_HEADERS, Allow: "PATCH" } });
});

/**
 * PATCH /api/private/user (docs/accounts.md#ownership): saves the signed-in user's names (web user and the auth user's
 * full_name) and answers `{ data }` — the user as saved, merged with their e-mail.
 */
export const action = privateCall(async ({ request }: ActionFunctionArgs) => {
  allowMethods(request, "PATCH");
  const user = await requireApiUser(request);
  const parsed = bodySchema.safeParse(await jsonBody(request));
  if (!parsed.success) return json({ error: parsed.error.flatten().fieldErrors }, { status: 400, headers: PRIVATE_HEADERS });
  const { nameFirst, nameLast, email } = parsed.data;
  if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) {
    return json({ error: { email: ["The e-mail address cannot be changed here"] } }, { status: 400, headers: PRIVATE_HEADERS });
  }
  const headers = new Headers(PRIVATE_HEADERS);
  const names = { firstName: nameFirst, lastName: nameLast };
  const failed = (error: string) => json({ error }, { status: error === "authSessionMissing" ? 401 : 502, headers });
  // A bearer caller keeps its own tokens; a cookie session answers with refreshed ones carrying the names.
  const bearer = bearerOf(request);
  const tokens = bearer ? null : await sessionTokens(request);
  if (!bearer && !tokens) return failed("authSessionMissing");
  const result = await updateName(user, bearer ? { bearer } : { tokens: tokens! }, names);
  if (!result.ok) return failed(result.error);
  if (result.tokens) headers.append("Set-Cookie", await sessionCookieWith(request, result.tokens));
  return json({ data: { ...parsed.data, id: user.webUser.id, email: user.email, nameFirst, nameLast } }, { headers });
});
