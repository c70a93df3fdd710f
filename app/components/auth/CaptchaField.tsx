import { useEffect, useState } from "react";
import { captchaToken } from "~/client/recaptcha";
import { CAPTCHA_ACTION, CAPTCHA_NO_SCRIPT_FIELD, CAPTCHA_TOKEN_FIELD } from "~/domain/auth/captcha";
import { useRootData } from "~/root-data";
import { FormAlert } from "./FormAlert";

/** Tokens live two minutes: a fresh one well before. */
const TOKEN_REFRESH_MS = 90_000;

/**
 * The captcha of a sign-in form (docs/sign-in.md#captcha), only when configured: with JavaScript a
 * hidden field holds a fresh reCAPTCHA v3 token (a new one after every answer, `renewOn`); without
 * it the `<noscript>` field tells the server, which then sends under stricter limits. A script that
 * cannot load is said under the form.
 */
export function CaptchaField({ renewOn }: { renewOn?: unknown }) {
  const siteKey = useRootData()?.config.captchaSiteKey ?? null;
  const [token, setToken] = useState("");
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!siteKey) return;
    let current = true;
    const renew = () =>
      captchaToken(siteKey, CAPTCHA_ACTION).then(
        (value) => current && (setToken(value), setFailed(false)),
        (error: unknown) => {
          console.error(error);
          if (current) setFailed(true);
        },
      );
    void renew();
    const timer = setInterval(() => void renew(), TOKEN_REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [siteKey, renewOn]);

  if (!siteKey) return null;
  return (
    <>
      <input type="hidden" name={CAPTCHA_TOKEN_FIELD} value={token} />
      <noscript>
        <input type="hidden" name={CAPTCHA_NO_SCRIPT_FIELD} value="1" />
      </noscript>
      {failed ? <FormAlert errors={["authCaptchaScriptFailed"]} /> : null}
    </>
  );
}
