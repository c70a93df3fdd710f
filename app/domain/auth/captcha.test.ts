import { describe, expect, it } from "vitest";
import { captchaOutcome, tokenPasses } from "./captcha";

describe("a token's answer", () => {
  it("passes with success, our action and a person's score", () => expect(tokenPasses({ success: true, action: "login", score: 0.9 })).toBe(true));
  it("passes a v2 answer (no action, no score)", () => expect(tokenPasses({ success: true })).toBe(true));
  it.each([[{ success: false }], [{ success: "true" }], [{ success: true, action: "checkout", score: 0.9 }], [{ success: true, action: "login", score: 0.3 }]])(
    "refuses %j",
    (answer) => expect(tokenPasses(answer)).toBe(false),
  );
});

describe("the sign-in form's captcha", () => {
  it("lets a checked token through under the usual limits", () =>
    expect(captchaOutcome({ token: "t", noScript: false, verdict: "passed" })).toEqual({ ok: true, withoutCaptcha: false }));
  it("refuses a refused token", () =>
    expect(captchaOutcome({ token: "t", noScript: false, verdict: "refused" })).toEqual({ ok: false, error: "authCaptchaRefused" }));
  it("refuses a form with JavaScript that brought no token", () =>
    expect(captchaOutcome({ token: null, noScript: false, verdict: null })).toEqual({ ok: false, error: "authCaptchaMissing" }));
  it("lets a form without JavaScript through under stricter limits", () =>
    expect(captchaOutcome({ token: null, noScript: true, verdict: null })).toEqual({ ok: true, withoutCaptcha: true }));
  it("sends under stricter limits when the captcha service is down", () =>
    expect(captchaOutcome({ token: "t", noScript: false, verdict: "unavailable" })).toEqual({ ok: true, withoutCaptcha: true }));
});
