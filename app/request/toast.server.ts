import { redirect } from "@remix-run/node";
import { z } from "zod";
import { TOAST_TYPES, type ToastMessage } from "~/domain/toast";
import { isSafeRelativePath } from "~/domain/url-safety";
import { CACHE } from "~/http/cache-policy";
import { typedCookie } from "./typed-cookie.server";

/**
 * The message for the next page, in one cookie that each post overwrites with its own: only the newest
 * is shown, so however many posts come without a page view, the browser carries one small cookie (one per
 * toast used to pile up past the server's header limit). A page view racing a newer post can clear that
 * post's message; Remix drops the older load when the newer post's redirect arrives, which narrows that
 * to a few milliseconds.
 */
const toastCookie = typedCookie("toast", z.object({ id: z.string(), type: z.enum(TOAST_TYPES), title: z.string().min(1), description: z.string().optional() }));

/**
 * A 303 redirect that shows a toast on the next page. `X-Remix-Revalidate` makes the browser reload the
 * root data (where the toast is read) even when JavaScript handles the navigation.
 */
export async function redirectWithToast(url: string, toast: Omit<ToastMessage, "id">, init: ResponseInit = {}): Promise<Response> {
  if (!isSafeRelativePath(url)) throw new Error(`redirectWithToast: not a path on this site: ${url}`);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie.serialize({ ...toast, id: String(Date.now()) }));
  headers.set("X-Remix-Revalidate", "yes");
  return redirect(url, { status: 303, ...init, headers });
}

/**
 * The pending toast, read once: its cookie is cleared, even when it was not valid. `headers` is null
 * when the request carried none, so anonymous pages without a toast never set a cookie and stay cacheable.
 */
export async function readToast(request: Request): Promise<{ toast: ToastMessage | null; headers: Headers | null }> {
  if (!toastCookie.carried(request)) return { toast: null, headers: null };
  const headers = new Headers({ "Cache-Control": CACHE.personalPage, "Set-Cookie": await toastCookie.expire() });
  return { toast: await toastCookie.read(request), headers };
}
