/**
 * The fingerprint of the order a buyer reviewed: the quote's lines (part, quantity, list and sale price) and every
 * charge, and the choices the review showed (both addresses as written, carrier and method, shipper number, PO
 * number, notes). "Place order" carries it back; the order is placed only when a fresh quote of the posted choices
 * has the same fingerprint, else the buyer is shown what changed. It needs no secret: whatever it says, the order
 * is stored from the fresh quote and the posted choices, so a forged fingerprint can only make the buyer review again.
 */
import { z } from "zod";
import { CONTACT_FIELDS } from "../address/contact-schema";
import type { Charges } from "../charges";
import type { ContactSnapshot } from "./order";

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

/** What the review showed besides the quote: the addresses, the carrier option (`fedex:ground`), and what was typed. */
export type FingerprintChoices = {
  billing: ContactSnapshot;
  shipping: ContactSnapshot;
  carrier: string;
  shipperNumber: string;
  poNumber: string;
  notes: string;
};

export type QuoteFingerprint = { lines: FingerprintLine[]; totals: FingerprintTotals; choices: FingerprintChoices };

export function fingerprintOf(lines: readonly FingerprintLine[], charges: Charges, choices: FingerprintChoices): QuoteFingerprint {
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
    choices: { ...choices, billing: addressOf(choices.billing), shipping: addressOf(choices.shipping) },
  };
}

/** A contact as the review shows it: its id, then the address form's fields but the tax flag. */
const ADDRESS_KEYS = ["id", ...CONTACT_FIELDS.filter((field) => field !== "taxable")] as readonly (keyof ContactSnapshot)[];

const addressOf = (contact: ContactSnapshot): ContactSnapshot => Object.fromEntries(ADDRESS_KEYS.map((key) => [key, contact[key]])) as ContactSnapshot;

/** The choices a change can concern, in the order the review shows them. */
export const CHOICE_KEYS = ["billing", "shipping", "carrier", "shipperNumber", "poNumber", "notes"] as const satisfies readonly (keyof FingerprintChoices)[];
export type ChoiceKey = (typeof CHOICE_KEYS)[number];

const sameChoice = (key: ChoiceKey, a: FingerprintChoices, b: FingerprintChoices) =>
  key === "billing" || key === "shipping" ? ADDRESS_KEYS.every((field) => a[key][field] === b[key][field]) : a[key] === b[key];

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

/**
 * The form value: compact JSON, lines as `[pn, quantity, list, sale]`, the totals in `TOTAL_KEYS` order, then the
 * choices in `CHOICE_KEYS` order (an address as its fields in `ADDRESS_KEYS` order).
 */
export function encodeFingerprint(fingerprint: QuoteFingerprint): string {
  const { lines, totals, choices } = fingerprint;
  return JSON.stringify([
    lines.map((l) => [l.pn, l.quantity, l.listPriceCents, l.saleCents]),
    TOTAL_KEYS.map((key) => totals[key]),
    CHOICE_KEYS.map((key) => (key === "billing" || key === "shipping" ? ADDRESS_KEYS.map((field) => choices[key][field]) : choices[key])),
  ]);
}

const cents = z.number().int();
const text = z.string().max(10_000);
const address = z.array(text).length(ADDRESS_KEYS.length);
const encodedSchema = z.tuple([
  z.array(z.tuple([z.string().min(1).max(100), z.number().int().min(1), cents, cents])).max(10_000),
  z.tuple([cents, cents, cents, cents, cents, cents.nullable(), cents, cents]),
  z.tuple([address, address, text, text, text, text]),
]);

const addressFrom = (fields: readonly string[]) => Object.fromEntries(ADDRESS_KEYS.map((key, i) => [key, fields[i]])) as ContactSnapshot;

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
  const [lines, totals, [billing, shipping, carrier, shipperNumber, poNumber, notes]] = parsed.data;
  return {
    lines: lines.map(([pn, quantity, listPriceCents, saleCents]) => ({ pn, quantity, listPriceCents, saleCents })),
    totals: Object.fromEntries(TOTAL_KEYS.map((key, i) => [key, totals[i]])) as FingerprintTotals,
    choices: { billing: addressFrom(billing), shipping: addressFrom(shipping), carrier, shipperNumber, poNumber, notes },
  };
}

/** What differs between the reviewed order and the fresh one, line by line, then the totals, then the choices. */
export type QuoteChange =
  | { kind: "gone"; pn: string }
  | { kind: "added"; pn: string }
  | { kind: "quantity"; pn: string; before: number; after: number }
  | { kind: "price"; pn: string; beforeCents: number; afterCents: number }
  | { kind: "totals"; before: FingerprintTotals; after: FingerprintTotals }
  | { kind: "choices"; keys: ChoiceKey[] };

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
  const choices = CHOICE_KEYS.filter((key) => !sameChoice(key, reviewed.choices, current.choices));
  if (choices.length > 0) changes.push({ kind: "choices", keys: choices });
  return changes;
}
