import type { ToastType } from "~/domain/toast";
import type { Lang } from "~/i18n/lang";
import { translate, type StringKey } from "~/i18n/translate";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { redirectWithToast } from "./toast.server";

/** The auth service's redirect (its cookies kept) with a toast in the visitor's language on the next page. */
export async function withToast(response: Response, lang: Lang, type: ToastType, titleKey: StringKey): Promise<Response> {
  const location = response.headers.get("Location");
  if (!location) return response;
  const title = translate(stringsFor(await getSiteContent(), lang), titleKey);
  return redirectWithToast(location, { type, title }, { headers: response.headers });
}

/** Copies extra Set-Cookie headers onto a response the auth service built. */
export function appendCookies(response: Response, ...cookies: (string | null | undefined)[]): Response {
  for (const cookie of cookies) if (cookie) response.headers.append("Set-Cookie", cookie);
  return response;
}
