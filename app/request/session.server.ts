import { randomUUID } from "node:crypto";
import type { Session, SessionStorage } from "@remix-run/node";
import { z } from "zod";
import type { AuthTokens } from "~/domain/auth/tokens";
import { sessionStore } from "~/services/sessions/session-store.server";
import { carriesCookie, COOKIES, sessionStorageOf } from "./cookies.server";
import { typedCookie } from "./typed-cookie.server";

/**
 * What the `__session` cookie holds (docs/sign-in.md#sessions-and-cookies): two ids, never the tokens,
 * which stay on the server under the session id.
 */
export type SessionData = {
  /** The server-side session holding the tokens; new at every sign-in. */
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

/** Ends the session on the server: its record deleted, no copy of its cookie signs anybody in any more. */
export async function endServerSession(session: Session<SessionData>): Promise<void> {
  const sid = session.get("sid");
  if (sid) await (await sessionStore()).end(sid);
}

/** Ends the session on the server and answers the Set-Cookie that removes the cookie. */
export async function destroySession(session: Session<SessionData>): Promise<string> {
  await endServerSession(session);
  return (await sessions()).destroySession(session);
}

export function hasSessionCookie(request: Request): boolean {
  return carriesCookie(request, COOKIES.session.name);
}

/** The tokens of the cookie's server-side session, or null when it holds none (a visitor, or a session that ended). */
export async function tokensOf(session: Session<SessionData>): Promise<AuthTokens | null> {
  const sid = session.get("sid");
  return sid ? (await sessionStore()).read(sid) : null;
}

/**
 * Keeps `tokens` on the server under the session's id, or under a new one when it has none (commit the
 * session after). False when the session ended meanwhile (signed out), which this does not undo.
 */
export async function storeTokens(session: Session<SessionData>, tokens: AuthTokens): Promise<boolean> {
  const store = await sessionStore();
  const sid = session.get("sid");
  if (sid) return store.replace(sid, tokens);
  const fresh = randomUUID();
  session.set("sid", fresh);
  await store.start(fresh, tokens);
  return true;
}

const redirectPath = typedCookie("redirectPath", z.string());

export function readRedirectPath(request: Request): Promise<string | null> {
  return redirectPath.read(request);
}

export function serializeRedirectPath(path: string | null): Promise<string> {
  return path === null ? redirectPath.expire() : redirectPath.serialize(path);
}
