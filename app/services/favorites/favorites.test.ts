import { expect, it, vi } from "vitest";
import { log } from "~/services/observability/log.server";
import { MAX_FAVORITES } from "~/domain/favorites";
import { describeEachKv } from "~/services/kv/testing/test-kv";
import { createFavoritesStore } from "./favorites.server";

const email = "Buyer@Example.com";

describeEachKv("favorites", (current) => {
  const store = () => createFavoritesStore(current().kv);

  it("adds newest first, idempotently, under {email}:favorites", async () => {
    const favorites = store();
    expect(await favorites.list(email)).toEqual([]);
    expect((await favorites.add(email, "P1")).outcome).toBe("added");
    expect((await favorites.add(" buyer@example.com ", " P2 ")).outcome).toBe("added");
    const again = await favorites.add(email, "P1");
    expect(again.outcome).toBe("alreadyThere");
    expect(again.favorites.map((f) => f.pn)).toEqual(["P2", "P1"]);
    expect((await favorites.list(email)).map((f) => f.pn)).toEqual(["P2", "P1"]);
    expect(await current().kv.get("buyer@example.com:favorites")).toEqual([
      { pn: "P2", createdAt: expect.stringMatching(/Z$/) },
      { pn: "P1", createdAt: expect.stringMatching(/Z$/) },
    ]);
    expect(await favorites.list("other@example.com")).toEqual([]);
  });

  it("refuses an empty or overlong part number, changing nothing", async () => {
    const favorites = store();
    expect(await favorites.add(email, "  ")).toEqual({ outcome: "invalidPartNumber", favorites: [] });
    expect((await favorites.add(email, "P".repeat(101))).outcome).toBe("invalidPartNumber");
    expect(await current().kv.get("buyer@example.com:favorites")).toBeNull();
  });

  it("removes idempotently, and keeps no empty list", async () => {
    const favorites = store();
    await favorites.add(email, "P1");
    await favorites.add(email, "P2");
    expect(await favorites.remove(email, "P1")).toMatchObject({ removed: true, favorites: [{ pn: "P2" }] });
    expect(await favorites.remove(email, "P1")).toMatchObject({ removed: false, favorites: [{ pn: "P2" }] });
    expect((await favorites.remove(email, "P2")).favorites).toEqual([]);
    expect(await current().kv.get("buyer@example.com:favorites")).toBeNull();
  });

  it(`stops at ${MAX_FAVORITES} part numbers and says so`, async () => {
    const { kv } = current();
    const full = Array.from({ length: MAX_FAVORITES }, (_, i) => ({ pn: `P${i}`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString() }));
    await kv.set("buyer@example.com:favorites", full);
    const result = await store().add(email, "ONE-MORE");
    expect(result.outcome).toBe("full");
    expect(result.favorites).toHaveLength(MAX_FAVORITES);
    expect((await store().add(email, "P3")).outcome).toBe("alreadyThere");
  });

  it("loses no favorite when 20 adds race", async () => {
    const favorites = store();
    const parts = Array.from({ length: 20 }, (_, i) => `PN-${i}`);
    await Promise.all(parts.map((pn) => favorites.add(email, pn)));
    expect((await favorites.list(email)).map((f) => f.pn).sort()).toEqual([...parts].sort());
  });

  it("reads a list of the wrong shape as empty (logged)", async () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    await current().kv.set("buyer@example.com:favorites", [{ pn: 7 }]);
    expect(await store().list(email)).toEqual([]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
