import { describe, expect, it } from "vitest";
import { DAY_S, sessionSecondsLeft } from "./session-lifetime";

describe("sessionSecondsLeft", () => {
  const signedIn = Date.UTC(2026, 0, 1, 12);
  const maxAgeS = 30 * DAY_S;

  it("counts from the sign-in, whatever happened since", () => {
    expect(sessionSecondsLeft(signedIn, signedIn, maxAgeS)).toBe(maxAgeS);
    expect(sessionSecondsLeft(signedIn, signedIn + 29 * DAY_S * 1000, maxAgeS)).toBe(DAY_S);
    expect(sessionSecondsLeft(signedIn, signedIn + maxAgeS * 1000 - 1500, maxAgeS)).toBe(1);
  });

  it("is 0 once the lifetime is over, and after", () => {
    expect(sessionSecondsLeft(signedIn, signedIn + maxAgeS * 1000 - 999, maxAgeS)).toBe(0);
    expect(sessionSecondsLeft(signedIn, signedIn + maxAgeS * 1000, maxAgeS)).toBe(0);
    expect(sessionSecondsLeft(signedIn, signedIn + 400 * DAY_S * 1000, maxAgeS)).toBe(0);
  });
});
