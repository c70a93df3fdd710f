import type { Session, SessionStorage } from "@remix-run/node";
import type { AuthTokens } from "~/domain/auth/tokens";
import { carriesCookie, cookieOf, COOKIES, expire, sessionStorageOf } from "./cookies.server";

/** What the `__session` cookie holds (docs/sign-in.md#sessions-and-cookies) plus the session and browser ids. */
export type SessionData = Partial<AuthTokens> & {
  /** New at every sign-in. */
  sid?: string;
  /** The browser that asked for a one-time code (codes only work in the browser they were sent to). */
  browser_id?: string;
};

let storage: Promise<SessionStorage<SessionData>> | undefined;

function sessions(): Promise<SessionStorage<SessionData>> {
  storage ??= sessionStorageOf<SessionData>("session");
  storage.catch(() => (storage = undefined));
  return storage;
}

export async function getSession(request: Request): Promise<Session<SessionData>> {
  return (await sessions()).getSession(request.headers.get("Cookie"));
}

/** A fresh, empty session (sign-in: nothing of the previous session carries over). */
export async function newSession(): Promise<Session<SessionData>> {
  return (await sessions()).getSession(null);
}

export async function commitSession(session: Session<SessionData>): Promise<string> {
  return (await sessions()).commitSession(session);
}

export async function destroySession(session: Session<SessionData>): Promise<string> {
  return (await sessions()).destroySession(session);
}

export function hasSessionCookie(request: Request): boolean {
  return carriesCookie(request, COOKIES.session.name);
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
  const value = (await (await cookieOf("redirectPath")).parse(request.headers.get("Cookie"))) as unknown;
  return typeof value === "string" ? value : null;
}

export async function serializeRedirectPath(path: string | null): Promise<string> {
  const cookie = await cookieOf("redirectPath");
  return path === null ? expire(cookie) : cookie.serialize(path);
}
