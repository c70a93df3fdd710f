import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/Button";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import type { LoginActionData } from "./login-result";
import type { LoginPlace } from "./login-urls";
import { CaptchaField } from "./CaptchaField";
import { Honeypot } from "./Honeypot";
import { PlaceFields } from "./PlaceFields";
import { resendLabelSeconds, secondsUntil } from "~/domain/auth/resend";
import { useBrowserOnlyUi } from "~/components/ui/full-stylesheet";

type ResendFormProps = { place: LoginPlace; email: string; secondsLeft: number };

/** Seconds left, ticking down from the server's count once JavaScript runs. */
function useCountdown(initialSeconds: number): number {
  const [left, setLeft] = useState(initialSeconds);
  const [countedFrom, setCountedFrom] = useState(initialSeconds);
  // A new count from the server restarts the countdown in this same render.
  if (countedFrom !== initialSeconds) {
    setCountedFrom(initialSeconds);
    setLeft(initialSeconds);
  }
  useEffect(() => {
    if (initialSeconds <= 0) return;
    const deadline = Date.now() + initialSeconds * 1000;
    const timer = setInterval(() => {
      const next = secondsUntil(deadline, Date.now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [initialSeconds]);
  return left;
}

/**
 * Sends a new code. The server refuses a resend within 60 seconds of the last send; the button
 * mirrors that: disabled while counting down, the label showing the seconds between 59 and 1.
 * Without JavaScript the page says how long to wait and the button stays as the server rendered it.
 */
export function ResendForm({ place, email, secondsLeft }: ResendFormProps) {
  const { t, lang } = useT();
  const hydrated = useBrowserOnlyUi();
  const fetcher = useFetcher<LoginActionData>({ key: `login-resend-${place.kind}` });
  const left = useCountdown(secondsLeft);
  const pending = fetcher.state !== "idle";
  const shown = hydrated ? resendLabelSeconds(left) : null;

  return (
    <fetcher.Form method="post" action={href("login", {}, lang)} className="flex flex-col items-start gap-1">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <PlaceFields place={place} />
      <Honeypot />
      <CaptchaField renewOn={fetcher.data} />
      <Button type="submit" variant="ghost" size="sm" disabled={left > 0 || pending}>
        {shown === null ? t("loginResend") : t("loginResendIn", [shown])}
      </Button>
      {!hydrated && left > 0 ? <p className="text-xs text-neutral-500">{t("loginResendWait", [left])}</p> : null}
    </fetcher.Form>
  );
}
