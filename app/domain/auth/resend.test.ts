import { describe, expect, it } from "vitest";
import { resendLabelSeconds, secondsUntil } from "./resend";

describe("resend countdown", () => {
  it("rounds the wait up to whole seconds and stops at zero", () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 500)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
    expect(secondsUntil(60_000, 60_000)).toBe(0);
    expect(secondsUntil(60_000, 90_000)).toBe(0);
  });

  it("shows the number only between 1 and 59", () => {
    expect(resendLabelSeconds(60)).toBeNull();
    expect(resendLabelSeconds(59)).toBe(59);
    expect(resendLabelSeconds(1)).toBe(1);
    expect(resendLabelSeconds(0)).toBeNull();
  });
});
