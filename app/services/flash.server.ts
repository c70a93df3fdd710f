import { randomBytes } from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import { z } from "zod";
import { isSafeRelativePath } from "~/client/url-safety";
import { TOAST_TYPES, type ToastMessage } from "~/client/toast-queue";
import { getConfig } from "~/config.server";

/**
 * Each toast travels in a signed cookie of its own (`__toast-<random>`): a request that reads and
 * clears one toast can then never clear a newer one set by a request racing it (two quick cart
 * changes with JavaScript on).
 */
const PREFIX = "__toast-";

const toastSchema = z.object({
  id: z.string(),
  type: z.enum(TOAST_TYPES),
  title: z.string().min(1),
  description: z.string().optional(),
});

function toastCookie(name: string) {
  const config = getConfig();
  return createCookie(name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.publicUrl.startsWith("https://"),
    // A toast is shown on the very next page; an unread one expires on its own.
    maxAge: 120,
    // Without SESSION_SECRET (local, embedded mode) a fixed secret still signs the cookie.
    secrets: config.SESSION_SECRET.length > 0 ? config.SESSION_SECRET : ["dev-only-flash-secret"],
  });
}

/**
 * A 303 redirect that shows a toast on the next page. `X-Remix-Revalidate` makes the browser
 * reload the root data (where the toast is read) even when JavaScript handles the navigation.
 */
export async function redirectWithToast(url: string, toast: Omit<ToastMessage, "id">, init: ResponseInit = {}): Promise<Response> {
  if (!isSafeRelativePath(url)) throw new Error(`redirectWithToast: not a path on this site: ${url}`);
  const message: ToastMessage = { ...toast, id: String(Date.now()) };
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(PREFIX + randomBytes(6).toString("hex")).serialize(message));
  headers.set("X-Remix-Revalidate", "yes");
  return redirect(url, { status: 303, ...init, headers });
}

function toastCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((part) => part.trim().split("=")[0] ?? "")
    .filter((name) => name.startsWith(PREFIX) && /^[\w-]+$/.test(name));
}

/**
 * The newest pending toast, read once: every toast cookie the request carried is cleared. `headers`
 * is null when it carried none, so anonymous pages without a toast never set a cookie and stay cacheable.
 */
export async function readToast(request: Request): Promise<{ toast: ToastMessage | null; headers: Headers | null }> {
  const cookieHeader = request.headers.get("Cookie") ?? "";
  const names = toastCookieNames(cookieHeader);
  if (names.length === 0) return { toast: null, headers: null };
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  let newest: ToastMessage | null = null;
  for (const name of names) {
    const cookie = toastCookie(name);
    const parsed = toastSchema.safeParse(await cookie.parse(cookieHeader));
    if (parsed.success && (!newest || Number(parsed.data.id) >= Number(newest.id))) newest = parsed.data;
    headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  }
  return { toast: newest, headers };
}
