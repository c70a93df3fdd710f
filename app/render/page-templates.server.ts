import { MAX_QUERIES_PER_PATH } from "~/http/page-cache.server";
import { CHOICE_MARK, JSON_SLOT, SLOT_SECRET, TEXT_SLOT, type PersonalValues, type TemplateSlots } from "./template-slots";

/** A piece of a template: its own HTML, the response's nonce, a text or JSON slot, or a choice's mark (option "" ends it). */
type Segment = string | { nonce: true } | { text: number } | { json: number } | { choice: number; option: string };

/** A page rendered once for an audience, cut where each visitor's own values go. */
export interface PageTemplate {
  status: number;
  headers: [string, string][];
  segments: Segment[];
  slots: TemplateSlots;
  bytes: number;
}

/** Where the page being rendered keeps its template, and the values of the visitor it is for. */
export interface TemplateTarget {
  templates: PageTemplates;
  url: string;
  audience: string;
  values: PersonalValues;
}

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Cuts `html` (rendered with `nonce` and `slots`' placeholders) into segments. */
export function compileTemplate(html: string, nonce: string): Segment[] {
  const pattern = new RegExp(
    [
      `${TEXT_SLOT.open}(\\d+)${TEXT_SLOT.close}`,
      `"${JSON_SLOT.open}(\\d+)${JSON_SLOT.close}"`,
      `<template ${CHOICE_MARK}="${SLOT_SECRET}:(\\d+):([^"]*)"></template>`,
      ...(nonce ? [`(${regexEscape(nonce)})`] : []),
    ].join("|"),
    "g",
  );
  const segments: Segment[] = [];
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    if (match.index > last) segments.push(html.slice(last, match.index));
    const [, text, json, choice, option, ownNonce] = match;
    if (text !== undefined) segments.push({ text: Number(text) });
    else if (json !== undefined) segments.push({ json: Number(json) });
    else if (choice !== undefined) segments.push({ choice: Number(choice), option: option! });
    else if (ownNonce !== undefined) segments.push({ nonce: true });
    last = match.index + match[0].length;
  }
  if (last < html.length) segments.push(html.slice(last));
  return segments;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
/** As React escapes text and attribute values. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const SCRIPT_ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
/** JSON as Remix writes its data into the page's script. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);

/** The page for one visitor: the template with their values, their choices and this response's nonce. */
export function fillTemplate(template: Pick<PageTemplate, "segments" | "slots">, values: PersonalValues, nonce: string): string {
  const { segments, slots } = template;
  const chosen = slots.choices.map((choose) => choose(values));
  let out = "";
  // Inside a choice, the option being passed over (its segments are left out).
  let skipping = false;
  for (const segment of segments) {
    if (typeof segment === "string") {
      if (!skipping) out += segment;
    } else if ("choice" in segment) {
      skipping = segment.option !== "" && segment.option !== chosen[segment.choice];
    } else if (skipping) continue;
    else if ("nonce" in segment) out += nonce;
    else if ("text" in segment) out += escapeHtml(slots.texts[segment.text]!(values));
    else out += scriptJson(slots.json[segment.json]!(values));
  }
  return out;
}

const pathOf = (url: string) => url.split("?", 1)[0]!;

/**
 * Templates of shared pages per audience and URL, least recently used out past `maxBytes`, each kept
 * `ttlMs` (the content's own cache time) and at most MAX_QUERIES_PER_PATH query strings a path and
 * audience, so random query strings cannot evict the pages buyers use.
 */
export class PageTemplates {
  private readonly entries = new Map<string, { template: PageTemplate; expiresAt: number }>();
  private readonly urlsByPath = new Map<string, number>();
  private readonly audiencesByUrl = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly options: { maxBytes: number; ttlMs: number; now?: () => number }) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Whether some audience has a template of this address (only then is it worth telling who is asking). */
  has(url: string): boolean {
    return this.audiencesByUrl.has(url);
  }

  lookup(url: string, audience: string): PageTemplate | undefined {
    const key = `${audience}\n${url}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.template;
  }

  store(url: string, audience: string, template: PageTemplate): void {
    const key = `${audience}\n${url}`;
    const pathKey = `${audience}\n${pathOf(url)}`;
    if (!this.entries.has(key) && (this.urlsByPath.get(pathKey) ?? 0) >= MAX_QUERIES_PER_PATH) return;
    if (template.bytes > this.options.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { template, expiresAt: this.now() + this.options.ttlMs });
    this.urlsByPath.set(pathKey, (this.urlsByPath.get(pathKey) ?? 0) + 1);
    this.audiencesByUrl.set(url, (this.audiencesByUrl.get(url) ?? 0) + 1);
    this.bytes += template.bytes;
    while (this.bytes > this.options.maxBytes) this.remove(this.entries.keys().next().value as string);
  }

  purge(): void {
    this.entries.clear();
    this.urlsByPath.clear();
    this.audiencesByUrl.clear();
    this.bytes = 0;
  }

  size(): { templates: number; bytes: number } {
    return { templates: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.template.bytes;
    this.countDown(this.urlsByPath, pathOf(key));
    this.countDown(this.audiencesByUrl, key.slice(key.indexOf("\n") + 1));
  }

  private countDown(counts: Map<string, number>, key: string): void {
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  }
}
