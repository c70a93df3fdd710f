/** The one way route actions read a posted form: anything else is the client's mistake, never a 500. */
import { CACHE } from "~/http/cache-policy";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The methods of every form action: HTML forms only GET and POST. */
export const FORM_ROUTE_METHODS = "GET, HEAD, POST";

function refusal(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { "Cache-Control": CACHE.noStore, ...headers } });
}

/**
 * The posted form. Throws a Response the shop's error view renders: 405 (with Allow) for a method
 * other than POST, 415 for a body that is not a form, 400 for a form that cannot be parsed.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (request.method.toUpperCase() !== "POST") throw refusal(405, { Allow: FORM_ROUTE_METHODS });
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw refusal(415);
  try {
    return await request.formData();
  } catch {
    throw refusal(400);
  }
}
