import { useEffect, useRef } from "react";

/** Form validation waits this long after the last keystroke (docs/sign-in.md#login-flow). */
export const INPUT_DELAY_MS = 300;

/** An input handler that runs `validate` once typing has paused for the input delay. */
export function useDelayedValidation(validate: () => void): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(validate);
  // Updated after each render (not during it): the timer fires later and must see the current form.
  useEffect(() => {
    latest.current = validate;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), INPUT_DELAY_MS);
  };
}
