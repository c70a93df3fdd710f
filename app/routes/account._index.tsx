import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { CACHE } from "~/http/cache-policy";
import { href } from "~/i18n/href";
import { langFromPath } from "~/i18n/lang";
import { requireBuyer } from "~/request/viewer.server";

/** `/my-account` itself opens the first account page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireBuyer(request, context);
  return redirect(href("accountProfile", {}, langFromPath(new URL(request.url).pathname)), { headers: { "Cache-Control": CACHE.noStore } });
}
