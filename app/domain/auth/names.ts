/**
 * The name rules of a newly appeared session (docs/sign-in.md#the-name-step): the web user's first/last
 * name and the auth user's `full_name` are copied to whichever side lacks them; with neither the
 * full-name step opens.
 */
import { normalizeText, PERSON_NAME_MAX, textProblem, type TextProblem } from "../forms/text";

export type NameSources = { nameFirst: string | null; nameLast: string | null; fullName: string | null };

export type NameSync = {
  /** Set the auth user's full_name to this. */
  setFullName: string | null;
  /** Set the web user's names to these. */
  setWebUserNames: { nameFirst: string; nameLast: string } | null;
  /** The full-name step must open. */
  needsName: boolean;
};

const clean = (v: string | null | undefined) => (v ?? "").trim();

export function joinFullName(first: string, last: string): string {
  return `${first.trim()} ${last.trim()}`.trim();
}

/** "Ana María Ruiz" -> first "Ana", last "María Ruiz"; one word -> last name empty. */
export function splitFullName(fullName: string): { nameFirst: string; nameLast: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { nameFirst: words[0] ?? "", nameLast: words.slice(1).join(" ") };
}

export function hasWebUserName(s: Pick<NameSources, "nameFirst" | "nameLast">): boolean {
  return clean(s.nameFirst) !== "" && clean(s.nameLast) !== "";
}

export function syncNames(s: NameSources): NameSync {
  const webUserNamed = hasWebUserName(s);
  const fullName = clean(s.fullName);
  if (webUserNamed && fullName === "") return { setFullName: joinFullName(clean(s.nameFirst), clean(s.nameLast)), setWebUserNames: null, needsName: false };
  if (!webUserNamed && fullName !== "") {
    const split = splitFullName(fullName);
    // A one-word name cannot fill both fields: the step asks for the missing one.
    return { setFullName: null, setWebUserNames: split, needsName: split.nameLast === "" };
  }
  return { setFullName: null, setWebUserNames: null, needsName: !webUserNamed };
}

export type NameInput = { firstName: string; lastName: string };
export type NameMessageKey = "thisFieldIsRequired" | "accountFieldTooLong100" | "accountFieldInvalidCharacters";
export type NameErrors = Partial<Record<keyof NameInput, NameMessageKey>>;

/** A first or last name under the free-text rule, with its messages (for forms and the names API). */
export const NAME_RULE = { max: PERSON_NAME_MAX, required: true } as const;
export const NAME_MESSAGES: Record<TextProblem, NameMessageKey> = {
  required: "thisFieldIsRequired",
  tooLong: "accountFieldTooLong100",
  invalidCharacters: "accountFieldInvalidCharacters",
};

/** First and last name are trimmed, required, at most 100 characters, without control characters (docs/sign-in.md#the-name-step). */
export function validateName(input: NameInput): { ok: true; value: NameInput } | { ok: false; errors: NameErrors } {
  const value = { firstName: normalizeText(input.firstName), lastName: normalizeText(input.lastName) };
  const errors: NameErrors = {};
  for (const field of ["firstName", "lastName"] as const) {
    const problem = textProblem(value[field], NAME_RULE);
    if (problem) errors[field] = NAME_MESSAGES[problem];
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
