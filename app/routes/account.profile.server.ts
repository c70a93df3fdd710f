import { json, type ActionFunctionArgs } from "@remix-run/node";
import type { LoginActionData } from "~/components/auth/login-result";
import { CACHE } from "~/http/cache-policy";
import { langFromPath } from "~/i18n/lang";
import { readForm } from "~/request/form-data.server";
import { saveBuyerName } from "~/request/name-step.server";
import { requireBuyer } from "~/request/viewer.server";

/** The profile's name form posts here, not to the login page: a refused name shows on this page, also without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireBuyer(request, context);
  const here = new URL(request.url).pathname;
  const result = await saveBuyerName(request, await readForm(request), { then: here, lang: langFromPath(here) });
  if (result instanceof Response) return result;
  const place = { kind: "page", redirectTo: here } as const;
  return json<LoginActionData>({ intent: "name", place, reply: result.reply }, { status: result.status, headers: { "Cache-Control": CACHE.noStore } });
}
