import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isSafeRelativePath } from "~/domain/url-safety";
import { href } from "~/i18n/href";
import { LANGS } from "~/i18n/lang";
import { CACHE } from "~/http/cache-policy";
import { saveLanguage } from "~/request/detect-locale.server";
import { readForm } from "~/request/form-data.server";

const schema = z.object({
  lng: z.enum(LANGS),
  to: z.string().max(2048).refine(isSafeRelativePath).optional().catch(undefined),
});

/**
 * The language switcher's form target: saves the choice in the `lng` cookie and answers 303 to the
 * same document in that language. `to` must be a path on this site; anything else goes to that
 * language's home page, so the form can never be used as an open redirect.
 */
export async function action({ request }: ActionFunctionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return json({ error: "lng must be en or es" }, { status: 400 });
  const { lng, to } = parsed.data;
  return redirect(to ?? href("home", {}, lng), {
    status: 303,
    headers: { "Set-Cookie": await saveLanguage(lng), "Cache-Control": CACHE.noStore },
  });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
