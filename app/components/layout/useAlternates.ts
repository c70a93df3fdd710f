import { useMatches } from "@remix-run/react";
import type { Alternates } from "~/i18n/alternates";

/** The deepest matched route's `alternates` (null on error pages and routes that give none). */
export function useAlternates(): Alternates | null {
  const data = useMatches().at(-1)?.data as { alternates?: Alternates } | null | undefined;
  return data?.alternates ?? null;
}
