/** How a conform form shows a refused post's answer, the same way in every form (JavaScript on and off). */
import type { SubmissionResult } from "@conform-to/react";

/**
 * The field a refused post's answer focuses: the first with an error, in the form's order. Rendered as `autoFocus`,
 * so the page a post without JavaScript comes back to starts there, as conform focuses it with JavaScript.
 */
export function firstErrorField(result: SubmissionResult<string[]> | null | undefined, fieldsInOrder: readonly string[]): string | null {
  const errors = result?.error ?? {};
  return fieldsInOrder.find((name) => (errors[name]?.length ?? 0) > 0) ?? null;
}

/** A field's first error as the translation key it is: a form's schema answers only its own keys, anything else is `fallback`. */
export function errorKeyOf<K extends string>(errors: readonly string[] | undefined, keys: readonly K[], fallback: K): K | null {
  const message = errors?.[0];
  if (!message) return null;
  return (keys as readonly string[]).includes(message) ? (message as K) : fallback;
}
