/**
 * The body of `POST /api/private/customer` (docs/accounts.md#ownership) and how many customers a web
 * user may hold: every field bounded, so no call can grow an account without limit.
 */
import { z } from "zod";
import { nameText, optionalText } from "../address/contact-schema";
import { companyNameSchema } from "./company";

/** Enough for any buyer's companies; the account pages and every session read them all. */
export const MAX_CUSTOMERS_PER_WEB_USER = 20;

/** The new customer's primary contact, bounded as the address form's fields are; rep, territory, price list and terms follow from it. */
const contactSchema = z.object({
  nameFirst: nameText(100, true),
  nameLast: nameText(100, true),
  nameCompany: nameText(150, false),
  phone1: optionalText(100),
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  addressCity: optionalText(100),
  addressCountry: z.string({ required_error: "thisFieldIsRequired" }).trim().toUpperCase().length(2, "accountCountryUnknown"),
  addressState: optionalText(100),
  addressPostalCode: optionalText(100),
  taxable: z.boolean({ invalid_type_error: "accountFieldInvalid" }).default(true),
});

/** `name`: the customer's name (the company rename's rule), else the contact's company is used. */
export const newCustomerSchema = z.object({ name: companyNameSchema.shape.name.optional(), contact: contactSchema.nullable().default(null) });

export type NewCustomerInput = z.output<typeof newCustomerSchema>;

/** Whether a web user holding `count` customers may add one more. */
export const canAddCustomer = (count: number): boolean => count < MAX_CUSTOMERS_PER_WEB_USER;
