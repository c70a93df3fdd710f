import { useEffect, useReducer, useRef } from "react";
import {
  stackScale,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  TOAST_STACK_GAP_PX,
  toastReducer,
  type ToastMessage,
  type ToastType,
} from "~/client/toast-queue";
import { useT } from "~/i18n/useT";

const accent: Record<ToastType, string> = {
  success: "border-success-600",
  error: "border-error-600",
  info: "border-info-600",
  warning: "border-warning-500",
};

/**
 * Bottom-right toasts fed by the server's flash message. Rendered by the server, so they show without
 * JavaScript (a CSS animation hides them after the same 5 s); with it, the queue closes and removes them.
 */
export function Toaster({ toast }: { toast: ToastMessage | null }) {
  const { t } = useT();
  const [toasts, dispatch] = useReducer(toastReducer, toast ? [{ ...toast, open: true }] : []);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (toast) dispatch({ type: "add", toast });
  }, [toast]);

  useEffect(() => {
    for (const item of toasts) {
      const key = `${item.id}:${item.open}`;
      if (timers.current.has(key)) continue;
      timers.current.set(
        key,
        item.open
          ? setTimeout(() => dispatch({ type: "close", id: item.id }), TOAST_DURATION_MS)
          : setTimeout(() => dispatch({ type: "remove", id: item.id }), TOAST_REMOVE_DELAY_MS),
      );
    }
  }, [toasts]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return (
    <section
      aria-label={t("shellNotifications")}
      aria-live="polite"
      className="pointer-events-none fixed bottom-4 right-4 z-[60] flex w-[calc(100%-2rem)] max-w-sm flex-col"
      style={{ gap: TOAST_STACK_GAP_PX }}
    >
      {toasts.map((item, i) => (
        <div
          key={item.id}
          role={item.type === "error" ? "alert" : "status"}
          data-state={item.open ? "open" : "closed"}
          className={`toast-autohide pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 bg-white p-4 shadow-lg ring-1 ring-neutral-900/10 transition duration-200 ${accent[item.type]} ${
            item.open ? "opacity-100" : "opacity-0"
          }`}
          style={{ transform: `scale(${stackScale(i, toasts.length)})`, transformOrigin: "bottom right" }}
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-neutral-900">{item.title}</p>
            {item.description ? <p className="mt-1 text-sm text-neutral-600">{item.description}</p> : null}
          </div>
          <button
            type="button"
            onClick={() => dispatch({ type: "close", id: item.id })}
            className="-m-1 rounded p-1 text-neutral-400 hover:text-neutral-700 focus-ring"
          >
            <span className="sr-only">{t("shellCloseNotification")}</span>
            <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </section>
  );
}
