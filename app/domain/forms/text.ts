/**
 * The one rule for free text people and callers send (names, addresses, order notes, search terms):
 * trimmed, a maximum length, and no control characters (a NUL byte breaks the database, an escape or a
 * lone surrogate breaks pages and mails) nor invisible format characters (`\p{Cf}`: a right-to-left override
 * turns what an order mail shows around, a zero-width space hides in a name) — except line breaks and tabs
 * where a field may span lines.
 * Each form names its own messages; the rule only says which check failed. No zod here: the root
 * reaches the name rule, and no form library may ride along on every page (text-field.ts has the field).
 */

/** RFC 5321: a forward path holds at most 256 octets, 254 of them the address. */
export const EMAIL_MAX = 254;
/** First or last name of a person. */
export const PERSON_NAME_MAX = 100;

const REFUSED = /[\p{Cc}\p{Cs}\p{Cf}]/u;
const REFUSED_BUT_LINE_BREAKS = /(?![\n\t])[\p{Cc}\p{Cs}\p{Cf}]/u;

export type TextRule = { max: number; required?: boolean; multiline?: boolean };
export type TextProblem = "required" | "tooLong" | "invalidCharacters";

/** As stored: trimmed, and a multi-line text's line breaks as `\n`. Absent is "". */
export function normalizeText(value: unknown, multiline = false): string {
  const text = typeof value === "string" ? value.trim() : "";
  return multiline ? text.replace(/\r\n?/g, "\n") : text;
}

/** The first check a normalized text fails, or null. */
export function textProblem(value: string, { max, required = false, multiline = false }: TextRule): TextProblem | null {
  if (required && value === "") return "required";
  if (value.length > max) return "tooLong";
  return hasControlCharacters(value, multiline) ? "invalidCharacters" : null;
}

/** Whether `value` holds a character the rule refuses (a multi-line text may hold line breaks and tabs). */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? REFUSED_BUT_LINE_BREAKS : REFUSED).test(value);
}

/** A value that is no form's (a search query in a link) with each character the rule refuses made a space. */
export function withoutControlCharacters(value: string): string {
  return value.replace(new RegExp(REFUSED.source, "gu"), " ");
}
