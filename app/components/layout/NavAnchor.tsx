import type { ReactNode } from "react";
import { SiteLink } from "~/components/ui/SiteLink";
import { isExternal, type NavLink } from "./nav-links";

/** A menu link: navigated on the client inside the site (SiteLink), a plain anchor for external addresses. */
export function NavAnchor({ link, className, children }: { link: NavLink; className?: string; children?: ReactNode }) {
  if (isExternal(link)) {
    return (
      <a href={link.to} className={className} rel="noopener">
        {children ?? link.label}
      </a>
    );
  }
  return (
    <SiteLink to={link.to} className={className}>
      {children ?? link.label}
    </SiteLink>
  );
}
