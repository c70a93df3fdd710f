/** The length of a company name: the rename form's input and its zod rule (./company.ts) read it. */
export const COMPANY_NAME_MAX = 150;
