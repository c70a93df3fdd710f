import type { ReactNode } from "react";
import type { ToastMessage } from "~/client/toast-queue";
import { useT } from "~/i18n/useT";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LoadingBar } from "./LoadingBar";
import type { ShellData } from "./nav-links";
import { Toaster } from "./Toaster";
import { TrustStrip } from "./TrustStrip";

function SkipLink() {
  const { t } = useT();
  return (
    <a
      href="#main-content"
      className="sr-only z-[80] rounded-md bg-white px-4 py-2 text-sm font-semibold text-neutral-900 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus-visible:ring-2 focus-visible:ring-info-600"
    >
      {t("shellSkipToContent")}
    </a>
  );
}

/** Header (three blocks), the page, then the trust strip and the footer. */
export function DefaultLayout({ shell, toast, children }: { shell: ShellData; toast: ToastMessage | null; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <LoadingBar />
      <Header shell={shell} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <TrustStrip company={shell.company} />
      <Footer shell={shell} />
      <Toaster toast={toast} />
    </div>
  );
}
