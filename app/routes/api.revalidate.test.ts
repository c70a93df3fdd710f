import { describe, expect, it, vi } from "vitest";
import { revalidate } from "./api.revalidate";

const SECRET = "s3cret-value";

function deps(secret: string | undefined, told = true) {
  const calls: string[] = [];
  return {
    calls,
    deps: {
      secret,
      clear: vi.fn(() => void calls.push("clear")),
      reload: vi.fn(async () => void calls.push("reload")),
      purgePages: vi.fn(() => void calls.push("purgePages")),
      tellOthers: vi.fn(async () => {
        calls.push("tellOthers");
        return told;
      }),
    },
  };
}

const post = (url = "http://x/api/revalidate", headers: Record<string, string> = {}) => new Request(url, { method: "POST", headers });

describe("revalidate", () => {
  it("clears the content cache, reloads site content, forgets cached pages, then tells the other servers, with the bearer secret", async () => {
    const { deps: d, calls } = deps(SECRET);
    const res = await revalidate(post(undefined, { Authorization: `Bearer ${SECRET}` }), d);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: true, otherServersTold: true });
    expect(calls).toEqual(["clear", "reload", "purgePages", "tellOthers"]);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("still answers 200 for this server when the others could not be told, and says so", async () => {
    const { deps: d } = deps(SECRET, false);
    const res = await revalidate(post(undefined, { Authorization: `Bearer ${SECRET}` }), d);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: true, otherServersTold: false });
  });

  it("accepts the secret as a query parameter", async () => {
    const { deps: d } = deps(SECRET);
    const res = await revalidate(post(`http://x/api/revalidate?secret=${SECRET}`), d);
    expect(res.status).toBe(200);
  });

  it("answers 401 without a secret or with a wrong one, and changes nothing", async () => {
    for (const request of [
      post(),
      post(undefined, { Authorization: "Bearer wrong" }),
      post(undefined, { Authorization: `Bearer ${SECRET}x` }),
      post(undefined, { Authorization: `Basic ${SECRET}` }),
      post("http://x/api/revalidate?secret=nope"),
    ]) {
      const { deps: d, calls } = deps(SECRET);
      const res = await revalidate(request, d);
      expect(res.status).toBe(401);
      expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
      expect(calls).toEqual([]);
    }
  });

  it("answers 405 for GET", async () => {
    const { deps: d, calls } = deps(SECRET);
    const res = await revalidate(new Request(`http://x/api/revalidate?secret=${SECRET}`), d);
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    expect(calls).toEqual([]);
  });

  it("does not exist when no secret is configured", async () => {
    const { deps: d, calls } = deps(undefined);
    const res = await revalidate(post(undefined, { Authorization: "Bearer anything" }), d);
    expect(res.status).toBe(404);
    expect(calls).toEqual([]);
  });
});
