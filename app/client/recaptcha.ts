/** The part of reCAPTCHA v3's browser API the sign-in forms use. */
export type Grecaptcha = { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** How long the script may take to load before the form says it failed. */
const SCRIPT_TIMEOUT_MS = 10_000;

let loading: Promise<Grecaptcha> | undefined;

/**
 * Loads reCAPTCHA's script once, when a protected form first needs it (not on every page); a
 * failed load is tried again the next time.
 */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    const timer = setTimeout(() => reject(new Error("captcha: the script did not load in time")), SCRIPT_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error("captcha: the script loaded without grecaptcha"));
    };
    script.onerror = () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error("captcha: the script failed to load"));
    };
    document.head.appendChild(script);
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

/** A fresh token for the sign-in action (valid two minutes, single use). */
export async function captchaToken(siteKey: string, action: string): Promise<string> {
  return (await loadRecaptcha(siteKey)).execute(siteKey, { action });
}
