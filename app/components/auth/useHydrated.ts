import { useEffect, useState } from "react";

let hydrated = false;

/** False on the server and during hydration, true once JavaScript runs: pick the enhanced UI only then. */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setValue(true);
  }, []);
  return value;
}
