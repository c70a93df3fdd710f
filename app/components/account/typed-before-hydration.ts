import type { SubmissionResult } from "@conform-to/react";
import { CONTACT_FIELDS, type ContactField } from "~/domain/address/contact-schema";

export type ContactValues = Partial<Record<ContactField, string>>;

/**
 * What the buyer changed in the server-rendered form before its code arrived: the form's fields as the page holds
 * them when the form first renders in the browser, or nothing when the page does not show it yet (a form opened by
 * a client-side navigation). Hydration would otherwise reset the selects to the server's values.
 */
export function typedBeforeHydration(formId: string): ContactValues {
  if (typeof document === "undefined") return {};
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return {};
  const data = new FormData(form);
  // An unchecked box sends nothing: "" keeps it unchecked.
  return Object.fromEntries(CONTACT_FIELDS.map((name) => [name, data.get(name)?.toString() ?? ""]));
}

/** The form's starting values and refused post's answer with what was typed before hydration over them. */
export function withTyped(typed: ContactValues, defaultValue: ContactValues | undefined, lastResult: SubmissionResult<string[]> | undefined) {
  return {
    defaultValue: { ...defaultValue, ...typed },
    lastResult: lastResult && { ...lastResult, initialValue: { ...lastResult.initialValue, ...typed } },
  };
}
