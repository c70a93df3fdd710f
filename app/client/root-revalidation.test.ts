import { describe, expect, it } from "vitest";
import { shouldRevalidateRoot } from "./root-revalidation";

const url = (path: string) => new URL(path, "http://x");
const nav = (from: string, to: string, extra: { formMethod?: string; defaultShouldRevalidate?: boolean } = {}) =>
  shouldRevalidateRoot({
    currentUrl: url(from),
    nextUrl: url(to),
    defaultShouldRevalidate: extra.defaultShouldRevalidate ?? false,
    formMethod: extra.formMethod,
  });

describe("shouldRevalidateRoot", () => {
  it("reloads site data when the language changes", () => {
    expect(nav("/products", "/es/productos")).toBe(true);
    expect(nav("/es", "/")).toBe(true);
  });
  it("keeps site data on ordinary navigations and query-only changes", () => {
    expect(nav("/products", "/category/relays")).toBe(false);
    expect(nav("/products?q=a", "/products?q=b", { defaultShouldRevalidate: true })).toBe(false);
  });
  it("follows Remix after submissions, explicit revalidation and redirects asking for it", () => {
    expect(nav("/cart", "/cart", { formMethod: "POST", defaultShouldRevalidate: true })).toBe(true);
    expect(nav("/cart", "/cart", { formMethod: "post", defaultShouldRevalidate: false })).toBe(false);
    expect(nav("/a", "/b", { defaultShouldRevalidate: true })).toBe(true);
  });
});
