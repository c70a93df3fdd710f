import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { CLIENT_NAV_ATTRIBUTE, clientNavigationPath } from "./menu-navigation";

/** Client navigation for the plain anchors marked `data-client-nav` (app/client/menu-navigation.ts says why). */
export function useMenuNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[${CLIENT_NAV_ATTRIBUTE}]`);
      if (!(link instanceof HTMLAnchorElement)) return;
      const path = clientNavigationPath(event, { href: link.href, target: link.target, hasDownload: link.hasAttribute("download") }, window.location.origin);
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
