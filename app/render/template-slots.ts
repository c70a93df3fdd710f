import type { RootData } from "~/root-data";

/** The part of a page that differs between visitors who see the same page otherwise. */
export type PersonalValues = Pick<RootData, "user" | "cartCount" | "favorites">;

/**
 * Part of every placeholder and mark, drawn once per process: a page's own text (a search query in its
 * address, say) cannot pass for one, since it never shows in a page sent.
 */
export const SLOT_SECRET = [...globalThis.crypto.getRandomValues(new Uint8Array(6))].map((b) => b.toString(16).padStart(2, "0")).join("");
/** Around the number of a text slot in a template's HTML. */
export const TEXT_SLOT = { open: `\uE000${SLOT_SECRET}:`, close: "\uE001" } as const;
/** Around the number of a JSON slot in a template's serialized data. */
export const JSON_SLOT = { open: `\uE002${SLOT_SECRET}:`, close: "\uE003" } as const;
/** The attribute of the empty `<template>` elements that mark a choice's options (`secret:id:option`) and its end (`secret:id:`). */
export const CHOICE_MARK = "data-personal-choice";

/** A value taken from the visitor's own values. */
export type FromValues<T> = (values: PersonalValues) => T;

/**
 * What a page rendered as a template for many visitors leaves open, collected while it renders: text
 * to fill in (escaped for HTML), JSON to fill in (escaped for a script), and choices between options.
 * Each is a function of the visitor's values, so filling in never renders React again.
 */
export class TemplateSlots {
  readonly texts: FromValues<string>[] = [];
  readonly json: FromValues<unknown>[] = [];
  readonly choices: FromValues<string>[] = [];

  /** A placeholder for text, filled in with `value` of each visitor. */
  text(value: FromValues<string>): string {
    return `${TEXT_SLOT.open}${this.texts.push(value) - 1}${TEXT_SLOT.close}`;
  }

  /** A placeholder for a JSON value (it serializes as a string), filled in with `value` of each visitor. */
  jsonValue(value: FromValues<unknown>): string {
    return `${JSON_SLOT.open}${this.json.push(value) - 1}${JSON_SLOT.close}`;
  }

  choice(choose: FromValues<string>): number {
    return this.choices.push(choose) - 1;
  }
}
