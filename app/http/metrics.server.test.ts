import { describe, expect, it } from "vitest";
import { mayReadMetrics } from "./metrics.server";

const TOKEN = "scrape-token-0123456789";

describe("mayReadMetrics", () => {
  it("without a token, lets loopback clients only", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) expect(mayReadMetrics(undefined, undefined, address)).toBe(true);
    for (const address of ["10.0.0.5", "192.168.1.2", "::ffff:10.0.0.5", "2001:db8::1", undefined])
      expect(mayReadMetrics(undefined, undefined, address)).toBe(false);
  });

  it("with a token, asks every client for it, loopback included", () => {
    expect(mayReadMetrics(TOKEN, `Bearer ${TOKEN}`, "203.0.113.9")).toBe(true);
    expect(mayReadMetrics(TOKEN, `bearer ${TOKEN}`, "203.0.113.9")).toBe(true);
    for (const authorization of [undefined, "", `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN])
      expect(mayReadMetrics(TOKEN, authorization, "127.0.0.1")).toBe(false);
  });
});
