import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/** False on the server and during hydration, true once JavaScript runs: pick the enhanced UI only then. */
export function useHydrated(): boolean {
  // React renders with the server snapshot while hydrating, then re-renders with the client's.
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
