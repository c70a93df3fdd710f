import { randomBytes } from "node:crypto";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { TOAST_TYPES, type ToastMessage } from "~/domain/toast";
import { isSafeRelativePath } from "~/domain/url-safety";
import { CACHE } from "~/http/cache-policy";
import { cookieOf, COOKIES, expire } from "./cookies.server";

const toastSchema = z.object({
  id: z.string(),
  type: z.enum(TOAST_TYPES),
  title: z.string().min(1),
  description: z.string().optional(),
});

/**
 * A 303 redirect that shows a toast on the next page. Each toast travels in a cookie of its own, so a
 * request that reads and clears one toast can never clear a newer one set by a request racing it (two
 * quick cart changes with JavaScript on). `X-Remix-Revalidate` makes the browser reload the root data
 * (where the toast is read) even when JavaScript handles the navigation.
 */
export async function redirectWithToast(url: string, toast: Omit<ToastMessage, "id">, init: ResponseInit = {}): Promise<Response> {
  if (!isSafeRelativePath(url)) throw new Error(`redirectWithToast: not a path on this site: ${url}`);
  const message: ToastMessage = { ...toast, id: String(Date.now()) };
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await (await cookieOf("toast", randomBytes(6).toString("hex"))).serialize(message));
  headers.set("X-Remix-Revalidate", "yes");
  return redirect(url, { status: 303, ...init, headers });
}

function toastCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((part) => part.trim().split("=")[0] ?? "")
    .filter((name) => name.startsWith(COOKIES.toast.name) && /^[\w-]+$/.test(name));
}

/**
 * The newest pending toast, read once: every toast cookie the request carried is cleared. `headers`
 * is null when it carried none, so anonymous pages without a toast never set a cookie and stay cacheable.
 */
export async function readToast(request: Request): Promise<{ toast: ToastMessage | null; headers: Headers | null }> {
  const cookieHeader = request.headers.get("Cookie") ?? "";
  const names = toastCookieNames(cookieHeader);
  if (names.length === 0) return { toast: null, headers: null };
  const headers = new Headers({ "Cache-Control": CACHE.personalPage });
  let newest: ToastMessage | null = null;
  for (const name of names) {
    const cookie = await cookieOf("toast", name.slice(COOKIES.toast.name.length));
    const parsed = toastSchema.safeParse(await cookie.parse(cookieHeader));
    if (parsed.success && (!newest || Number(parsed.data.id) >= Number(newest.id))) newest = parsed.data;
    headers.append("Set-Cookie", await expire(cookie));
  }
  return { toast: newest, headers };
}
