import { describe, expect, it } from "vitest";
import { appendTrackingEntry, MAX_TRACKING_ENTRIES, parseTrackingCookie, trackingEntryFor } from "./utm";

describe("trackingEntryFor", () => {
  it("records the present utm parameters and the first slug segment", () => {
    expect(trackingEntryFor(new URL("http://x/products/gcx1100?utm_source=google&utm_campaign=spring"))).toEqual({
      slug: "products",
      utm_source: "google",
      utm_campaign: "spring",
    });
  });
  it("skips the language prefix and gives home an empty slug", () => {
    expect(trackingEntryFor(new URL("http://x/es/productos/a?utm_medium=email"))?.slug).toBe("productos");
    expect(trackingEntryFor(new URL("http://x/es?utm_term=relay"))?.slug).toBe("");
    expect(trackingEntryFor(new URL("http://x/?utm_content=banner"))?.slug).toBe("");
  });
  it("gives null without utm parameters", () => {
    expect(trackingEntryFor(new URL("http://x/products?q=relay"))).toBeNull();
  });
});

describe("tracking cookie list", () => {
  it("creates the list, then appends to it", () => {
    const first = appendTrackingEntry(undefined, { slug: "a", utm_source: "s" });
    const second = appendTrackingEntry(first, { slug: "b", utm_medium: "m" });
    expect(parseTrackingCookie(second)).toEqual([
      { slug: "a", utm_source: "s" },
      { slug: "b", utm_medium: "m" },
    ]);
  });
  it("treats unreadable values as empty and caps the list", () => {
    expect(parseTrackingCookie("%7Bnot json")).toEqual([]);
    expect(parseTrackingCookie(encodeURIComponent('{"slug":"x"}'))).toEqual([]);
    let value: string | undefined;
    for (let i = 0; i < MAX_TRACKING_ENTRIES + 5; i++) value = appendTrackingEntry(value, { slug: String(i) });
    const list = parseTrackingCookie(value);
    expect(list).toHaveLength(MAX_TRACKING_ENTRIES);
    expect(list.at(-1)?.slug).toBe(String(MAX_TRACKING_ENTRIES + 4));
  });
});
