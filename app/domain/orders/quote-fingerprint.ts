/**
 * The fingerprint of the quote a buyer reviewed: its lines (part, quantity, list and sale price) and every
 * charge. "Place order" carries it back; the order is placed only when a fresh quote has the same
 * fingerprint, else the buyer is shown what changed. It needs no secret: whatever it says, the order is
 * stored from the fresh quote, so a forged fingerprint can only make the buyer review again.
 */
import { z } from "zod";
import type { Charges } from "../charges";

export type FingerprintLine = { pn: string; quantity: number; listPriceCents: number; saleCents: number };

/** Shipping null: TBD. */
export type FingerprintTotals = {
  subtotalCents: number;
  handlingCents: number;
  tariffCents: number;
  tariffSurchargeCents: number;
  internationalFeeCents: number;
  shippingCents: number | null;
  taxCents: number;
  totalCents: number;
};

export type QuoteFingerprint = { lines: FingerprintLine[]; totals: FingerprintTotals };

export function fingerprintOf(lines: readonly FingerprintLine[], charges: Charges): QuoteFingerprint {
  return {
    lines: lines.map(({ pn, quantity, listPriceCents, saleCents }) => ({ pn, quantity, listPriceCents, saleCents })),
    totals: {
      subtotalCents: charges.subtotalCents,
      handlingCents: charges.handlingCents,
      tariffCents: charges.tariffCents,
      tariffSurchargeCents: charges.tariffSurchargeCents,
      internationalFeeCents: charges.internationalFeeCents,
      shippingCents: charges.shipping.kind === "amount" ? charges.shipping.cents : null,
      taxCents: charges.taxCents,
      totalCents: charges.totalCents,
    },
  };
}

const TOTAL_KEYS = [
  "subtotalCents",
  "handlingCents",
  "tariffCents",
  "tariffSurchargeCents",
  "internationalFeeCents",
  "shippingCents",
  "taxCents",
  "totalCents",
] as const;

/** The form value: compact JSON, lines as `[pn, quantity, list, sale]` and the totals in `TOTAL_KEYS` order. */
export function encodeFingerprint(fingerprint: QuoteFingerprint): string {
  return JSON.stringify([fingerprint.lines.map((l) => [l.pn, l.quantity, l.listPriceCents, l.saleCents]), TOTAL_KEYS.map((key) => fingerprint.totals[key])]);
}

const cents = z.number().int();
const encodedSchema = z.tuple([
  z.array(z.tuple([z.string().min(1).max(100), z.number().int().min(1), cents, cents])).max(10_000),
  z.tuple([cents, cents, cents, cents, cents, cents.nullable(), cents, cents]),
]);

/** A posted fingerprint, or null when it is not one (missing, tampered beyond reading). */
export function decodeFingerprint(raw: unknown): QuoteFingerprint | null {
  if (typeof raw !== "string" || raw.length > 1_000_000) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = encodedSchema.safeParse(value);
  if (!parsed.success) return null;
  const [lines, totals] = parsed.data;
  return {
    lines: lines.map(([pn, quantity, listPriceCents, saleCents]) => ({ pn, quantity, listPriceCents, saleCents })),
    totals: Object.fromEntries(TOTAL_KEYS.map((key, i) => [key, totals[i]])) as FingerprintTotals,
  };
}

/** What differs between the reviewed quote and the fresh one, line by line, then the totals. */
export type QuoteChange =
  | { kind: "gone"; pn: string }
  | { kind: "added"; pn: string }
  | { kind: "quantity"; pn: string; before: number; after: number }
  | { kind: "price"; pn: string; beforeCents: number; afterCents: number }
  | { kind: "totals"; before: FingerprintTotals; after: FingerprintTotals };

/** Empty exactly when the two fingerprints agree (line order aside). */
export function quoteChanges(reviewed: QuoteFingerprint, current: QuoteFingerprint): QuoteChange[] {
  const now = new Map(current.lines.map((line) => [line.pn, line]));
  const before = new Set(reviewed.lines.map((line) => line.pn));
  const changes: QuoteChange[] = [];
  for (const line of reviewed.lines) {
    const fresh = now.get(line.pn);
    if (!fresh) changes.push({ kind: "gone", pn: line.pn });
    else if (fresh.quantity !== line.quantity) changes.push({ kind: "quantity", pn: line.pn, before: line.quantity, after: fresh.quantity });
    else if (fresh.saleCents !== line.saleCents || fresh.listPriceCents !== line.listPriceCents) {
      changes.push({ kind: "price", pn: line.pn, beforeCents: line.saleCents, afterCents: fresh.saleCents });
    }
  }
  for (const line of current.lines) if (!before.has(line.pn)) changes.push({ kind: "added", pn: line.pn });
  if (TOTAL_KEYS.some((key) => reviewed.totals[key] !== current.totals[key])) changes.push({ kind: "totals", before: reviewed.totals, after: current.totals });
  return changes;
}
