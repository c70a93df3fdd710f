/**
 * A buyer signed in through the real one-time-code flow, the code read from the server's outbox (as
 * tests/http/support/sign-in.ts does, without vitest, which a script cannot import).
 */
import { readLatestOutboxCode } from "~/services/mail/outbox.server";
import { NoJsBrowser } from "../../tests/http/support/browser";
import type { BuiltServer } from "../../tests/http/support/built-server";

export async function signIn(server: BuiltServer, email: string): Promise<{ cookie: string; accessToken: string }> {
  const browser = new NoJsBrowser(server.url);
  await browser.post("/login", { intent: "email", place: "page", email, name__confirm: "" });
  const code = await readLatestOutboxCode(server.dataDir, email);
  const res = await browser.post("/login", { intent: "code", place: "page", email, code: code ?? "" });
  const session = browser.cookies.get("__session");
  if (res.status !== 303 || !session) throw new Error(`Signing in as ${email} failed: ${res.status} ${await res.text()}`);
  const payload = JSON.parse(Buffer.from(decodeURIComponent(session).split(".")[0]!, "base64").toString("utf8")) as { access_token: string };
  return { cookie: browser.cookieHeader(), accessToken: payload.access_token };
}
