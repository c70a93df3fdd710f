import { describe, expect, it } from "vitest";
import { SEND_DAY_MS, judgeSend, type SendHistory } from "./code-sends";

const T0 = Date.UTC(2026, 0, 1, 12);
const MIN = 60_000;
const CAP = 3;
const history = (over: Partial<SendHistory> = {}): SendHistory => ({ signedInAt: null, toAddress: [], toBrowser: [], ...over });

describe("the resend wait, per pending sign-in", () => {
  it("sends a browser its first code for the address at once", () => expect(judgeSend(history(), CAP, T0)).toEqual({ ok: true }));

  it("makes the browser wait 60 s after its own last code, saying how long", () => {
    const mine = history({ toAddress: [T0 - 10_000], toBrowser: [T0 - 10_000] });
    expect(judgeSend(mine, CAP, T0)).toEqual({ ok: false, error: "authResendTooSoon", retryAfterSeconds: 50 });
    expect(judgeSend(mine, CAP, T0 - 10_000 + MIN)).toEqual({ ok: true });
  });

  it("never makes a browser wait for codes another browser asked for", () => {
    expect(judgeSend(history({ toAddress: [T0 - 1000, T0 - 500] }), CAP, T0)).toEqual({ ok: true });
  });

  it("starts afresh once the browser has signed in", () => {
    expect(judgeSend(history({ signedInAt: T0 - 1000, toAddress: [T0 - 5000], toBrowser: [T0 - 5000] }), CAP, T0)).toEqual({ ok: true });
  });
});

describe("the daily cap per address", () => {
  it("refuses a browser it does not know once the address had its codes of the day, until the oldest is a day old", () => {
    const sent = [T0 - 5 * 60 * MIN, T0 - 2 * 60 * MIN, T0 - MIN * 2];
    expect(judgeSend(history({ toAddress: sent.slice(1) }), CAP, T0)).toEqual({ ok: true });
    expect(judgeSend(history({ toAddress: sent }), CAP, T0)).toEqual({
      ok: false,
      error: "authDailyCodeLimit",
      retryAfterSeconds: (SEND_DAY_MS - 5 * 60 * MIN) / 1000,
    });
  });

  it("names the time enough codes have aged out when the address has more than its cap (known browsers' codes count too)", () => {
    const sent = [T0 - 10 * 60 * MIN, T0 - 8 * 60 * MIN, T0 - 6 * 60 * MIN, T0 - 4 * 60 * MIN];
    expect(judgeSend(history({ toAddress: sent }), CAP, T0)).toMatchObject({ retryAfterSeconds: (SEND_DAY_MS - 8 * 60 * MIN) / 1000 });
  });

  it("still serves a browser that signed in as the address before, within its own cap of codes to itself", () => {
    const strangers = [T0 - 30 * MIN, T0 - 20 * MIN, T0 - 10 * MIN];
    const owner = history({ signedInAt: T0 - 60 * 60 * MIN, toAddress: strangers });
    expect(judgeSend(owner, CAP, T0)).toEqual({ ok: true });
    const mine = [T0 - 40 * MIN, T0 - 30 * MIN, T0 - 20 * MIN];
    expect(judgeSend({ ...owner, toAddress: [...strangers, ...mine], toBrowser: mine }, CAP, T0)).toMatchObject({ ok: false, error: "authDailyCodeLimit" });
  });
});
