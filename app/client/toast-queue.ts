import type { ToastMessage } from "~/domain/toast";

export type { ToastMessage, ToastType } from "~/domain/toast";

/** Toasts (docs/site.md#toasts): at most 5 kept, newest last; removal marks closed, then deletes after 200 ms. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 200;
export const TOAST_STACK_SCALE_STEP = 0.05;
export const TOAST_STACK_GAP_PX = 16;

export type ToastItem = ToastMessage & { open: boolean };

export type ToastAction = { type: "add"; toast: ToastMessage } | { type: "close"; id: string } | { type: "remove"; id: string };

export function toastReducer(state: readonly ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case "add":
      if (state.some((t) => t.id === action.toast.id)) return [...state];
      return [...state, { ...action.toast, open: true }].slice(-TOAST_LIMIT);
    case "close":
      return state.map((t) => (t.id === action.id ? { ...t, open: false } : t));
    case "remove":
      return state.filter((t) => t.id !== action.id);
  }
}

/** Older toasts shrink behind the newest: scale 1, 0.95, 0.9 ... */
export function stackScale(index: number, count: number): number {
  return 1 - TOAST_STACK_SCALE_STEP * (count - 1 - index);
}
