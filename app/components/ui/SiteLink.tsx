import type { AnchorHTMLAttributes } from "react";
import { CLIENT_NAV_ATTRIBUTE } from "~/client/menu-navigation";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A link to a page of the site that pages show by the dozen (menus, footer, product and article cards): a plain
 * anchor that the document's one click listener navigates on the client (app/client/menu-navigation.ts), where a
 * Remix `<Link>` would cost hooks, listeners and route discovery for each at hydration.
 */
export function SiteLink({ to, children, ...anchor }: Props) {
  return (
    <a href={to} {...anchor} {...{ [CLIENT_NAV_ATTRIBUTE]: "" }}>
      {children}
    </a>
  );
}
