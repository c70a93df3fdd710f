import { useEffect, useSyncExternalStore } from "react";
import { useHydrated } from "./useHydrated";

/*
 * When a running page applies the whole stylesheet. Applying it restyles every element of the page (on a slow phone,
 * tens of milliseconds of main thread during the load), and what the server rendered needs none of it: its rules are
 * inline. So it applies on the visitor's first input (what scripts render next, another page or a dialog, follows an
 * input), when a navigation starts, or when a component renders something the server did not (`useBrowserOnlyUi`).
 */

const INPUTS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the whole stylesheet from now on. */
export function wantFullStylesheet(): void {
  if (wanted) return;
  wanted = true;
  for (const input of INPUTS) document.removeEventListener(input, wantFullStylesheet, true);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (!wanted && listeners.size === 0) for (const input of INPUTS) document.addEventListener(input, wantFullStylesheet, { capture: true, passive: true });
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the page asked for the whole stylesheet yet (false on the server and while hydrating). */
export function useFullStylesheetWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** `useHydrated` for a component whose browser-only rendering may use rules the page's inline ones left out. */
export function useBrowserOnlyUi(): boolean {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) wantFullStylesheet();
  }, [hydrated]);
  return hydrated;
}
