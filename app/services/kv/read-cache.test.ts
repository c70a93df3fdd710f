import { describe, expect, it } from "vitest";
import { ReadCache, type ReadEntry } from "./read-cache";

/** A read whose answer the test hands over when it likes. */
function pendingRead() {
  let answer: (entry: ReadEntry) => void = () => {};
  const read = () => new Promise<ReadEntry>((resolve) => (answer = resolve));
  return { read, answer: (value: ReadEntry["value"]) => answer({ value, expiresAtMs: null }) };
}

describe("the read cache", () => {
  it("answers a key it read from memory until the value expires, absent keys too", async () => {
    let now = 1_000;
    const cache = new ReadCache(10, () => now);
    expect(cache.get("session")).toBeUndefined();
    expect(await cache.read("session", async () => ({ value: { sid: "a" }, expiresAtMs: 2_000 }))).toEqual({ sid: "a" });
    await cache.read("nobody", async () => ({ value: null, expiresAtMs: null }));
    expect(cache.get("session")).toEqual({ sid: "a" });
    expect(cache.get("nobody")).toBeNull();
    now = 2_000;
    expect(cache.get("session")).toBeUndefined();
    expect(cache.get("nobody")).toBeNull();
  });

  it("hands out copies: what a caller changes is not what is kept", async () => {
    const cache = new ReadCache(10);
    const first = await cache.read("cart", async () => ({ value: { lines: [1] }, expiresAtMs: null }));
    (first as { lines: number[] }).lines.push(2);
    const second = cache.get("cart") as { lines: number[] };
    second.lines.push(3);
    expect(cache.get("cart")).toEqual({ lines: [1] });
  });

  it("keeps the keys read last, at most maxEntries", async () => {
    const cache = new ReadCache(2);
    for (const key of ["a", "b"]) await cache.read(key, async () => ({ value: key, expiresAtMs: null }));
    cache.get("a");
    await cache.read("c", async () => ({ value: "c", expiresAtMs: null }));
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual(["a", undefined, "c"]);
  });

  it("forgets a key its write touches, and keeps no read of it that a write overlapped", async () => {
    const cache = new ReadCache(10);
    await cache.read("k", async () => ({ value: "old", expiresAtMs: null }));
    let finishWrite: () => void = () => {};
    const write = cache.write("k", () => new Promise<void>((resolve) => (finishWrite = resolve)));
    expect(cache.get("k")).toBeUndefined();
    // Started during the write, answered after it: it may hold the value from before.
    const during = pendingRead();
    const readDuring = cache.read("k", during.read);
    finishWrite();
    await write;
    during.answer("old");
    await readDuring;
    expect(cache.get("k")).toBeUndefined();

    // Started before a write, answered after it began.
    const before = pendingRead();
    const readBefore = cache.read("k", before.read);
    const other = pendingRead();
    const readOther = cache.read("other", other.read);
    await cache.write("k", async () => {});
    before.answer("old");
    other.answer("untouched");
    await Promise.all([readBefore, readOther]);
    expect(cache.get("k")).toBeUndefined();
    expect(cache.get("other")).toBe("untouched");

    // A read after the writes is kept.
    await cache.read("k", async () => ({ value: "new", expiresAtMs: null }));
    expect(cache.get("k")).toBe("new");
  });

  it("forgets the key even when the write fails", async () => {
    const cache = new ReadCache(10);
    await cache.read("k", async () => ({ value: 1, expiresAtMs: null }));
    await expect(cache.write("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(cache.get("k")).toBeUndefined();
    await cache.read("k", async () => ({ value: 2, expiresAtMs: null }));
    expect(cache.get("k")).toBe(2);
  });
});
