import { captchaOutcome, tokenPasses, type CaptchaOutcome, type CaptchaVerdict, type SiteVerifyAnswer } from "~/domain/auth/captcha";
import { getConfig } from "~/config.server";
import { log } from "~/services/observability/log.server";

/** The longest wait for the verify endpoint; after it the token counts as unchecked. */
export const CAPTCHA_TIMEOUT_MS = 5000;

type VerifyOptions = { url: string; secret: string; timeoutMs?: number; fetch?: typeof fetch };

/** Asks the verify endpoint (reCAPTCHA siteverify: form-encoded secret, response, remoteip) about a token. */
export async function verifyCaptchaToken(token: string, ip: string, options: VerifyOptions): Promise<CaptchaVerdict> {
  try {
    const response = await (options.fetch ?? fetch)(options.url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: options.secret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(options.timeoutMs ?? CAPTCHA_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return tokenPasses((await response.json()) as SiteVerifyAnswer) ? "passed" : "refused";
  } catch (error) {
    log.warn({ err: error }, "captcha: the token could not be checked");
    return "unavailable";
  }
}

/** The sign-in form's captcha (app/domain/auth/captcha.ts); with no keys configured there is none to pass. */
export async function checkSignInCaptcha(input: { token: string | null; noScript: boolean; ip: string }): Promise<CaptchaOutcome> {
  const config = getConfig();
  if (!config.captcha) return { ok: true, withoutCaptcha: false };
  const verdict = input.token ? await verifyCaptchaToken(input.token, input.ip, { url: config.CAPTCHA_VERIFY_URL, secret: config.CAPTCHA_SECRET_KEY! }) : null;
  return captchaOutcome({ token: input.token, noScript: input.noScript, verdict });
}
