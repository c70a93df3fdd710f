/**
 * The shipping preferences form (docs/accounts.md#the-account-area), one zod schema for the browser (conform checks
 * as the buyer types) and the action, made for the catalogue's carriers. Apart from ./shipping-preferences.ts, which
 * every page's shared code reaches, so zod stays out of it.
 */
import { z } from "zod";
import { formValue } from "../forms/text-field";
import { shipperNumberError, type PreferenceCarrier, type PreferenceMessageKey, type ShippingPreferences } from "./shipping-preferences";

const issue = (path: (string | number)[], message: PreferenceMessageKey) => ({ code: "custom" as const, path, message });

/**
 * The form against the catalogue's domestic carriers: `choice` must be one of their methods (or "" for none); each
 * collect carrier's `shipper.{slug}` is trimmed, at most 30 letters, digits, spaces and dashes; a collect carrier
 * chosen as the preference needs its number. Every field's message at once.
 */
export function preferencesSchema(carriers: readonly PreferenceCarrier[]) {
  const domestic = carriers.filter((carrier) => !carrier.isInternational);
  const collect = domestic.filter((carrier) => carrier.collect);
  const chosen = (choice: string) => {
    const [slug = "", method = ""] = choice.split(":");
    return domestic.find((carrier) => carrier.slug === slug && carrier.methods.some((m) => m.id === method)) ?? null;
  };
  return z
    .object({ choice: formValue, shipper: z.object(Object.fromEntries(collect.map((carrier) => [carrier.slug, formValue]))).default({}) })
    .superRefine(({ choice, shipper }, ctx) => {
      for (const [slug, typed] of Object.entries(shipper)) {
        const error = shipperNumberError(typed);
        if (error) ctx.addIssue(issue(["shipper", slug], error));
      }
      const carrier = chosen(choice);
      if (choice !== "" && !carrier) ctx.addIssue(issue(["choice"], "accountShippingChoiceUnknown"));
      if (carrier?.collect && !shipper[carrier.slug]) ctx.addIssue(issue(["shipper", carrier.slug], "shipperNumberRequired"));
    })
    .transform(({ choice, shipper }): ShippingPreferences => {
      const carrier = chosen(choice);
      return {
        carrier: carrier?.slug ?? null,
        method: carrier ? choice.split(":")[1]! : null,
        shipperNumbers: Object.fromEntries(Object.entries(shipper).filter(([, number]) => number !== "")),
      };
    });
}
