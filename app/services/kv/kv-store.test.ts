import { randomBytes } from "node:crypto";
import { Redis } from "@upstash/redis";
import { describe, expect, it, vi } from "vitest";
import { log } from "~/services/observability/log.server";
import { migrate } from "~/services/db/migrate.server";
import { pgliteBackend, useTestDatabase } from "~/services/db/testing/test-databases";
import { createDatabaseKv } from "./database-kv.server";
import { ReadCache } from "./read-cache";
import { describeEachKv } from "./testing/test-kv";
import type { JsonValue } from "./types";
import { createUpstashKv } from "./upstash-kv.server";

/** Waits (polling) until the key reads as absent: expiry is the store's own clock. */
const expired = (read: () => Promise<JsonValue | null>) => vi.waitFor(async () => expect(await read()).toBeNull(), { timeout: 10_000, interval: 100 });

describeEachKv("key-value store contract", (current) => {
  it("reads null for a key never written, and a written value back whole", async () => {
    const { kv } = current();
    expect(await kv.get("nobody@example.com:liveCart")).toBeNull();
    const value = { cartItems: [{ pn: "P1", prod_quantity: 2, utmSource: null }], selectedBillingId: null, note: "ñandú ✓", n: 1.5, ok: true };
    await kv.set("a@example.com:liveCart", value);
    expect(await kv.get("a@example.com:liveCart")).toEqual(value);
    await kv.set("a@example.com:liveCart", [1, "two"]);
    expect(await kv.get("a@example.com:liveCart")).toEqual([1, "two"]);
  });

  it("deletes a key, answering whether there was one", async () => {
    const { kv } = current();
    await kv.set("k", { a: 1 });
    expect(await kv.delete("k")).toBe(true);
    expect(await kv.get("k")).toBeNull();
    expect(await kv.delete("k")).toBe(false);
  });

  it("expires a key after its TTL; a later write without one keeps it for good", async () => {
    const { kv } = current();
    await kv.set("short", "soon gone", { ttlSeconds: 1 });
    await kv.set("kept", "stays", { ttlSeconds: 1 });
    await kv.set("kept", "stays");
    await kv.set("long", "later", { ttlSeconds: 3600 });
    expect(await kv.get("short")).toBe("soon gone");
    await expired(() => kv.get("short"));
    expect(await kv.get("kept")).toBe("stays");
    expect(await kv.get("long")).toBe("later");
    expect(await kv.delete("short")).toBe(false);
  });

  it("updates: creates, changes, leaves alone when handed back the current value, deletes on null", async () => {
    const { kv } = current();
    expect(await kv.update("list", (value) => [...((value as string[] | null) ?? []), "a"])).toEqual(["a"]);
    expect(await kv.update("list", (value) => [...(value as string[]), "b"])).toEqual(["a", "b"]);
    expect(await kv.update("list", (value) => value)).toEqual(["a", "b"]);
    expect(await kv.get("list")).toEqual(["a", "b"]);
    expect(await kv.update("list", () => null)).toBeNull();
    expect(await kv.get("list")).toBeNull();
    expect(await kv.update("absent", () => null)).toBeNull();
    expect(await kv.get("absent")).toBeNull();
  });

  it("sets the expiry on an update, and sees an expired key as absent", async () => {
    const { kv } = current();
    await kv.update("anon", () => ({ lines: 1 }), { ttlSeconds: 1 });
    expect(await kv.get("anon")).toEqual({ lines: 1 });
    await expired(() => kv.get("anon"));
    const seen: (JsonValue | null)[] = [];
    await kv.update("anon", (value) => (seen.push(value), { lines: 2 }));
    expect(seen).toEqual([null]);
    expect(await kv.get("anon")).toEqual({ lines: 2 });
  });

  it("changes nothing when the change throws", async () => {
    const { kv } = current();
    await kv.set("k", 1);
    await expect(
      kv.update("k", () => {
        throw new RangeError("no");
      }),
    ).rejects.toThrow("no");
    expect(await kv.get("k")).toBe(1);
  });

  it("loses no write when 20 updates of one key race, whether it exists or not", async () => {
    const { kv } = current();
    await kv.set("existing", []);
    const parts = Array.from({ length: 20 }, (_, i) => `P${i}`);
    for (const key of ["existing", "absent"]) {
      await Promise.all(parts.map((pn) => kv.update(key, (value) => [...((value as string[] | null) ?? []), pn])));
      expect(((await kv.get(key)) as string[]).sort(), key).toEqual([...parts].sort());
    }
  });

  it("loses no write when appends race with takes that read and delete the key at once", async () => {
    const { kv } = current();
    const parts = Array.from({ length: 20 }, (_, i) => `P${i}`);
    const taken: string[] = [];
    const take = async () => {
      let took: string[] = [];
      await kv.update("race", (value) => ((took = (value as string[] | null) ?? []), null));
      taken.push(...took);
    };
    await Promise.all([...parts.map((pn) => kv.update("race", (value) => [...((value as string[] | null) ?? []), pn])), take(), take(), take()]);
    const left = ((await kv.get("race")) as string[] | null) ?? [];
    expect([...taken, ...left].sort()).toEqual([...parts].sort());
  });
});

describe.skipIf(!process.env.TEST_UPSTASH_URL)("Upstash store", () => {
  const url = process.env.TEST_UPSTASH_URL!;
  const token = process.env.TEST_UPSTASH_TOKEN ?? "";

  it("reads a value that is not JSON as absent and logs it; an update replaces it", async () => {
    const key = `test:${randomBytes(8).toString("hex")}:corrupt`;
    await new Redis({ url, token, enableTelemetry: false }).set(key, "{not json");
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const kv = createUpstashKv({ url, token });
    expect(await kv.get(key)).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("does not hold JSON"));
    expect(await kv.update(key, (value) => value ?? { fresh: true })).toEqual({ fresh: true });
    expect(await kv.get(key)).toEqual({ fresh: true });
    error.mockRestore();
  });

  it("fails loudly with a wrong token", async () => {
    await expect(createUpstashKv({ url, token: `${token}x` }).get("any")).rejects.toThrow();
  });
});

describe("the embedded store's read cache", () => {
  const database = useTestDatabase(pgliteBackend);

  it("reads a key from the database once, until this store writes it", async () => {
    const { db } = database();
    await migrate(db);
    const kv = createDatabaseKv(db, { readCache: new ReadCache(100) });
    await kv.set("session", { sid: "a" }, { ttlSeconds: 3600 });
    const query = vi.spyOn(db, "query");
    expect(await kv.get("session")).toEqual({ sid: "a" });
    expect(await kv.get("session")).toEqual({ sid: "a" });
    expect(await kv.get("absent")).toBeNull();
    expect(await kv.get("absent")).toBeNull();
    expect(query).toHaveBeenCalledTimes(2);
    await kv.update("session", () => ({ sid: "b" }), {});
    expect(await kv.get("session")).toEqual({ sid: "b" });
    await kv.delete("session");
    expect(await kv.get("session")).toBeNull();
    query.mockRestore();
  });
});
