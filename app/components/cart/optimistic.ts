import { decideLineChange, LINE_INTENTS, type LineIntent } from "~/domain/cart-line-change";

/** One fetcher per line, so a newer change of a line cancels its older one still on the way. */
export const lineFetcherKey = (pn: string) => `cart-line-${pn}`;

const isLineIntent = (value: unknown): value is LineIntent => LINE_INTENTS.includes(value as LineIntent);

/**
 * The quantity a line shows while its post is on the way, by the same rule the server applies:
 * null once it is being removed, the stored quantity when the post would change nothing.
 */
export function optimisticQuantity(stored: number, step: number, pending: FormData | undefined): number | null {
  const intent = pending?.get("intent");
  if (!pending || !isLineIntent(intent)) return stored;
  const change = decideLineChange(intent, stored, pending.get("quantity") ?? undefined, step);
  if (change.kind === "remove") return null;
  return change.kind === "quantity" ? change.quantity : stored;
}
