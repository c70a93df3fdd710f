import { describe, expect, it } from "vitest";
import {
  CODE_TTL_MS,
  FAILURE_LIMITS,
  MAX_TRIES_PER_CODE,
  RESEND_INTERVAL_MS,
  canCheckCode,
  canSendCode,
  isCodeFailure,
  isWellFormedCode,
  judgeAttempt,
  normalizeCode,
  normalizeEmail,
  resendAvailableAt,
  resendRefusal,
  type StoredCode,
} from "./one-time-code";

const T0 = 1_700_000_000_000;
const code = (over: Partial<StoredCode> = {}): StoredCode => ({ createdAt: T0, tries: 0, usedAt: null, ...over });
const attempt = (over: Partial<Parameters<typeof judgeAttempt>[0]> = {}) =>
  judgeAttempt({ code: code(), typed: "123456", matches: true, now: T0 + 1000, ...over });
const none = { browser: 0, ip: 0, address: 0 };
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

describe("sending", () => {
  it("sends when nothing failed", () => expect(canSendCode(none, limits)).toEqual({ ok: true }));
  it("refuses a resend within 60 s of the address's last code, saying how long to wait", () => {
    expect(resendRefusal(T0, T0 + 1)).toEqual({ ok: false, error: "authResendTooSoon", retryAfterSeconds: 60 });
    expect(resendRefusal(T0, T0 + RESEND_INTERVAL_MS - 1)).toEqual({ ok: false, error: "authResendTooSoon", retryAfterSeconds: 1 });
  });
  it("stops new codes for an address after its bound of failed guesses in the hour", () => {
    expect(canSendCode({ ...none, address: limits.perAddress - 1 }, limits).ok).toBe(true);
    expect(canSendCode({ ...none, address: limits.perAddress }, limits)).toEqual({ ok: false, error: "authTooManyFailures", retryAfterSeconds: 3600 });
  });
  it("stops a browser or an IP after its bound of failures", () => {
    expect(canSendCode({ ...none, browser: limits.perBrowser }, limits)).toMatchObject({ ok: false, error: "authTooManyFailures" });
    expect(canSendCode({ ...none, ip: limits.perIp }, limits)).toMatchObject({ ok: false, error: "authTooManyFailures" });
  });
  it("keeps the address's bound well above one person's mistakes (several codes' worth of tries)", () => {
    expect(limits.perAddress).toBeGreaterThanOrEqual(10 * MAX_TRIES_PER_CODE);
    expect(limits.perBrowser).toBeGreaterThanOrEqual(2 * MAX_TRIES_PER_CODE);
  });
  it("tells when the next send is possible", () => {
    expect(resendAvailableAt(null)).toBe(0);
    expect(resendAvailableAt(T0)).toBe(T0 + 60_000);
  });
});

describe("checking", () => {
  it("never stops a check for the address's failures: a stranger's cannot block the owner's code", () =>
    expect(canCheckCode({ ...none, address: 10_000 }, limits)).toEqual({ ok: true }));
  it("stops a browser or an IP after its bound of failures", () => {
    expect(canCheckCode({ ...none, browser: limits.perBrowser - 1, ip: limits.perIp - 1 }, limits).ok).toBe(true);
    expect(canCheckCode({ ...none, browser: limits.perBrowser }, limits)).toMatchObject({ ok: false, error: "authTooManyFailures" });
    expect(canCheckCode({ ...none, ip: limits.perIp }, limits)).toMatchObject({ ok: false, error: "authTooManyFailures" });
  });
  it("counts wrong, void and expired codes as failed guesses, other refusals not", () => {
    expect(["authCodeInvalid", "authCodeVoid", "authCodeExpired"].every((k) => isCodeFailure(k as never))).toBe(true);
    expect(isCodeFailure("authServiceUnavailable")).toBe(false);
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
