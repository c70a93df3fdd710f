import { useRef } from "react";
import { useDisclosureDismiss } from "~/client/useDisclosureDismiss";
import { MainBar } from "./MainBar";
import type { ShellData } from "./nav-links";
import { MenuButton, SiteNav } from "./SiteNav";
import { TopBar } from "./TopBar";

/** The header's three blocks: top bar, main bar, navigation. */
export function Header({ shell }: { shell: ShellData }) {
  const ref = useRef<HTMLElement>(null);
  useDisclosureDismiss(ref);
  return (
    <header ref={ref} className="relative z-40">
      <TopBar company={shell.company} />
      <MainBar siteName={shell.siteName} menu={<MenuButton />} />
      <SiteNav shell={shell} />
    </header>
  );
}
