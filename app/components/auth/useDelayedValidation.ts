import { useEffect, useRef } from "react";

/** Form validation waits this long after the last keystroke (docs/sign-in.md#login-flow). */
export const INPUT_DELAY_MS = 300;

/**
 * An input handler that runs `validate` once typing has paused for the input delay, if the form
 * `formId` is still in the page then. React removes a form from the page before it runs the effect
 * cleanups that clear the timer, so a form just submitted and closed (the sign-in done) could
 * otherwise be validated while gone: conform throws on a form it cannot find.
 */
export function useDelayedValidation(formId: string, validate: () => void): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(validate);
  // Updated after each render (not during it): the timer fires later and must see the current form.
  useEffect(() => {
    latest.current = validate;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (document.forms.namedItem(formId)) latest.current();
    }, INPUT_DELAY_MS);
  };
}
