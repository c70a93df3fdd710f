import { afterEach, expect, it, vi } from "vitest";
import type { SweepCounts } from "./housekeeping.server";
import { shutdown, warmUp } from "./lifecycle.server";

const { sweepDatabase, closeDb } = vi.hoisted(() => ({
  sweepDatabase: vi.fn(async (): Promise<SweepCounts> => ({ expiredKeys: 0, expiredRateLimits: 0, codes: 0, failures: 0, refreshTokens: 0 })),
  closeDb: vi.fn(async () => {}),
}));

vi.mock("./content/catalog.server", () => ({ warmCatalog: async () => {} }));
vi.mock("./content/site.server", () => ({ getSiteContent: async () => ({}) }));
vi.mock("./content/index.server", () => ({ getContent: async () => ({ ping: async () => true }), followImportedDataset: async () => false }));
vi.mock("./db/index.server", () => ({ getDb: async () => ({}), prepareDatabase: async () => {}, closeDb }));
vi.mock("./housekeeping.server", async (original) => ({ ...(await original<object>()), sweepDatabase }));

afterEach(() => vi.useRealTimers());

it("warm-up sweeps the database at once and hourly; shutdown stops the timer before closing the database", async () => {
  vi.useFakeTimers();
  await warmUp();
  await vi.advanceTimersByTimeAsync(0);
  expect(sweepDatabase).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(60 * 60_000);
  expect(sweepDatabase).toHaveBeenCalledTimes(2);
  expect(vi.getTimerCount()).toBe(1);
  await shutdown();
  expect(vi.getTimerCount()).toBe(0);
  expect(closeDb).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
  expect(sweepDatabase).toHaveBeenCalledTimes(2);
});
