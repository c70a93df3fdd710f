import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { QuickOrderAnswer, QuickOrderPreviewAnswer } from "~/services/cart/quick-order-report";

/** Typing or pasting pauses this long before the lines are checked: one check per pause, not per key. */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The preview of the quick order form's lines: the same form posted with `intent=preview` through a fetcher after
 * a pause in typing, so the server checks and prices what the post would add. A newer check aborts the one in
 * flight (the fetcher's own rule), so an older answer never replaces a newer one.
 */
export function useQuickOrderPreview(action: string | undefined) {
  const fetcher = useFetcher<QuickOrderPreviewAnswer | QuickOrderAnswer>();
  const { submit } = fetcher;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [shown, setShown] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const check = useCallback(
    (form: HTMLFormElement | null) => {
      clearTimeout(timer.current);
      const data = form ? new FormData(form) : null;
      const lines = data?.get("lines");
      if (!data || typeof lines !== "string" || lines.trim() === "") {
        setShown(false);
        return;
      }
      data.set("intent", "preview");
      data.delete("use");
      submit(data, { method: "post", encType: "multipart/form-data", action });
      setShown(true);
    },
    [submit, action],
  );
  const checkSoon = useCallback(
    (form: HTMLFormElement | null) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => check(form), PREVIEW_DEBOUNCE_MS);
    },
    [check],
  );
  /** Hides the preview of lines the box no longer holds (after the form was posted). */
  const hide = useCallback(() => setShown(false), []);
  const preview = shown && fetcher.data && "preview" in fetcher.data ? fetcher.data.preview : null;
  return { preview, busy: fetcher.state !== "idle", check, checkSoon, hide };
}
