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
