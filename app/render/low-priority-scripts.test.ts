import { describe, expect, it } from "vitest";
import { lowPriorityScripts } from "./low-priority-scripts";

describe("lowPriorityScripts", () => {
  it("fetches every module preload at low priority and leaves other links alone", () => {
    const html =
      '<link rel="preload" as="fetch" href="/strings/en.json"/><link rel="modulepreload" href="/build/a.js"/><link rel="modulepreload" href="/build/b.js"/>';
    expect(lowPriorityScripts(html)).toBe(
      '<link rel="preload" as="fetch" href="/strings/en.json"/><link rel="modulepreload" fetchpriority="low" href="/build/a.js"/><link rel="modulepreload" fetchpriority="low" href="/build/b.js"/>',
    );
  });
});
