/**
 * The body of the quote API (`POST /api/public/quote`, docs/apis.md "Quote API"), checked and normalized. Every problem
 * comes back at once, each with the path of its field (`items[2].quantity`) and a stable code the API turns into a
 * message; nothing here knows about languages.
 */
import { z } from "zod";
import { isCountryCode } from "./address/country-codes";
import { normalizePostalCode } from "./address/postal-code";
import { findRegionCode, regionsOf } from "./address/regions";
import { AIR_1DAY, AIR_2DAY, GROUND, type CarrierSelection } from "./carriers";
import { MAX_LINE_QUANTITY, parseQuantity } from "./cart-lines";
import type { Address } from "./destination";
import { hasControlCharacters } from "./forms/text";

/** Not a business rule: what one call may ask for (a large B2B order fits; the benchmark prices this many). */
export const MAX_QUOTE_ITEMS = 500;
const MAX_PN_LENGTH = 100;
const MAX_SHIPPER_NUMBER_LENGTH = 50;
const MAX_REGION_LENGTH = 100;
const MAX_POSTAL_CODE_LENGTH = 20;
const CARRIER_SLUG = /^[a-z0-9][a-z0-9-]{0,49}$/;

const QUOTE_METHODS = [GROUND, AIR_2DAY, AIR_1DAY] as const;

const QUOTE_ISSUE_CODES = [
  "required",
  "invalidType",
  "tooLong",
  "invalidCharacters",
  "itemsEmpty",
  "itemsTooMany",
  "quantityNotWhole",
  "quantityBelowOne",
  "quantityTooLarge",
  "countryUnknown",
  "stateRequired",
  "stateUnknown",
  "postalCodeRequired",
  "postalCodeInvalid",
  "carrierInvalid",
  "carrierRequiredForMethod",
  "methodUnknown",
] as const;

export type QuoteIssueCode = (typeof QUOTE_ISSUE_CODES)[number];

const isIssueCode = (message: string): message is QuoteIssueCode => (QUOTE_ISSUE_CODES as readonly string[]).includes(message);

/** `path` names the field (`destination.country`, `items[0].pn`; "" for the body itself); `value` is what was sent. */
export type QuoteIssue = { path: string; code: QuoteIssueCode; value?: string };

/** `index`: where the part number first appears in the body's `items` (for the path of an error about it). */
export type QuoteItem = { pn: string; quantity: number; index: number };

export type QuoteRequestBody = {
  /** One per part number: repeated part numbers are merged (their quantities added), first position kept. */
  items: QuoteItem[];
  address: Address;
  /** Null: the destination's default carrier and method. */
  selection: CarrierSelection | null;
  shipperNumber: string | null;
};

export type QuoteRequestResult = { ok: true; value: QuoteRequestBody } | { ok: false; issues: QuoteIssue[] };

const code = (value: QuoteIssueCode) => value;
const typed = { required_error: code("required"), invalid_type_error: code("invalidType") };

/** An optional text: absent, null and blank are all "not given". */
const optionalText = (max: number) =>
  z
    .string(typed)
    .trim()
    .max(max, code("tooLong"))
    .refine((value) => !hasControlCharacters(value), code("invalidCharacters"))
    .nullish()
    .transform((value) => (value ? value : null));

const quantity = z.number(typed).superRefine((value, ctx) => {
  const parsed = parseQuantity(value);
  if (parsed.kind === "ignored") ctx.addIssue({ code: "custom", message: quantityCode(parsed.reason) });
});

function quantityCode(reason: "empty" | "notNumeric" | "notWhole" | "belowOne" | "tooLarge"): QuoteIssueCode {
  if (reason === "belowOne") return "quantityBelowOne";
  if (reason === "tooLarge") return "quantityTooLarge";
  return "quantityNotWhole";
}

const item = z.object(
  {
    pn: z
      .string(typed)
      .trim()
      .min(1, code("required"))
      .max(MAX_PN_LENGTH, code("tooLong"))
      .refine((value) => !hasControlCharacters(value), code("invalidCharacters")),
    quantity,
  },
  typed,
);

