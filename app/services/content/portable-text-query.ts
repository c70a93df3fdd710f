import type { Lang } from "~/i18n/lang";

/*
 * GROQ fragments are built per language with the language written into the text (never `[$lang]`):
 * the embedded service caches parsed queries by text, and groq-js resolves `x[$param]` at parse time.
 */

/** The link target of an internal link, a menu item or a card: enough for `docHref` and a label. */
export function linkTargetProjection(lang: Lang): string {
  return `{_type, slug, "title": title.${lang}}`;
}

/**
 * One language of a localized Portable Text field, with internal links resolved in the same query
 * (`"body": body.en[]{...}`), ready for `<PortableText>`.
 */
export function portableTextProjection(field: string, lang: Lang, as: string = field): string {
  return `"${as}": ${field}.${lang}[]{..., markDefs[]{..., _type == "internalLink" => {"doc": reference->${linkTargetProjection(lang)}}}}`;
}
