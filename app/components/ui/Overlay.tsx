import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { useT } from "~/i18n/useT";

export type OverlayProps = {
  open: boolean;
  title: ReactNode;
  /** Where closing goes (usually the current URL without the opening parameter); null: cannot be closed. */
  closeTo: string | null;
  children: ReactNode;
  /** What takes focus when it opens (the panel itself when not given). */
  initialFocus?: RefObject<HTMLElement>;
};

type Variant = "dialog" | "slideOver";

const layout: Record<Variant, { frame: string; panel: string }> = {
  dialog: {
    frame: "items-end justify-center p-0 sm:items-center sm:p-4",
    panel: "max-h-[90vh] w-full overflow-y-auto rounded-t-xl sm:max-w-lg sm:rounded-xl",
  },
  slideOver: {
    frame: "justify-end",
    panel: "h-full w-full overflow-y-auto sm:max-w-md",
  },
};

/**
 * Dialog and slide-over share this: rendered open by the server when `open`, closed by a link.
 * With JavaScript it also takes focus when it opens and closes on Escape.
 */
export function Overlay({ open, title, closeTo, children, initialFocus, variant }: OverlayProps & { variant: Variant }) {
  const { t } = useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    (initialFocus?.current ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && closeTo !== null) navigate(closeTo, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus();
    };
  }, [open, closeTo, navigate, initialFocus]);

  if (!open) return null;
  const { frame, panel: panelClass } = layout[variant];
  return (
    <div className={`fixed inset-0 z-50 flex ${frame}`}>
      {closeTo !== null ? (
        <Link to={closeTo} preventScrollReset tabIndex={-1} aria-hidden className="absolute inset-0 bg-neutral-900/50" />
      ) : (
        <div className="absolute inset-0 bg-neutral-900/50" />
      )}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative bg-white shadow-xl focus:outline-none ${panelClass}`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-neutral-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-neutral-900">
            {title}
          </h2>
          {closeTo !== null ? (
            <Link
              to={closeTo}
              preventScrollReset
              className="-m-1 rounded p-1 text-neutral-500 hover:text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600"
            >
              <span className="sr-only">{t("shellClose")}</span>
              <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
              </svg>
            </Link>
          ) : null}
        </div>
        <div className="px-5 py-4">{children}</div>
      </div>
    </div>
  );
}
