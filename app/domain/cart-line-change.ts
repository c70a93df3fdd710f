/**
 * What one cart post does to one line, decided from the line's stored quantity alone (pure: the
 * repository runs it inside the transaction that holds the cart, so racing posts cannot interleave).
 */
import { decrement, increment, MAX_LINE_QUANTITY, parseQuantity, type IgnoredQuantityReason } from "./cart-lines";

export const LINE_INTENTS = ["add", "set", "increment", "decrement", "remove"] as const;
export type LineIntent = (typeof LINE_INTENTS)[number];

export type LineChange =
  | { kind: "quantity"; quantity: number }
  | { kind: "remove" }
  /** A typed quantity that cannot be used: nothing changes, the buyer is told why. */
  | { kind: "ignored"; reason: IgnoredQuantityReason }
  /** Only `add` creates a line; every other intent needs one. */
  | { kind: "notInCart" };

/** `current` is the stored quantity (null: no such line); `step` the product's quantity step. */
export function decideLineChange(intent: LineIntent, current: number | null, rawQuantity: unknown, step: number): LineChange {
  if (intent !== "add" && current === null) return { kind: "notInCart" };
  const bounded = (quantity: number): LineChange => (quantity > MAX_LINE_QUANTITY ? { kind: "ignored", reason: "tooLarge" } : { kind: "quantity", quantity });
  switch (intent) {
    case "add":
    case "set": {
      const input = parseQuantity(rawQuantity);
      if (input.kind === "ignored") return input;
      return bounded(intent === "add" ? (current ?? 0) + input.quantity : input.quantity);
    }
    case "increment":
      return bounded(increment(current!, step));
    case "decrement":
      return { kind: "quantity", quantity: decrement(current!, step) };
    case "remove":
      return { kind: "remove" };
  }
}
