/**
 * The captcha of the sign-in e-mail step and the resend (reCAPTCHA v3): with JavaScript the form
 * sends a token the server checks; without it a `<noscript>` field says so, and the code is sent
 * under stricter rate limits. Pure rules; the check itself is app/services/captcha.
 */
import type { AuthErrorKey } from "./errors";

export const CAPTCHA_TOKEN_FIELD = "captchaToken";
/** Only present in a form posted with JavaScript off (it sits in `<noscript>`). */
export const CAPTCHA_NO_SCRIPT_FIELD = "captchaNoScript";
/** The reCAPTCHA action the sign-in forms execute; a token for another action is refused. */
export const CAPTCHA_ACTION = "login";
/** reCAPTCHA v3 scores 0 (bot) to 1 (person); Google's suggested threshold. */
export const CAPTCHA_MIN_SCORE = 0.5;

/** The verify endpoint's answer (the fields the rule reads). */
export type SiteVerifyAnswer = { success?: unknown; score?: unknown; action?: unknown };

/** A token passes when Google says so, for our action, with a person's score (v2 answers carry neither). */
export function tokenPasses(answer: SiteVerifyAnswer): boolean {
  if (answer.success !== true) return false;
  if (answer.action !== undefined && answer.action !== CAPTCHA_ACTION) return false;
  return typeof answer.score !== "number" || answer.score >= CAPTCHA_MIN_SCORE;
}

/** What the token check said; `unavailable`: the service did not answer in time or usefully. */
export type CaptchaVerdict = "passed" | "refused" | "unavailable";

export type CaptchaOutcome = { ok: true; withoutCaptcha: boolean } | { ok: false; error: AuthErrorKey };

/**
 * Whether a code may be asked for, and under which limits. A form with JavaScript must bring a token
 * (else: missing); a refused token is refused; with JavaScript off, or when the service is down, the
 * code goes out under the stricter limits rather than not at all.
 */
export function captchaOutcome(input: { token: string | null; noScript: boolean; verdict: CaptchaVerdict | null }): CaptchaOutcome {
  if (input.token) {
    if (input.verdict === "passed") return { ok: true, withoutCaptcha: false };
    if (input.verdict === "refused") return { ok: false, error: "authCaptchaRefused" };
    return { ok: true, withoutCaptcha: true };
  }
  return input.noScript ? { ok: true, withoutCaptcha: true } : { ok: false, error: "authCaptchaMissing" };
}
