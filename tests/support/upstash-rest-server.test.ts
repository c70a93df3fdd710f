import { randomBytes } from "node:crypto";
import { Redis } from "@upstash/redis";
import { describe, expect, it } from "vitest";

// The test endpoint of scripts/with-redis.sh, spoken to by the real client: what the Upstash suites rely on.
const url = process.env.TEST_UPSTASH_URL;
const token = process.env.TEST_UPSTASH_TOKEN ?? "";

describe.skipIf(!url && !process.env.CI)("Upstash-compatible REST server", () => {
  const redis = new Redis({ url: url!, token, enableTelemetry: false });
  const key = (name: string) => `rest-test:${randomBytes(6).toString("hex")}:${name}`;

  it("runs single commands, with values the client decodes (base64) back to what was written", async () => {
    const k = key("one");
    expect(await redis.set(k, { text: "ñandú ✓", n: 1 })).toBe("OK");
    expect(await redis.get(k)).toEqual({ text: "ñandú ✓", n: 1 });
    expect(await redis.incr(key("count"))).toBe(1);
    expect(await redis.get(key("missing"))).toBeNull();
    expect(await redis.eval("return {KEYS[1], ARGV[1], 7}", [k], ["arg"])).toEqual([k, "arg", 7]);
  });

  it("runs a pipeline and a transaction, answering each command", async () => {
    const k = key("batch");
    expect(await redis.pipeline().set(k, "a").append(k, "b").get(k).exec()).toEqual(["OK", 2, "ab"]);
    expect(
      await redis
        .multi()
        .incr(k + ":n")
        .incr(k + ":n")
        .exec(),
    ).toEqual([1, 2]);
  });

  it("answers a failing command with its Redis error, and a wrong token with 401", async () => {
    const k = key("string");
    await redis.set(k, "text");
    await expect(redis.incr(k)).rejects.toThrow(/not an integer/);
    const res = await fetch(url!, { method: "POST", headers: { Authorization: "Bearer wrong" }, body: JSON.stringify(["PING"]) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Unauthorized" });
  });
});
