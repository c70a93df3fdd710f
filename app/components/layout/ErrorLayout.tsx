import type { ReactNode } from "react";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LoadingBar } from "./LoadingBar";
import type { ShellData } from "./nav-links";

/** Error pages keep the header and footer, so visitors can search or navigate away. */
export function ErrorLayout({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <LoadingBar failed />
      <Header shell={shell} />
      <main id="main-content" tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-16 focus:outline-none sm:px-6">
        {children}
      </main>
      <Footer shell={shell} />
    </div>
  );
}
