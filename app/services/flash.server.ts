import { createCookieSessionStorage, redirect, type SessionStorage } from "@remix-run/node";
import { z } from "zod";
import { isSafeRelativePath } from "~/client/url-safety";
import { TOAST_TYPES, type ToastMessage } from "~/client/toast-queue";
import { getConfig } from "~/config.server";

const FLASH_KEY = "toast";
const COOKIE_NAME = "__toast";

const toastSchema = z.object({
  id: z.string(),
  type: z.enum(TOAST_TYPES),
  title: z.string().min(1),
  description: z.string().optional(),
});

let storage: SessionStorage<Record<string, never>, { [FLASH_KEY]: unknown }> | undefined;

/** Flash messages travel in a signed cookie that lives for one redirect only. */
function flashStorage() {
  const config = getConfig();
  storage ??= createCookieSessionStorage<Record<string, never>, { [FLASH_KEY]: unknown }>({
    cookie: {
      name: COOKIE_NAME,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.publicUrl.startsWith("https://"),
      // Without SESSION_SECRET (local, embedded mode) a fixed secret still signs the cookie.
      secrets: config.SESSION_SECRET.length > 0 ? config.SESSION_SECRET : ["dev-only-flash-secret"],
    },
  });
  return storage;
}

/**
 * A 303 redirect that shows a toast on the next page. `X-Remix-Revalidate` makes the browser
 * reload the root data (where the toast is read) even when JavaScript handles the navigation.
 */
export async function redirectWithToast(url: string, toast: Omit<ToastMessage, "id">, init: ResponseInit = {}): Promise<Response> {
  if (!isSafeRelativePath(url)) throw new Error(`redirectWithToast: not a path on this site: ${url}`);
  const session = await flashStorage().getSession();
  session.flash(FLASH_KEY, { ...toast, id: String(Date.now()) } satisfies ToastMessage);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashStorage().commitSession(session));
  headers.set("X-Remix-Revalidate", "yes");
  return redirect(url, { status: 303, ...init, headers });
}

/**
 * The pending toast, read once. `headers` (clearing the cookie) is null when the request carried no
 * flash cookie, so anonymous pages without a toast never set a cookie and stay cacheable.
 */
export async function readToast(request: Request): Promise<{ toast: ToastMessage | null; headers: Headers | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${COOKIE_NAME}=`)) return { toast: null, headers: null };
  const session = await flashStorage().getSession(cookieHeader);
  const parsed = toastSchema.safeParse(session.get(FLASH_KEY));
  const headers = new Headers({ "Set-Cookie": await flashStorage().destroySession(session), "Cache-Control": "private, no-store" });
  return { toast: parsed.success ? parsed.data : null, headers };
}
