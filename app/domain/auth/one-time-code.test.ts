import { describe, expect, it } from "vitest";
import {
  CODE_TTL_MS,
  MAX_FAILURES_PER_HOUR,
  MAX_TRIES_PER_CODE,
  RESEND_INTERVAL_MS,
  canSendCode,
  isWellFormedCode,
  judgeAttempt,
  normalizeCode,
  normalizeEmail,
  resendAvailableAt,
  type StoredCode,
} from "./one-time-code";

const T0 = 1_700_000_000_000;
const code = (over: Partial<StoredCode> = {}): StoredCode => ({ createdAt: T0, browserId: "b1", tries: 0, usedAt: null, ...over });
const attempt = (over: Partial<Parameters<typeof judgeAttempt>[0]> = {}) =>
  judgeAttempt({ code: code(), typed: "123456", matches: true, browserId: "b1", recentFailures: 0, now: T0 + 1000, ...over });

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
  it("sends when nothing was sent", () => expect(canSendCode(null, 0, T0)).toEqual({ ok: true }));
  it("refuses a resend within 60 s, saying how long to wait", () => {
    expect(canSendCode(T0, 0, T0 + 1)).toEqual({ ok: false, error: "authResendTooSoon", retryAfterSeconds: 60 });
    expect(canSendCode(T0, 0, T0 + RESEND_INTERVAL_MS - 1)).toEqual({ ok: false, error: "authResendTooSoon", retryAfterSeconds: 1 });
  });
  it("allows a resend at 60 s", () => expect(canSendCode(T0, 0, T0 + RESEND_INTERVAL_MS)).toEqual({ ok: true }));
  it("refuses after 30 failures in the hour", () => {
    expect(canSendCode(null, MAX_FAILURES_PER_HOUR - 1, T0).ok).toBe(true);
    expect(canSendCode(null, MAX_FAILURES_PER_HOUR, T0)).toMatchObject({ ok: false, error: "authTooManyFailures" });
  });
  it("tells when the next send is possible", () => {
    expect(resendAvailableAt(null)).toBe(0);
    expect(resendAvailableAt(T0)).toBe(T0 + 60_000);
  });
});

describe("verifying", () => {
  it("accepts the right code from the browser that asked, in time", () => expect(attempt()).toEqual({ ok: true }));
  it("refuses a wrong code, counting a try and a failure", () =>
    expect(attempt({ matches: false })).toEqual({ ok: false, error: "authCodeInvalid", countTry: true, countFailure: true }));
  it("voids the code at the 5th wrong try", () => {
    expect(attempt({ matches: false, code: code({ tries: MAX_TRIES_PER_CODE - 2 }) })).toMatchObject({ error: "authCodeInvalid" });
    expect(attempt({ matches: false, code: code({ tries: MAX_TRIES_PER_CODE - 1 }) })).toMatchObject({ error: "authCodeVoid", countTry: true });
  });
  it("refuses even the right code once void", () =>
    expect(attempt({ code: code({ tries: MAX_TRIES_PER_CODE }) })).toEqual({ ok: false, error: "authCodeVoid", countTry: false, countFailure: true }));
  it("refuses an expired code (10 minutes)", () => {
    expect(attempt({ now: T0 + CODE_TTL_MS - 1 })).toEqual({ ok: true });
    expect(attempt({ now: T0 + CODE_TTL_MS })).toMatchObject({ ok: false, error: "authCodeExpired" });
  });
  it("refuses a used code (single use)", () => expect(attempt({ code: code({ usedAt: T0 + 500 }) })).toMatchObject({ ok: false, error: "authCodeInvalid" }));
  it("refuses when no code was sent", () => expect(attempt({ code: null })).toMatchObject({ ok: false, error: "authCodeInvalid", countTry: false }));
  it("refuses the right code typed in another browser, as a wrong try", () =>
    expect(attempt({ browserId: "b2" })).toEqual({ ok: false, error: "authCodeInvalid", countTry: true, countFailure: true }));
  it("refuses malformed input without spending a try", () =>
    expect(attempt({ typed: "12ab56" })).toEqual({ ok: false, error: "authCodeInvalid", countTry: false, countFailure: true }));
  it("refuses everything after 30 failures in the hour, without counting more", () =>
    expect(attempt({ recentFailures: MAX_FAILURES_PER_HOUR })).toEqual({ ok: false, error: "authTooManyFailures", countTry: false, countFailure: false }));
});
