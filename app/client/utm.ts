import { UTM_KEYS } from "~/domain/utm";
import { langFromPath } from "~/i18n/lang";

export { UTM_KEYS } from "~/domain/utm";

/** Spec 3/4: the tracking cookie holds a list of entries, one per page load that carried utm parameters. */
export const TRACKING_COOKIE = "trackingParams";
/** Keeps the cookie well under the 4 KB browser limit. */
export const MAX_TRACKING_ENTRIES = 20;

export type TrackingEntry = { slug: string } & Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** First segment of the page slug: `/es/productos/x` -> `productos`, `/` -> `` (home). */
function firstSlugSegment(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  if (langFromPath(pathname) === "es") segments.shift();
  return segments[0] ?? "";
}

/** The entry for a URL, or null when it has none of the five utm parameters. */
export function trackingEntryFor(url: URL): TrackingEntry | null {
  const entry: TrackingEntry = { slug: firstSlugSegment(url.pathname) };
  let found = false;
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value !== null) {
      entry[key] = value.slice(0, 200);
      found = true;
    }
  }
  return found ? entry : null;
}

/** Reads the stored list; anything unreadable counts as empty. */
export function parseTrackingCookie(value: string | undefined): TrackingEntry[] {
  if (!value) return [];
  try {
    const list: unknown = JSON.parse(decodeURIComponent(value));
    return Array.isArray(list) ? list.filter((e): e is TrackingEntry => typeof e === "object" && e !== null && typeof e.slug === "string") : [];
  } catch {
    return [];
  }
}

/** The cookie value with `entry` appended (oldest entries dropped past the limit). */
export function appendTrackingEntry(value: string | undefined, entry: TrackingEntry): string {
  const list = [...parseTrackingCookie(value), entry].slice(-MAX_TRACKING_ENTRIES);
  return encodeURIComponent(JSON.stringify(list));
}
