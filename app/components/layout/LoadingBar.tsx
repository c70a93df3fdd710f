import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/** Spec 9: throttle 200 ms, duration 2000 ms, height 3 px, hide delay 500 ms, reset delay 400 ms. */
export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 2000;
export const LOADING_HIDE_DELAY_MS = 500;
export const LOADING_RESET_DELAY_MS = 400;

type Phase = "idle" | "running" | "finishing" | "fading";

/** Set once the first bar has mounted in the browser: later mounts come from client navigations. */
let mountedBefore = false;

/**
 * A thin bar at the top while a navigation loads (only when it takes longer than the throttle).
 * A navigation that ends on an error swaps the layout, remounting the bar: the error layout's bar
 * (`failed`) then finishes in the error colour.
 */
export function LoadingBar({ failed = false }: { failed?: boolean }) {
  const busy = useNavigation().state !== "idle";
  // The server and the hydrating browser never start finishing, so both render nothing at first.
  const [phase, setPhase] = useState<Phase>(() => (failed && mountedBefore ? "finishing" : "idle"));

  useEffect(() => {
    mountedBefore = true;
  }, []);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setPhase("running"), LOADING_THROTTLE_MS);
    // The navigation ended: a bar already showing finishes; one still within the throttle never shows.
    return () => {
      clearTimeout(timer);
      setPhase((current) => (current === "running" ? "finishing" : current));
    };
  }, [busy]);

  useEffect(() => {
    if (phase === "finishing") {
      const timer = setTimeout(() => setPhase("fading"), LOADING_HIDE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (phase === "fading") {
      const timer = setTimeout(() => setPhase("idle"), LOADING_RESET_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  if (phase === "idle") return null;
  return (
    <div aria-hidden className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-[3px]">
      <div
        className={`h-full ${failed ? "bg-error-600" : "bg-primary-500"} ${phase === "running" ? "loading-bar-running" : "w-full"}`}
        style={{
          animationDuration: `${LOADING_DURATION_MS}ms`,
          opacity: phase === "fading" ? 0 : 1,
          transition: `width 200ms ease-out, opacity ${LOADING_RESET_DELAY_MS}ms ease-in`,
        }}
      />
    </div>
  );
}
