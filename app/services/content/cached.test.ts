import { describe, expect, it, vi } from "vitest";
import { log } from "~/services/observability/log.server";
import { withCache } from "./cached.server";
import type { ContentService } from "./content.server";

/** An upstream whose answers are settled by the test, counting calls per query. */
function upstream() {
  const calls: { query: string; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const service: ContentService = {
    kind: "embedded",
    fetch: <T>(query: string) => new Promise<T>((resolve, reject) => calls.push({ query, resolve: resolve as (v: unknown) => void, reject })),
    ping: async () => true,
  };
  return { service, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function setUp(options: { maxEntries?: number } = {}) {
  const { service, calls } = upstream();
  let time = 0;
  const cache = withCache(service, { ttlMs: 1000, now: () => time, ...options });
  return { cache, calls, advance: (ms: number) => (time += ms) };
}

describe("withCache", () => {
  it("answers repeated reads from memory within the TTL", async () => {
    const { cache, calls, advance } = setUp();
    const first = cache.fetch("q");
    calls[0]!.resolve("v1");
    expect(await first).toBe("v1");
    advance(999);
    expect(await cache.fetch("q")).toBe("v1");
    expect(calls).toHaveLength(1);
  });

  it("asks the source every time for an uncached read, and keeps nothing of it", async () => {
    const { cache, calls } = setUp();
    const first = cache.fetchUncached("q");
    calls[0]!.resolve("v1");
    expect(await first).toBe("v1");
    const second = cache.fetchUncached("q");
    calls[1]!.resolve("v2");
    expect(await second).toBe("v2");
    const cached = cache.fetch("q");
    expect(calls).toHaveLength(3);
    calls[2]!.resolve("v3");
    expect(await cached).toBe("v3");
  });

  it("shares one upstream call between concurrent misses", async () => {
    const { cache, calls } = setUp();
    const a = cache.fetch("q");
    const b = cache.fetch("q");
    expect(calls).toHaveLength(1);
    calls[0]!.resolve("v");
    expect(await Promise.all([a, b])).toEqual(["v", "v"]);
  });

  it("keys on the params too", async () => {
    const { cache, calls } = setUp();
    void cache.fetch("q", { id: "a" });
    void cache.fetch("q", { id: "b" });
    expect(calls).toHaveLength(2);
  });

  it("serves the stale answer after the TTL while one background call refreshes it", async () => {
    const { cache, calls, advance } = setUp();
    const first = cache.fetch("q");
    calls[0]!.resolve("v1");
    await first;
    advance(1000);
    expect(await cache.fetch("q")).toBe("v1");
    expect(await cache.fetch("q")).toBe("v1");
    expect(calls).toHaveLength(2);
    calls[1]!.resolve("v2");
    await flush();
    expect(await cache.fetch("q")).toBe("v2");
    expect(calls).toHaveLength(2);
  });

  it("keeps the stale answer when a refresh fails, and tries again on the next read", async () => {
    const { cache, calls, advance } = setUp();
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const first = cache.fetch("q");
    calls[0]!.resolve("v1");
    await first;
    advance(1000);
    expect(await cache.fetch("q")).toBe("v1");
    calls[1]!.reject(new Error("down"));
    await flush();
    expect(await cache.fetch("q")).toBe("v1");
    expect(calls).toHaveLength(3);
    calls[2]!.resolve("v2");
    await flush();
    expect(await cache.fetch("q")).toBe("v2");
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it("parses each upstream answer once, on load and on refresh, and shares the parsed value between reads", async () => {
    const { cache, calls, advance } = setUp();
    const parse = vi.fn((raw: unknown) => ({ text: String(raw) }));
    const first = cache.fetch("q", {}, parse);
    calls[0]!.resolve("v1");
    const parsed = await first;
    expect(parsed).toEqual({ text: "v1" });
    expect(await cache.fetch("q", {}, parse)).toBe(parsed);
    advance(1000);
    expect(await cache.fetch("q", {}, parse)).toBe(parsed);
    calls[1]!.resolve("v2");
    await flush();
    expect(await cache.fetch("q", {}, parse)).toEqual({ text: "v2" });
    expect(parse.mock.calls).toEqual([["v1"], ["v2"]]);
  });

  it("keeps the last good answer when a refreshed one fails to parse", async () => {
    const { cache, calls, advance } = setUp();
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const parse = (raw: unknown) => {
      if (raw === "broken") throw new Error("bad document");
      return raw;
    };
    const first = cache.fetch("q", {}, parse);
    calls[0]!.resolve("good");
    await first;
    advance(1000);
    await cache.fetch("q", {}, parse);
    calls[1]!.resolve("broken");
    await flush();
    expect(await cache.fetch("q", {}, parse)).toBe("good");
    expect(logged).toHaveBeenCalledWith({ err: expect.objectContaining({ message: "bad document" }) }, expect.any(String));
    logged.mockRestore();
  });

  it("rejects a first answer that fails to parse and does not keep it", async () => {
    const { cache, calls } = setUp();
    const parse = () => {
      throw new Error("bad document");
    };
    const first = cache.fetch("q", {}, parse);
    calls[0]!.resolve("broken");
    await expect(first).rejects.toThrow("bad document");
    await flush();
    void cache.fetch("q", {}, parse).catch(() => {});
    expect(calls).toHaveLength(2);
  });

  it("does not keep a failed first answer", async () => {
    const { cache, calls } = setUp();
    const first = cache.fetch("q");
    calls[0]!.reject(new Error("down"));
    await expect(first).rejects.toThrow("down");
    await flush();
    const second = cache.fetch("q");
    expect(calls).toHaveLength(2);
    calls[1]!.resolve("v");
    expect(await second).toBe("v");
  });

  it("after clear() waits for fresh content and ignores a refresh that was under way", async () => {
    const { cache, calls, advance } = setUp();
    const first = cache.fetch("q");
    calls[0]!.resolve("v1");
    await first;
    advance(1000);
    await cache.fetch("q"); // starts a refresh (calls[1])
    cache.clear();
    const fresh = cache.fetch("q");
    expect(calls).toHaveLength(3);
    calls[2]!.resolve("v3");
    calls[1]!.resolve("late");
    expect(await fresh).toBe("v3");
    await flush();
    expect(await cache.fetch("q")).toBe("v3");
  });

  it("after clear(), serves the answer from before when the fresh one fails, and tries again next time", async () => {
    const { cache, calls } = setUp();
    const parse = (raw: unknown) => {
      if (raw === "broken") throw new Error("document siteSettings, field x: Required");
      return raw;
    };
    const first = cache.fetch("q", {}, parse);
    calls[0]!.resolve("good");
    expect(await first).toBe("good");
    cache.clear();
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    const afterBadPublish = cache.fetch("q", {}, parse);
    calls[1]!.resolve("broken");
    expect(await afterBadPublish).toBe("good");
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
    cache.clear();
    const fixed = cache.fetch("q", {}, parse);
    calls[2]!.resolve("fixed");
    expect(await fixed).toBe("fixed");
    cache.clear();
    const down = cache.fetch("q", {}, parse);
    vi.spyOn(log, "error").mockImplementation(() => {});
    calls[3]!.reject(new Error("Sanity is down"));
    expect(await down).toBe("fixed");
    vi.restoreAllMocks();
  });

  it("drops the oldest answer beyond maxEntries", async () => {
    const { cache, calls } = setUp({ maxEntries: 2 });
    void cache.fetch("a");
    void cache.fetch("b");
    void cache.fetch("c");
    void cache.fetch("a");
    expect(calls.map((c) => c.query)).toEqual(["a", "b", "c", "a"]);
  });
});
