import { Overlay, type OverlayProps } from "./Overlay";

/** A panel sliding in from the right (address book, carrier choice), opened by the URL. */
export function SlideOver(props: OverlayProps) {
  return <Overlay {...props} variant="slideOver" />;
}
