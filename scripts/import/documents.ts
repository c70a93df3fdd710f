/** Small builders shared by the document modules: fixed timestamps, references, keys, text blocks. */
import type { BaseDoc, Block, LocaleBlocks, LocaleString, Reference } from "../../app/services/content/types";

/** Fixed so that re-running the import gives a byte-identical dataset. */
export const IMPORT_TIMESTAMP = "2026-01-01T00:00:00Z";

export function base<T extends string>(_id: string, _type: T): BaseDoc & { _type: T } {
  return { _id, _type, _createdAt: IMPORT_TIMESTAMP, _updatedAt: IMPORT_TIMESTAMP };
}

export function ref(id: string, key?: string): Reference {
  return key === undefined ? { _type: "reference", _ref: id } : { _type: "reference", _ref: id, _key: key };
}

/** Copies only the two languages, so stray fields in the source never reach the dataset. */
export function localeString(value: { en: string; es: string }): LocaleString {
  return { en: value.en, es: value.es };
}

/** `_key`s must be unique within an array; derived from content so they are stable between runs. */
export function keyOf(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, "-");
}

function paragraph(key: string, text: string): Block {
  return {
    _type: "block",
    _key: key,
    style: "normal",
    markDefs: [],
    children: [{ _type: "span", _key: `${key}-0`, text, marks: [] }],
  };
}

/** Plain paragraphs in both languages, one block per string. */
export function localeParagraphs(keyPrefix: string, text: { en: string[]; es: string[] }): LocaleBlocks {
  return {
    en: text.en.map((t, i) => paragraph(`${keyPrefix}-${i}`, t)),
    es: text.es.map((t, i) => paragraph(`${keyPrefix}-${i}`, t)),
  };
}
