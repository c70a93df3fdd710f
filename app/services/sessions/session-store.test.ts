import { expect, it } from "vitest";
import type { AuthTokens } from "~/domain/auth/tokens";
import { describeEachKv } from "~/services/kv/testing/test-kv";
import { createSessionStore } from "./session-store.server";

const tokens = (n: number): AuthTokens => ({ access_token: `a-${n}`, refresh_token: `r-${n}`, expires_in: 3600, expires_at: 1_000 + n, token_type: "bearer" });

describeEachKv("sign-in sessions", (current) => {
  const store = () => createSessionStore(current().kv);

  it("keeps a session's tokens under session:{sid}, replaces them while it lives, and ends it", async () => {
    const sessions = store();
    await sessions.start("s-1", tokens(1), 60);
    expect(await sessions.read("s-1")).toEqual(tokens(1));
    expect(await current().kv.get("session:s-1")).toEqual(tokens(1));
    expect(await sessions.replace("s-1", tokens(2), 60)).toBe(true);
    expect(await sessions.read("s-1")).toEqual(tokens(2));
    await sessions.end("s-1");
    expect(await sessions.read("s-1")).toBeNull();
  });

  it("never brings an ended session back: a renewal that raced the sign-out is dropped", async () => {
    const sessions = store();
    await sessions.start("s-2", tokens(1), 60);
    await sessions.end("s-2");
    expect(await sessions.replace("s-2", tokens(2), 60)).toBe(false);
    expect(await sessions.read("s-2")).toBeNull();
    expect(await sessions.replace("never-started", tokens(3), 60)).toBe(false);
  });

  it("reads a record of the wrong shape as no session", async () => {
    await current().kv.set("session:s-3", { access_token: "a" });
    expect(await store().read("s-3")).toBeNull();
  });
});
