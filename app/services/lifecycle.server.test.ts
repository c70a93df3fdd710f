import { afterEach, expect, it, vi } from "vitest";
import type { SweepCounts } from "./housekeeping.server";
import { shutdown, warmUp } from "./lifecycle.server";

const { sweepDatabase, closeDb, refreshCatalogIndex, reopenAfterLargeWrite } = vi.hoisted(() => ({
  sweepDatabase: vi.fn(async (): Promise<SweepCounts> => ({
    expiredKeys: 0,
    expiredRateLimits: 0,
    codes: 0,
    failures: 0,
    refreshTokens: 0,
    punchOutSessions: 0,
    punchOutBuyers: 0,
  })),
  closeDb: vi.fn(async () => {}),
  refreshCatalogIndex: vi.fn(async () => ({ written: 0 })),
  reopenAfterLargeWrite: vi.fn(async () => false),
}));

vi.mock("./search/catalog-index.server", () => ({ refreshCatalogIndex }));
vi.mock("./content/site.server", () => ({ getSiteContent: async () => ({}) }));
vi.mock("./content/index.server", () => ({ getContent: async () => ({ ping: async () => true }), followImportedDataset: async () => false }));
vi.mock("./db/index.server", () => ({ getDb: async () => ({}), prepareDatabase: async () => {}, closeDb, reopenAfterLargeWrite }));
vi.mock("./kv/index.server", () => ({ getKv: async () => ({}) }));
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

it("warm-up ends only once the catalogue's table is filled: a first start on an empty database shows no empty shop", async () => {
  let fill!: () => void;
  refreshCatalogIndex.mockClear();
  reopenAfterLargeWrite.mockClear();
  refreshCatalogIndex.mockImplementationOnce(() => new Promise((resolve) => (fill = () => resolve({ written: 50_000 }))));
  let warm = false;
  const warming = warmUp().then(() => (warm = true));
  await vi.waitFor(() => expect(refreshCatalogIndex).toHaveBeenCalled());
  await new Promise((resolve) => setImmediate(resolve));
  expect(warm).toBe(false);
  expect(reopenAfterLargeWrite).not.toHaveBeenCalled();
  fill();
  await warming;
  expect(warm).toBe(true);
  // The embedded database gives back what the fill grew before the server listens.
  expect(reopenAfterLargeWrite).toHaveBeenCalledWith(50_000);
  await shutdown();
});
