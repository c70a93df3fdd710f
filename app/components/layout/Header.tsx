import { useRef } from "react";
import { useDisclosureDismiss } from "~/client/useDisclosureDismiss";
import { DesktopNav } from "./DesktopNav";
import { MainBar } from "./MainBar";
import { MobileNav } from "./MobileNav";
import type { ShellData } from "./shell-data";
import { TopBar } from "./TopBar";

/** The header's three blocks: top bar, main bar, navigation. */
export function Header({ shell }: { shell: ShellData }) {
  const ref = useRef<HTMLElement>(null);
  useDisclosureDismiss(ref);
  return (
    <header ref={ref} className="relative z-40">
      <TopBar company={shell.company} />
      <MainBar siteName={shell.siteName} menu={<MobileNav shell={shell} />} />
      <DesktopNav shell={shell} />
    </header>
  );
}
