/** The lengths of the checkout form's free-text fields: the form's inputs and its zod rules (./checkout-form.ts) read them. */
export const PO_NUMBER_MAX = 40;
export const NOTES_MAX = 1000;
