import { describe, expect, it } from "vitest";
import {
  CODE_TTL_MS,
  FAILURE_LIMITS,
  MAX_TRIES_PER_CODE,
  isCodeFailure,
  isWellFormedCode,
  judgeAttempt,
  normalizeCode,
  normalizeEmail,
  refusalUntil,
  resendAvailableAt,
  withinFailureBounds,
  type StoredCode,
} from "./one-time-code";

const T0 = 1_700_000_000_000;
const code = (over: Partial<StoredCode> = {}): StoredCode => ({ createdAt: T0, tries: 0, usedAt: null, ...over });
const attempt = (over: Partial<Parameters<typeof judgeAttempt>[0]> = {}) =>
  judgeAttempt({ code: code(), typed: "123456", matches: true, now: T0 + 1000, ...over });
const none = { browser: 0, ip: 0 };
const limits = FAILURE_LIMITS;

describe("code format", () => {
  it.each([
    ["123456", true],
    ["000000", true],
    ["12345", false],
    ["1234567", false],
    ["12a456", false],
    ["", false],
    ["１２３４５６", false],
  ])("%s well formed: %s", (value, ok) => expect(isWellFormedCode(value)).toBe(ok));

  it("drops spaces and dashes people paste", () => expect(normalizeCode(" 123-456 ")).toBe("123456"));
  it("compares addresses trimmed and lower-cased", () => expect(normalizeEmail("  Maria@Example.COM ")).toBe("maria@example.com"));
});

describe("failure bounds", () => {
  it("let a browser and an IP send and check while under their bounds", () => {
    expect(withinFailureBounds(none, limits)).toEqual({ ok: true });
    expect(withinFailureBounds({ browser: limits.perBrowser - 1, ip: limits.perIp - 1 }, limits).ok).toBe(true);
  });
  it("stop a browser or an IP after its bound of failures, for the hour", () => {
    expect(withinFailureBounds({ ...none, browser: limits.perBrowser }, limits)).toEqual({ ok: false, error: "authTooManyFailures", retryAfterSeconds: 3600 });
    expect(withinFailureBounds({ ...none, ip: limits.perIp }, limits)).toMatchObject({ ok: false, error: "authTooManyFailures" });
  });
  it("keep the browser's bound above one person's mistakes and the IP's above the browser's (an office shares it)", () => {
    expect(limits.perBrowser).toBeGreaterThanOrEqual(2 * MAX_TRIES_PER_CODE);
    expect(limits.perIp).toBeGreaterThan(limits.perBrowser);
  });
  it("count wrong, void and expired codes as failures, other refusals not", () => {
    expect(["authCodeInvalid", "authCodeVoid", "authCodeExpired"].every((k) => isCodeFailure(k as never))).toBe(true);
    expect(isCodeFailure("authServiceUnavailable")).toBe(false);
  });
});

describe("refusals and resends", () => {
  it("say how long to wait, in whole seconds, at least one", () => {
    expect(refusalUntil("authResendTooSoon", T0 + 60_000, T0 + 1)).toEqual({ ok: false, error: "authResendTooSoon", retryAfterSeconds: 60 });
    expect(refusalUntil("authResendTooSoon", T0 + 60_000, T0 + 59_999)).toMatchObject({ retryAfterSeconds: 1 });
    expect(refusalUntil("authResendTooSoon", T0, T0 + 5)).toMatchObject({ retryAfterSeconds: 1 });
  });
  it("tell when the next send is possible", () => {
    expect(resendAvailableAt(null)).toBe(0);
    expect(resendAvailableAt(T0)).toBe(T0 + 60_000);
  });
});

describe("verifying", () => {
  it("accepts the right code in time", () => expect(attempt()).toEqual({ ok: true }));
  it("refuses a wrong code, counting a try", () => expect(attempt({ matches: false })).toEqual({ ok: false, error: "authCodeInvalid", countTry: true }));
  it("voids the code at the 5th wrong try", () => {
    expect(attempt({ matches: false, code: code({ tries: MAX_TRIES_PER_CODE - 2 }) })).toMatchObject({ error: "authCodeInvalid" });
    expect(attempt({ matches: false, code: code({ tries: MAX_TRIES_PER_CODE - 1 }) })).toMatchObject({ error: "authCodeVoid", countTry: true });
  });
  it("refuses even the right code once void", () =>
    expect(attempt({ code: code({ tries: MAX_TRIES_PER_CODE }) })).toEqual({ ok: false, error: "authCodeVoid", countTry: false }));
  it("refuses an expired code (10 minutes)", () => {
    expect(attempt({ now: T0 + CODE_TTL_MS - 1 })).toEqual({ ok: true });
    expect(attempt({ now: T0 + CODE_TTL_MS })).toMatchObject({ ok: false, error: "authCodeExpired" });
  });
  it("refuses a used code (single use)", () => expect(attempt({ code: code({ usedAt: T0 + 500 }) })).toMatchObject({ ok: false, error: "authCodeInvalid" }));
  it("refuses when no code was sent to this browser", () =>
    expect(attempt({ code: null })).toMatchObject({ ok: false, error: "authCodeInvalid", countTry: false }));
  it("refuses malformed input without spending a try", () =>
    expect(attempt({ typed: "12ab56" })).toEqual({ ok: false, error: "authCodeInvalid", countTry: false }));
});
