/**
 * A quote document (docs/quote.md): the cart page's lines, charges and notes frozen when the buyer downloads it, so
 * its number gives the same PDF for as long as it is kept. Everything it prints comes from this snapshot; only the
 * labels are read from the strings of its language.
 */
import type { CartLine } from "./cart-lines";
import type { Charges } from "./charges";
import type { ContactSnapshot } from "./orders/order";

/** How long a quote's prices hold, counted from the day it was made. */
export const QUOTE_VALIDITY_DAYS = 30;

/** `Q-2026-000123`: the year it was made and the sequence's number (six digits at least). */
const QUOTE_NUMBER = /^Q-\d{4}-\d{6,12}$/;

export function isQuoteNumber(value: string): boolean {
  return QUOTE_NUMBER.test(value);
}

export type QuoteLine = Pick<
  CartLine,
  "pn" | "quantity" | "saleCents" | "subTotalSaleCents" | "callForPrice" | "nonStandard" | "leadTime10Days" | "tariff" | "step"
> & { title: string };

export type QuoteShop = { name: string; addressLine: string; city: string; state: string; postalCode: string; phone: string; email: string };

/**
 * The signed-in buyer's company, its account number and payment terms (the customer's `id` and `arTerm`), and the
 * addresses chosen for the cart (null where none is chosen or saved). Quotes saved before the account number and
 * terms were frozen have neither.
 */
export type QuoteBuyer = {
  company: string;
  accountNumber?: string | null;
  paymentTerms?: string | null;
  billing: ContactSnapshot | null;
  shipping: ContactSnapshot | null;
};

export type QuoteSnapshot = {
  shop: QuoteShop;
  /** Null for a visitor. */
  buyer: QuoteBuyer | null;
  /** What the charges were quoted for, in words (`PA 15222, United States`); null before the buyer gave one. */
  destination: string | null;
  /** The carrier and method as the cart page names them; null when none is chosen. */
  shipping: string | null;
  /** The chosen carrier ships on the buyer's own account. */
  collect: boolean;
  /** ISO 3166 alpha-2 country the paper size follows. */
  country: string;
  lines: QuoteLine[];
  charges: Charges;
  nonStandardFeeCents: number;
  callForPrice: boolean;
  /** The destination's shipping note in the quote's language. */
  note: string | null;
};

/** A stored quote: its number, language and day, and what it froze. */
export type QuoteDocument = { number: string; lang: "en" | "es"; createdAt: string; snapshot: QuoteSnapshot };

/** The PDF's file name, in the quote's language (ASCII: it goes in a Content-Disposition header). */
export function quoteFileName(number: string, lang: "en" | "es"): string {
  return `${lang === "es" ? "cotizacion" : "quote"}-${number}.pdf`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day the quote's prices hold (ISO). */
export function quoteValidUntil(createdAt: string): string {
  return new Date(Date.parse(createdAt) + QUOTE_VALIDITY_DAYS * DAY_MS).toISOString();
}

/**
 * Countries that print on US Letter rather than A4: the United States and Canada, Mexico, and the Latin American
 * and Asian countries where Letter is the office standard (Chile, Colombia, Costa Rica, the Dominican Republic,
 * El Salvador, Guatemala, Panama, Puerto Rico, Venezuela, the Philippines).
 */
const LETTER_COUNTRIES = new Set(["US", "CA", "MX", "CL", "CO", "CR", "DO", "SV", "GT", "PA", "PR", "VE", "PH"]);

export type PaperSize = "LETTER" | "A4";

export function paperSizeFor(country: string): PaperSize {
  return LETTER_COUNTRIES.has(country.toUpperCase()) ? "LETTER" : "A4";
}
