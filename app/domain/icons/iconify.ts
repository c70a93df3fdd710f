/**
 * The icons call (spec section 7: the original shop's local icon endpoint, `GET /api/_nuxt_icon/{prefix}.json?icons=a,b`):
 * the query's rules (spec section 9: URLs up to 500 characters) and the answer in Iconify's JSON format.
 */
import { ICON_PRESENTATION, ICON_SET_PREFIX, ICON_SHAPES, ICON_SIZE, isIconName, type IconElement } from "./icon-set";

export const MAX_ICON_URL_LENGTH = 500;
/** Lower-case letters and digits in dash-separated words, as Iconify names icons. */
const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type IconifyIcon = { body: string };
export type IconifyAnswer = { prefix: string; icons: Record<string, IconifyIcon>; width: number; height: number; not_found: string[] };

export type IconQuery = { ok: true; names: string[] } | { ok: false; issues: { path: string; message: string }[] };

/** The names of `icons=a,b,c`, each once in the order asked; every one must look like an icon name. */
export function parseIconNames(raw: string | null): IconQuery {
  const names = [...new Set((raw ?? "").split(",").map((name) => name.trim()))].filter(Boolean);
  if (names.length === 0) return { ok: false, issues: [{ path: "icons", message: "Name at least one icon: icons=a,b,c" }] };
  const bad = names.filter((name) => !ICON_NAME.test(name));
  if (bad.length > 0) return { ok: false, issues: bad.map((name) => ({ path: "icons", message: `Not an icon name (a-z, 0-9 and dashes): ${name}` })) };
  return { ok: true, names };
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const attributes = (pairs: readonly (readonly [string, string])[]) => pairs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join("");

const element = ([tag, attrs]: IconElement) => `<${tag}${attributes(Object.entries(attrs))}/>`;

/** An icon's SVG inner markup: its elements in a group carrying the set's presentation (outline, text colour). */
export function iconBody(elements: readonly IconElement[]): string {
  return `<g${attributes(ICON_PRESENTATION)}>${elements.map(element).join("")}</g>`;
}

/** The set's icons of these names; names the set does not have are listed in `not_found`. */
export function iconifyAnswer(names: readonly string[]): IconifyAnswer {
  const icons: Record<string, IconifyIcon> = {};
  const notFound: string[] = [];
  for (const name of names) {
    if (isIconName(name)) icons[name] = { body: iconBody(ICON_SHAPES[name]) };
    else notFound.push(name);
  }
  return { prefix: ICON_SET_PREFIX, icons, width: ICON_SIZE, height: ICON_SIZE, not_found: notFound };
}
