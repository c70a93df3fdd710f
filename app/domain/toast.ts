/** A short message shown on the next page after a change (docs/site.md#toasts). */
export const TOAST_TYPES = ["success", "error", "info", "warning"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** What a server flash carries; `id` is a timestamp string. */
export type ToastMessage = { id: string; type: ToastType; title: string; description?: string };
