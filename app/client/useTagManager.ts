import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Reports a page view to the tag manager on every route change (the first load included). */
export function useTagManagerPageviews(gtmId: string | null) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!gtmId) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: "pageview", page_path: pathname + search });
  }, [gtmId, pathname, search]);
}
