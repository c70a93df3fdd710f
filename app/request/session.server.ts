import { randomUUID } from "node:crypto";
import type { Session, SessionStorage } from "@remix-run/node";
import { z } from "zod";
import { getConfig } from "~/config.server";
import { DAY_S, sessionSecondsLeft } from "~/domain/auth/session-lifetime";
import type { AuthTokens } from "~/domain/auth/tokens";
import { sessionStore } from "~/services/sessions/session-store.server";
import { carriesCookie, COOKIES, sessionStorageOf } from "./cookies.server";
import { typedCookie } from "./typed-cookie.server";

/**
 * What the `__session` cookie holds (docs/sign-in.md#sessions-and-cookies): the session's id and when it
 * was signed in to, never the tokens, which stay on the server under the session id.
 */
export type SessionData = {
  /** The server-side session holding the tokens; new at every sign-in. */
  sid?: string;
  /** When the session was signed in to (epoch ms): it ends SESSION_MAX_AGE_DAYS later, however active. */
  started?: number;
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

/** Seconds the session has left at `now`: 0 once over, or when it holds no sign-in. */
function secondsLeft(session: Session<SessionData>, now: number): number {
  const started = session.get("started");
  return typeof started === "number" ? sessionSecondsLeft(started, now, getConfig().SESSION_MAX_AGE_DAYS * DAY_S) : 0;
}

/** The session's Set-Cookie, which lives only as long as the session has left. */
export async function commitSession(session: Session<SessionData>, now = Date.now()): Promise<string> {
  return (await sessions()).commitSession(session, { maxAge: secondsLeft(session, now) });
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

/**
 * The tokens of the cookie's server-side session, or null when it holds none (a visitor, or a session
 * that ended: signed out, or past its lifetime).
 */
export async function tokensOf(session: Session<SessionData>, now = Date.now()): Promise<AuthTokens | null> {
  const sid = session.get("sid");
  return sid && secondsLeft(session, now) > 0 ? (await sessionStore()).read(sid) : null;
}

/**
 * Keeps `tokens` on the server under the session's id for what is left of it, or under a new one, signed
 * in to `now`, when it has none (commit the session after). False when the session ended meanwhile
 * (signed out, or over), which this does not undo.
 */
export async function storeTokens(session: Session<SessionData>, tokens: AuthTokens, now = Date.now()): Promise<boolean> {
  const store = await sessionStore();
  const sid = session.get("sid");
  if (sid) {
    const left = secondsLeft(session, now);
    return left > 0 && store.replace(sid, tokens, left);
  }
  const fresh = randomUUID();
  session.set("sid", fresh);
  session.set("started", now);
  await store.start(fresh, tokens, secondsLeft(session, now));
  return true;
}

const redirectPath = typedCookie("redirectPath", z.string());

export function readRedirectPath(request: Request): Promise<string | null> {
  return redirectPath.read(request);
}

export function serializeRedirectPath(path: string | null): Promise<string> {
  return path === null ? redirectPath.expire() : redirectPath.serialize(path);
}
