import { describe, expect, it } from "vitest";
import { SEND_DAY_MS } from "./auth/code-sends";
import { CODE_TTL_MS, FAILURE_WINDOW_MS, RESEND_INTERVAL_MS } from "./auth/one-time-code";
import { EXPIRED_CODE_NOTICE_MS, authSweepCutoffs } from "./housekeeping";

describe("authSweepCutoffs", () => {
  const now = Date.UTC(2026, 0, 1, 12);
  const cutoffs = authSweepCutoffs(now, { refreshReuseMs: 30_000, sessionMaxAgeMs: 30 * 86_400_000, knownBrowserMs: 400 * 86_400_000 });

  it("keeps any code until it has been expired for the notice period", () => {
    expect(cutoffs.codesCreatedBefore).toBe(now - CODE_TTL_MS - EXPIRED_CODE_NOTICE_MS);
    expect(cutoffs.codesCreatedBefore).toBeLessThan(now - CODE_TTL_MS);
  });

  it("keeps a used code while it still holds back a resend", () => {
    expect(cutoffs.usedCodesCreatedBefore).toBe(now - RESEND_INTERVAL_MS);
  });

  it("drops sends once they count against no daily cap, and browsers once no longer known", () => {
    expect(cutoffs.sendsBefore).toBe(now - SEND_DAY_MS);
    expect(cutoffs.knownBrowsersBefore).toBe(now - 400 * 86_400_000);
  });

  it("drops failures once they leave the hourly window", () => {
    expect(cutoffs.failuresBefore).toBe(now - FAILURE_WINDOW_MS);
  });

  it("drops refresh tokens past their reuse window or older than any live session", () => {
    expect(cutoffs.tokensRevokedBefore).toBe(now - 30_000);
    expect(cutoffs.tokensIssuedBefore).toBe(now - 30 * 86_400_000);
  });
});
