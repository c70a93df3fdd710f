import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { allowMethods, jsonBody, PRIVATE_HEADERS, privateCall, requireApiUser } from "~/request/private-api.server";
import { addressBook, type AddressResult, type FieldErrors } from "~/services/accounts/address-book.server";

/**
 * The contacts calls (docs/accounts.md#ownership), the caller's own contacts only. This module serves both
 * `/api/private/contacts` (GET list, POST add) and `/api/private/contacts/:id` (PATCH, DELETE). Refusals: 400 with
 * field errors (translation keys), 403 for a read-only contact, 404 for anything that is not the caller's.
 */

const notFound = () => json({ error: "Not found" }, { status: 404, headers: PRIVATE_HEADERS });
const badRequest = (fieldErrors: FieldErrors) => json({ error: fieldErrors }, { status: 400, headers: PRIVATE_HEADERS });
const readOnly = () =>
  json(
    { error: "This address is read-only: it is maintained by our team and cannot be changed or removed here.", key: "accountAddressReadOnly" },
    { status: 403, headers: PRIVATE_HEADERS },
  );

function answer(result: AddressResult, status: number) {
  if (result.ok) return json({ data: result.contact }, { status, headers: PRIVATE_HEADERS });
  if (result.reason === "invalid") return badRequest(result.fieldErrors);
  return result.reason === "readOnly" ? readOnly() : notFound();
}

/** Ids as repeated parameters or comma lists (`customerIds=C-1,C-2`); none given: all of the caller's. */
function idList(values: string[]): string[] | undefined {
  return values.length === 0 ? undefined : values.flatMap((v) => v.split(",").map((id) => id.trim())).filter(Boolean);
}

/**
 * GET /api/private/contacts?webUserId=&customerIds=: `{ data: [contacts] }`, each with `readOnly`, `defaultBilling`
 * and `defaultShipping`. Naming another web user or customer (known or not) answers 404.
 */
export const loader = privateCall(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  if (params.id !== undefined) throw json({ error: "Method not allowed" }, { status: 405, headers: { ...PRIVATE_HEADERS, Allow: "PATCH, DELETE" } });
  const query = new URL(request.url).searchParams;
  const contacts = await addressBook.listNamed(user, { webUserId: query.get("webUserId") || undefined, customerIds: idList(query.getAll("customerIds")) });
  return contacts ? json({ data: contacts }, { headers: PRIVATE_HEADERS }) : notFound();
});

/**
 * POST /api/private/contacts: the body is the contact (the address form's field names); `customerId` names one of the
 * caller's customers (default: the primary one). 201 `{ data: contact }`.
 * PATCH /api/private/contacts/{id}: the body is the changes; 200 `{ data: contact }`.
 * DELETE /api/private/contacts/{id}: 200 `{ data: { id } }`.
 */
export const action = privateCall(async ({ request, params }: ActionFunctionArgs) => {
  const id = params.id;
  if (id === undefined) {
    allowMethods(request, "POST");
    const user = await requireApiUser(request);
    const body = await jsonBody(request);
    const customerId = typeof body === "object" && body !== null && "customerId" in body ? body.customerId : undefined;
    if (customerId !== undefined && typeof customerId !== "string") return badRequest({ customerId: ["accountFieldInvalid"] });
    return answer(await addressBook.add(user, body, customerId), 201);
  }
  allowMethods(request, "PATCH", "DELETE");
  const user = await requireApiUser(request);
  if (request.method.toUpperCase() === "PATCH") return answer(await addressBook.patch(user, id, await jsonBody(request)), 200);
  const removed = await addressBook.remove(user, id);
  if (removed.ok) return json({ data: { id } }, { headers: PRIVATE_HEADERS });
  return removed.reason === "readOnly" ? readOnly() : notFound();
});
