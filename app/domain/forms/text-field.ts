/** The free-text rule (./text.ts) as a zod field of a form or an API body. */
import { z } from "zod";
import { normalizeText, textProblem, type TextProblem, type TextRule } from "./text";

export type TextMessages<K extends string> = Record<Exclude<TextProblem, "required">, K> & { required?: K };

/**
 * A form field under the rule: absent or empty is "" (forms send empty fields, conform sends them as absent), else
 * normalized; the failed check's message is the form's own. Checked in a refinement of the normalized value (not
 * piped into another string schema, which conform would read as a second field and turn "" into absent).
 */
export function textField<K extends string>(rule: TextRule, messages: TextMessages<K>, invalidType?: K) {
  return z
    .string({ invalid_type_error: invalidType ?? messages.invalidCharacters })
    .optional()
    .transform((value) => normalizeText(value, rule.multiline))
    .superRefine((value, ctx) => {
      const problem = textProblem(value, rule);
      if (problem) ctx.addIssue({ code: "custom", message: messages[problem] ?? "thisFieldIsRequired" });
    });
}

/** A posted choice or code, trimmed; anything that is no string (absent, a repeated field, a file) is "". */
export const formValue = z.unknown().transform((value) => (typeof value === "string" ? value.trim() : ""));
