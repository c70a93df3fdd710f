import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { appendTrackingEntry, TRACKING_COOKIE, trackingEntryFor } from "./utm";

const TRACKING_MAX_AGE_S = 90 * 24 * 60 * 60;

function readCookie(name: string): string | undefined {
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Spec 4: each page load with a utm parameter appends an entry to the tracking cookie list. */
export function useUtmTracking() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const entry = trackingEntryFor(new URL(pathname + search, window.location.origin));
    if (!entry) return;
    const value = appendTrackingEntry(readCookie(TRACKING_COOKIE), entry);
    document.cookie = `${TRACKING_COOKIE}=${value}; Path=/; Max-Age=${TRACKING_MAX_AGE_S}; SameSite=Lax`;
  }, [pathname, search]);
}
