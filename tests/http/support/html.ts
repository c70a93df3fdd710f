import { expect } from "vitest";

/** A page's HTML without the `<!-- -->` markers React puts between adjacent texts. */
export const pageText = async (res: Response | Promise<Response>) => (await (await res).text()).replace(/<!-- -->/g, "");

/** The characters React escapes in text and attributes, read back. */
export const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The page as a person reads it: without its scripts, whose data repeats every string. */
export const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");

/** The hidden fields of the checkout review's "Place order" form, as a browser would post them. */
export function placeOrderFields(html: string): Record<string, string> {
  const form = html.slice(html.indexOf('name="idempotencyKey"') - 2000, html.indexOf('value="place"'));
  const fields: Record<string, string> = { intent: "place" };
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)) fields[name!] = unescapeHtml(value!);
  expect(fields.idempotencyKey).toMatch(/^[\w-]{22}$/);
  return fields;
}

/** The names of the fields a page starts with the focus on (`autofocus`): a refused form's first field in error. */
export const autofocused = (html: string) =>
  [...html.matchAll(/<(?:input|select|textarea)\b[^>]*\bautofocus=""[^>]*>/g)].map((tag) => /\bname="([^"]*)"/.exec(tag[0])?.[1]);
