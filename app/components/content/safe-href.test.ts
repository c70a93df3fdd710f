import { describe, expect, it } from "vitest";
import { safeHref } from "./safe-href";

describe("safeHref", () => {
  it("keeps same-site paths and fragments as internal", () => {
    expect(safeHref("/products?q=relay")).toEqual({ href: "/products?q=relay", external: false });
    expect(safeHref("#specs")).toEqual({ href: "#specs", external: false });
  });
  it("marks other hosts as external", () => {
    expect(safeHref("https://www.nema.org/standards")).toEqual({ href: "https://www.nema.org/standards", external: true });
    expect(safeHref("https://shop.example/x", "https://shop.example")).toEqual({ href: "https://shop.example/x", external: false });
  });
  it("allows mail and phone links", () => {
    expect(safeHref("mailto:sales@example.com")?.external).toBe(false);
    expect(safeHref("tel:+14125550100")).not.toBeNull();
  });
  it("refuses dangerous or odd addresses", () => {
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref(" JavaScript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,hi")).toBeNull();
    expect(safeHref("//evil.example/x")).toBeNull();
    expect(safeHref("not a url")).toBeNull();
  });
});
