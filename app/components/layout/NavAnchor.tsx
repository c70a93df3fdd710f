import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { isExternal, type NavLink } from "./nav-links";

/** A menu link: client navigation inside the site, a plain anchor for external addresses. */
export function NavAnchor({ link, className, children }: { link: NavLink; className?: string; children?: ReactNode }) {
  if (isExternal(link)) {
    return (
      <a href={link.to} className={className} rel="noopener">
        {children ?? link.label}
      </a>
    );
  }
  return (
    <Link to={link.to} className={className} prefetch="intent">
      {children ?? link.label}
    </Link>
  );
}