const destination = z
  .object(
    {
      country: z
        .string(typed)
        .trim()
        .transform((value) => value.toUpperCase())
        .refine(isCountryCode, code("countryUnknown")),
      state: optionalText(MAX_REGION_LENGTH),
      postalCode: optionalText(MAX_POSTAL_CODE_LENGTH),
    },
    typed,
  )
  .transform((place, ctx): Address => {
    const domestic = place.country === "US";
    let state = place.state;
    if (state === null && domestic) ctx.addIssue({ code: "custom", path: ["state"], message: code("stateRequired") });
    if (state !== null && regionsOf(place.country)) {
      state = findRegionCode(place.country, state);
      if (state === null) ctx.addIssue({ code: "custom", path: ["state"], message: code("stateUnknown") });
    }
    let postalCode = place.postalCode;
    if (postalCode === null && domestic) ctx.addIssue({ code: "custom", path: ["postalCode"], message: code("postalCodeRequired") });
    if (postalCode !== null) {
      const normalized = normalizePostalCode(place.country, postalCode);
      if (normalized.ok) postalCode = normalized.value;
      else ctx.addIssue({ code: "custom", path: ["postalCode"], message: code("postalCodeInvalid") });
    }
    return { country: place.country, state, postalCode };
  });

const body = z
  .object(
    {
      items: z.array(item, typed).min(1, code("itemsEmpty")).max(MAX_QUOTE_ITEMS, code("itemsTooMany")),
      destination,
      carrier: optionalText(50)
        .transform((value) => value?.toLowerCase() ?? null)
        .refine((value) => value === null || CARRIER_SLUG.test(value), code("carrierInvalid")),
      method: z
        .enum(QUOTE_METHODS, { errorMap: () => ({ message: code("methodUnknown") }) })
        .nullish()
        .transform((value) => value ?? null),
      shipperNumber: optionalText(MAX_SHIPPER_NUMBER_LENGTH),
    },
    typed,
  )
  .superRefine((fields, ctx) => {
    if (fields.method !== null && fields.carrier === null) ctx.addIssue({ code: "custom", path: ["carrier"], message: code("carrierRequiredForMethod") });
  });

/** `items[2].quantity` from zod's `["items", 2, "quantity"]`. */
export function fieldPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, part) => (typeof part === "number" ? `${text}[${part}]` : text === "" ? part : `${text}.${part}`), "");
}

/** The value at `path` in what was sent, as text for a message (`2.5` for a quantity); undefined for objects. */
function sentValue(input: unknown, path: readonly (string | number)[]): string | undefined {
  let value = input;
  for (const part of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;
}

/** Adds the quantities of a part number asked for twice; the sum obeys the same limit as one line. */
function mergeItems(items: readonly Omit<QuoteItem, "index">[]): { items: QuoteItem[]; issues: QuoteIssue[] } {
  const merged = new Map<string, QuoteItem>();
  const issues: QuoteIssue[] = [];
  items.forEach((entry, index) => {
    const existing = merged.get(entry.pn);
    if (!existing) merged.set(entry.pn, { ...entry, index });
    else if (existing.quantity + entry.quantity > MAX_LINE_QUANTITY) issues.push({ path: `items[${index}].quantity`, code: "quantityTooLarge" });
    else existing.quantity += entry.quantity;
  });
  return { items: [...merged.values()], issues };
}

export function parseQuoteRequest(input: unknown): QuoteRequestResult {
  const parsed = body.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue): QuoteIssue => {
      const value = sentValue(input, issue.path);
      return { path: fieldPath(issue.path), code: isIssueCode(issue.message) ? issue.message : "invalidType", ...(value === undefined ? {} : { value }) };
    });
    return { ok: false, issues };
  }
  const { items, issues } = mergeItems(parsed.data.items);
  if (issues.length > 0) return { ok: false, issues };
  const { carrier, method, shipperNumber } = parsed.data;
  return {
    ok: true,
    value: { items, address: parsed.data.destination, selection: carrier === null ? null : { carrier, method }, shipperNumber },
  };
}
