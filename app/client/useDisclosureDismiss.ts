import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

const openDetails = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLDetailsElement>("details[open]"));

/**
 * Menus are `<details>` so they open without JavaScript. With it, they also close on navigation,
 * on Escape (focus back on the summary), on a click elsewhere, and one top-level menu at a time.
 */
export function useDisclosureDismiss(ref: RefObject<HTMLElement>) {
  const location = useLocation();
  // The page whose menus are shown: one opened before the scripts ran stays open when they do.
  const shownKey = useRef(location.key);

  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (ref.current) for (const d of openDetails(ref.current)) d.open = false;
  }, [ref, location.key]);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const current = (event.target as HTMLElement).closest?.("details[open]") as HTMLDetailsElement | null;
      if (!current || !root.contains(current)) return;
      current.open = false;
      current.querySelector("summary")?.focus();
    };
    const onClick = (event: MouseEvent) => {
      for (const d of openDetails(root)) if (!d.contains(event.target as Node)) d.open = false;
    };
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.open || !opened.matches("[data-menu-root]")) return;
      for (const d of openDetails(root)) if (d !== opened && d.matches("[data-menu-root]") && !d.contains(opened)) d.open = false;
    };
    root.addEventListener("keydown", onKey);
    root.addEventListener("toggle", onToggle, true);
    document.addEventListener("click", onClick);
    return () => {
      root.removeEventListener("keydown", onKey);
      root.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("click", onClick);
    };
  }, [ref]);
}
