import { Overlay, type OverlayProps } from "./Overlay";

/** A centred modal (a bottom sheet on phones), opened by the URL. */
export function Dialog(props: OverlayProps) {
  return <Overlay {...props} variant="dialog" />;
}
