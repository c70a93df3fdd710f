import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { signJwt } from "~/services/auth/jwt.server";
import { readLatestOutboxCode } from "~/services/mail/testing/outbox-reader";
import { NoJsBrowser } from "./browser";
import type { BuiltServer } from "./built-server";

/**
 * A browser signed in as `email` through the real code flow (the code read from the server's outbox).
 * Throws rather than asserts, so scripts (the fuzzer) can use it without vitest.
 */
export async function signedIn(server: BuiltServer, email: string, browser = new NoJsBrowser(server.url)): Promise<NoJsBrowser> {
  await browser.post("/login", { intent: "email", place: "page", email, name__confirm: "" });
  const code = await readLatestOutboxCode(server.dataDir, email);
  const res = await browser.post("/login", { intent: "code", place: "page", email, code: code ?? "" });
  if (res.status !== 303) throw new Error(`Signing in as ${email} failed: ${res.status} ${await res.text()}`);
  return browser;
}

/**
 * A bearer token for `email`, as an API caller sends one: signed as the embedded auth signs its access
 * tokens, with the server's own secret (its DATA_DIR). The session cookie holds no token to take it from:
 * a session's tokens stay on the server. `sub` is the auth user's id when the call needs it.
 */
export async function bearerTokenFor(server: Pick<BuiltServer, "dataDir">, email: string, sub: string = randomUUID()): Promise<string> {
  const stored = JSON.parse(await readFile(path.join(server.dataDir, "secrets.json"), "utf8")) as { jwt: string };
  const iat = Math.floor(Date.now() / 1000);
  return await signJwt({ sub, iat, exp: iat + 3600, email, role: "authenticated" }, stored.jwt);
}
