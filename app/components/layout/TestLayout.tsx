import type { ReactNode } from "react";
import type { ToastMessage } from "~/client/toast-queue";
import { Toaster } from "./Toaster";

/** A bare page for test-only routes: no header or footer, just the content and the toaster. */
export function TestLayout({ toast, children }: { toast: ToastMessage | null; children: ReactNode }) {
  return (
    <>
      <main id="main-content" className="mx-auto max-w-3xl px-4 py-10">
        {children}
      </main>
      <Toaster toast={toast} />
    </>
  );
}
