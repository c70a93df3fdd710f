import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** Spec 2: a hash target scrolls smoothly, 80 px below the top (clear of the header), after 500 ms. */
export const HASH_SCROLL_DELAY_MS = 500;
export const HASH_SCROLL_OFFSET_PX = 80;

/** Top-of-page and restored positions come from Remix's ScrollRestoration; this adds the hash case. */
export function useHashScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
      window.scrollTo({ top, behavior: "smooth" });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key]);
}
