import { createCookie, createCookieSessionStorage, type Cookie, type Session, type SessionStorage } from "@remix-run/node";
import { getConfig } from "~/config.server";
import type { AuthTokens } from "~/domain/auth/tokens";
import { getSecrets } from "./auth/secrets.server";

/** What the `__session` cookie holds (docs/sign-in.md#sessions-and-cookies) plus the session and browser ids. */
export type SessionData = Partial<AuthTokens> & {
  /** New at every sign-in. */
  sid?: string;
  /** The browser that asked for a one-time code (codes only work in the browser they were sent to). */
  browser_id?: string;
};

export const SESSION_COOKIE = "__session";
export const REDIRECT_PATH_COOKIE = "redirect-path";
export const SESSION_MAX_AGE = 400 * 24 * 60 * 60;

type Stores = { sessions: SessionStorage<SessionData>; redirectPath: Cookie };
let stores: Promise<Stores> | undefined;

/**
 * HttpOnly, SameSite=Lax, path /, 400 days; Secure whenever the shop is served over https (its public
 * URL), which every production deployment is. Secrets: SESSION_SECRET (first signs, all verify), else
 * the one generated into DATA_DIR/secrets.json.
 */
function getStores(): Promise<Stores> {
  stores ??= getSecrets().then(({ session: secrets }) => {
    const secure = getConfig().publicUrl.startsWith("https://");
    return {
      sessions: createCookieSessionStorage<SessionData>({
        cookie: { name: SESSION_COOKIE, httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: SESSION_MAX_AGE, secrets },
      }),
      redirectPath: createCookie(REDIRECT_PATH_COOKIE, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 60 * 60, secrets }),
    };
  });
  stores.catch(() => (stores = undefined));
  return stores;
}

export async function getSession(request: Request): Promise<Session<SessionData>> {
  return (await getStores()).sessions.getSession(request.headers.get("Cookie"));
}

/** A fresh, empty session (sign-in: nothing of the previous session carries over). */
export async function newSession(): Promise<Session<SessionData>> {
  return (await getStores()).sessions.getSession(null);
}

export async function commitSession(session: Session<SessionData>): Promise<string> {
  return (await getStores()).sessions.commitSession(session);
}

export async function destroySession(session: Session<SessionData>): Promise<string> {
  return (await getStores()).sessions.destroySession(session);
}

export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").includes(`${SESSION_COOKIE}=`);
}

export function tokensOf(session: Session<SessionData>): AuthTokens | null {
  const access_token = session.get("access_token");
  const refresh_token = session.get("refresh_token");
  const expires_at = session.get("expires_at");
  if (!access_token || !refresh_token || typeof expires_at !== "number") return null;
  return { access_token, refresh_token, expires_at, expires_in: session.get("expires_in") ?? 0, token_type: "bearer" };
}

export function storeTokens(session: Session<SessionData>, tokens: AuthTokens): void {
  session.set("access_token", tokens.access_token);
  session.set("refresh_token", tokens.refresh_token);
  session.set("expires_at", tokens.expires_at);
  session.set("expires_in", tokens.expires_in);
  session.set("token_type", tokens.token_type);
}

export async function readRedirectPath(request: Request): Promise<string | null> {
  const value = (await (await getStores()).redirectPath.parse(request.headers.get("Cookie"))) as unknown;
  return typeof value === "string" ? value : null;
}

export async function serializeRedirectPath(path: string | null): Promise<string> {
  const cookie = (await getStores()).redirectPath;
  return path === null ? cookie.serialize("", { maxAge: 0, expires: new Date(0) }) : cookie.serialize(path);
}
