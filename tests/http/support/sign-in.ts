import { expect } from "vitest";
import { readLatestOutboxCode } from "~/services/mail/outbox.server";
import { NoJsBrowser } from "./browser";
import type { BuiltServer } from "./built-server";

/** A browser signed in as `email` through the real code flow (the code read from the server's outbox). */
export async function signedIn(server: BuiltServer, email: string, browser = new NoJsBrowser(server.url)): Promise<NoJsBrowser> {
  await browser.post("/login", { intent: "email", place: "page", email, name__confirm: "" });
  const code = await readLatestOutboxCode(server.dataDir, email);
  const res = await browser.post("/login", { intent: "code", place: "page", email, code: code ?? "" });
  expect(res.status).toBe(303);
  return browser;
}

/** The access token inside the browser's signed session cookie. */
export function accessTokenOf(browser: NoJsBrowser): string {
  const session = decodeURIComponent(browser.cookies.get("__session")!).split(".")[0]!;
  return (JSON.parse(Buffer.from(session, "base64").toString("utf8")) as { access_token: string }).access_token;
}

/** The web user claim of the access token inside the browser's signed session cookie. */
export function webUserClaimOf(browser: NoJsBrowser): Record<string, unknown> {
  return (JSON.parse(Buffer.from(accessTokenOf(browser).split(".")[1]!, "base64url").toString("utf8")) as { webUser: Record<string, unknown> }).webUser;
}
