import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { migrate } from "~/services/db/migrate.server";
import { describeEachBackend } from "~/services/db/testing/test-databases";
import { log } from "~/services/observability/log.server";
import { RateLimiter } from "./rate-limit.server";
import {
  limitsRedis,
  memoryLimiters,
  postgresLimiters,
  rateLimitStoreKind,
  redisLimiters,
  REDIS_TIMEOUT_MS,
  type LimiterStore,
} from "./rate-limit-store.server";

const RULES = { quote: { max: 4, windowMs: 60_000 } };

/** Two servers' limiters of one limit, each over its own store (its own client or pool of the same store). */
function servers(a: LimiterStore, b: LimiterStore, name = `test-${randomBytes(6).toString("hex")}`) {
  return [new RateLimiter(name, RULES, a), new RateLimiter(name, RULES, b)] as const;
}

/** Half the limit on A, half on B (all allowed); then the next is refused on either. */
async function expectOneCount([a, b]: ReturnType<typeof servers>) {
  const allowed = [];
  for (const server of [a, a, b, b]) allowed.push((await server.hit("quote", "203.0.113.9")).allowed);
  expect(allowed).toEqual([true, true, true, true]);
  const refused = [await a.hit("quote", "203.0.113.9"), await b.hit("quote", "203.0.113.9")];
  for (const result of refused) {
    expect(result).toMatchObject({ allowed: false, remaining: 0 });
    expect(result.retryAfterSeconds).toBeGreaterThan(50);
    expect(result.retryAfterSeconds).toBeLessThanOrEqual(60);
  }
  expect((await a.hit("quote", "203.0.113.10")).allowed).toBe(true);
}

/** Hits one key until refused (at most 10); how many were allowed. */
async function allowedBeforeRefusal(limiter: RateLimiter<"quote">): Promise<number> {
  for (let i = 0; i < 10; i++) if (!(await limiter.hit("quote", "ip")).allowed) return i;
  return 10;
}

afterEach(() => vi.restoreAllMocks());

describe("the store chosen by the configuration", () => {
  it("is Redis when Upstash is configured, else PostgreSQL at DATABASE_URL, else this process's memory", () => {
    expect(rateLimitStoreKind({ kv: "upstash", database: "postgres" })).toBe("redis");
    expect(rateLimitStoreKind({ kv: "upstash", database: "pglite" })).toBe("redis");
    expect(rateLimitStoreKind({ kv: "database", database: "postgres" })).toBe("postgres");
    expect(rateLimitStoreKind({ kv: "database", database: "pglite" })).toBe("memory");
  });

  it("in memory, counts per process: two servers each allow the limit", async () => {
    const [a, b] = servers(memoryLimiters, memoryLimiters);
    expect(await allowedBeforeRefusal(a)).toBe(4);
    expect(await allowedBeforeRefusal(b)).toBe(4);
  });
});

describeEachBackend("rate limits in the database", (current, backend) => {
  it("two servers share one count: half the limit on each, the next refused on either", async () => {
    const { db, open } = current();
    await migrate(db);
    // On PostgreSQL each server has its own pool; the in-memory PGlite has one connection.
    const other = backend.kind === "postgres" ? await open() : db;
    await expectOneCount(
      servers(
        postgresLimiters(async () => db),
        postgresLimiters(async () => other),
      ),
    );
  });

  it("starts a new window once the old one has ended", async () => {
    const { db } = current();
    await migrate(db);
    const limiter = new RateLimiter(
      "short",
      { quote: { max: 1, windowMs: 1_000 } },
      postgresLimiters(async () => db),
    );
    expect((await limiter.hit("quote", "ip")).allowed).toBe(true);
    expect((await limiter.hit("quote", "ip")).allowed).toBe(false);
    await vi.waitFor(async () => expect((await limiter.hit("quote", "ip")).allowed).toBe(true), { timeout: 5_000, interval: 200 });
  });
});

const upstashUrl = process.env.TEST_UPSTASH_URL;
const redisUnavailable = upstashUrl ? undefined : "TEST_UPSTASH_URL is not set: run through scripts/with-redis.sh";

describe("rate limits in Redis (Upstash)", () => {
  if (redisUnavailable) {
    if (process.env.CI) it("has its server", () => expect.fail(redisUnavailable));
    else it.skip(`has its server (${redisUnavailable})`);
    return;
  }
  const client = () => limitsRedis({ url: upstashUrl!, token: process.env.TEST_UPSTASH_TOKEN ?? "" });

  it("two servers share one count: half the limit on each, the next refused on either", async () => {
    await expectOneCount(servers(redisLimiters(client()), redisLimiters(client())));
  });

  it("keeps each limit's counts apart", async () => {
    const [a] = servers(redisLimiters(client()), memoryLimiters);
    const [b] = servers(redisLimiters(client()), memoryLimiters);
    expect(await allowedBeforeRefusal(a)).toBe(4);
    expect(await allowedBeforeRefusal(b)).toBe(4);
  });
});

describe("a store that fails", () => {
  it("Redis unreachable: counts in this process's memory, never throws, logs once per outage", async () => {
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    const infos = vi.spyOn(log, "info").mockImplementation(() => {});
    let down = true;
    const redis = {
      eval: vi.fn(async () => {
        if (down) throw new Error("fetch failed");
        return [1, 60_000];
      }),
    };
    const limiter = new RateLimiter("insured", RULES, redisLimiters(redis as never));
    expect(await allowedBeforeRefusal(limiter)).toBe(4);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![1]).toMatch(/Redis failed; counting in this server's memory/);
    down = false;
    expect((await limiter.hit("quote", "ip")).allowed).toBe(true);
    expect(infos).toHaveBeenCalledWith("rate limits: Redis answers again");
    down = true;
    await limiter.hit("quote", "other");
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it("Redis's REST endpoint refusing connections, or not answering in time: counts in memory", async () => {
    vi.spyOn(log, "error").mockImplementation(() => {});
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const hanging = redisLimiters(limitsRedis({ url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, token: "t" }));
      const started = Date.now();
      expect((await new RateLimiter("slow", RULES, hanging).hit("quote", "ip")).allowed).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(REDIS_TIMEOUT_MS - 50);
      const refusing = redisLimiters(limitsRedis({ url: "http://127.0.0.1:1", token: "t" }));
      expect(await allowedBeforeRefusal(new RateLimiter("refused", RULES, refusing))).toBe(4);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("PostgreSQL unreachable: counts in memory, never throws, logs once", async () => {
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    const limiter = new RateLimiter(
      "insured",
      RULES,
      postgresLimiters(() => Promise.reject(new Error("connect ECONNREFUSED"))),
    );
    expect(await allowedBeforeRefusal(limiter)).toBe(4);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![1]).toMatch(/PostgreSQL failed/);
  });
});
