/**
 * When the enhanced forms check a field (conform): first when the buyer leaves it (or pauses typing, see
 * useDelayedValidation), then at every keystroke. An error clears as it is fixed, never on leaving the field:
 * cleared on the press of Save, it moved the button from under the pointer and the click was lost.
 */
export const VALIDATION_TIMING = { shouldValidate: "onBlur", shouldRevalidate: "onInput" } as const;
