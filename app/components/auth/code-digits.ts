import { CODE_LENGTH } from "~/domain/auth/one-time-code";

export type Digits = readonly string[];

export const emptyDigits = (): string[] => Array.from({ length: CODE_LENGTH }, () => "");

/**
 * Puts typed or pasted text into the boxes from box `at` on: digits only, one per box, the rest dropped.
 * A whole code pasted anywhere fills all boxes. Returns the boxes and the box to focus next.
 */
export function fillDigits(digits: Digits, at: number, text: string): { digits: string[]; focus: number } {
  const incoming = text.replace(/\D/g, "").split("");
  const next = [...digits];
  if (incoming.length === 0) {
    next[at] = "";
    return { digits: next, focus: at };
  }
  const start = incoming.length >= CODE_LENGTH ? 0 : at;
  let index = start;
  for (const digit of incoming) {
    if (index >= CODE_LENGTH) break;
    next[index] = digit;
    index += 1;
  }
  return { digits: next, focus: Math.min(index, CODE_LENGTH - 1) };
}
