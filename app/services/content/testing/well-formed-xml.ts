import { expect } from "vitest";

/** Minimal well-formedness check: every tag closes in order, attributes are quoted, no bare `&`. */
export function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>/, "");
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const stack: string[] = [];
  for (const [, closing, name, attrs, selfClosing] of body.matchAll(/<(\/?)([\w:]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    expect(attrs ?? "").not.toMatch(/[<>]/);
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(body.replace(/<[^>]*>/g, "")).not.toMatch(/[<>]/);
}
