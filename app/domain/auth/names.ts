/**
 * The name rules of a newly appeared session (docs/sign-in.md#the-name-step): the web user's first/last
 * name and the auth user's `full_name` are copied to whichever side lacks them; with neither the
 * full-name step opens.
 */

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
export type NameErrors = Partial<Record<keyof NameInput, "thisFieldIsRequired">>;

/** First and last name are trimmed and required (docs/sign-in.md#the-name-step). */
export function validateName(input: NameInput): { ok: true; value: NameInput } | { ok: false; errors: NameErrors } {
  const value = { firstName: input.firstName.trim(), lastName: input.lastName.trim() };
  const errors: NameErrors = {};
  if (!value.firstName) errors.firstName = "thisFieldIsRequired";
  if (!value.lastName) errors.lastName = "thisFieldIsRequired";
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
