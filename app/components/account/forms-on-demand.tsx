/**
 * The account pages' forms that validate in the browser (conform, zod and their schemas) load only when a page shows
 * one, so the account pages' own JavaScript carries no form library (as ./address-form-on-demand.tsx does).
 */
import { onDemand } from "~/components/auth/on-demand";

const placeholder = <div aria-busy="true" className="min-h-32" />;

export const CompanyNameForm = onDemand(() => import("./CompanyNameForm").then((module) => module.CompanyNameForm), placeholder);
export const ShippingPreferencesForm = onDemand(() => import("./ShippingPreferencesForm").then((module) => module.ShippingPreferencesForm), placeholder);
