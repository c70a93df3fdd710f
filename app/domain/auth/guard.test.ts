import { describe, expect, it } from "vitest";
import { afterSignInPath, isGuarded, matchesPattern, safeRedirectPath } from "./guard";

const OPEN = ["/login", "/es/login", "/auth/google/callback"];
const rules = (over: { include?: string[]; exclude?: string[] } = {}) => ({ include: [], exclude: [], open: OPEN, ...over });

describe("matchesPattern", () => {
  it.each([
    ["/my-account/orders", "/my-account/*", true],
    ["/my-account", "/my-account/*", true],
    ["/my-account/a/b", "/my-account/*", true],
    ["/my-accountant", "/my-account/*", false],
    ["/products", "/products", true],
    ["/products/x", "/products", false],
    ["/es/productos/abc", "/es/*/abc", true],
    ["/a.b", "/a.b", true],
    ["/axb", "/a.b", false],
    ["/anything", "*", true],
  ])("%s ~ %s: %s", (path, pattern, ok) => expect(matchesPattern(path, pattern)).toBe(ok));
});

describe("isGuarded", () => {
  it("guards the account area in both languages by default", () => {
    expect(isGuarded("/my-account/profile", rules())).toBe(true);
    expect(isGuarded("/es/mi-cuenta/perfil", rules())).toBe(true);
    expect(isGuarded("/my-account/", rules())).toBe(true);
    expect(isGuarded("/products", rules())).toBe(false);
    expect(isGuarded("/", rules())).toBe(false);
  });
  it("guards only the include list when one is configured", () => {
    const r = rules({ include: ["/cart", "/checkout/*"] });
    expect(isGuarded("/cart", r)).toBe(true);
    expect(isGuarded("/checkout/pay", r)).toBe(true);
    expect(isGuarded("/my-account/profile", r)).toBe(false);
  });
  it("never guards excluded paths", () => {
    const r = rules({ include: ["*"], exclude: ["/", "/products/*", "/es*"] });
    expect(isGuarded("/products/abc", r)).toBe(false);
    expect(isGuarded("/", r)).toBe(false);
    expect(isGuarded("/es/productos", r)).toBe(false);
    expect(isGuarded("/cart", r)).toBe(true);
  });
  it("never guards the login and callback paths, even when everything is included", () => {
    const r = rules({ include: ["*"] });
    for (const path of OPEN) expect(isGuarded(path, r)).toBe(false);
    expect(isGuarded("/login/", r)).toBe(false);
  });
});

describe("safeRedirectPath", () => {
  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,hi",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\u0000x",
    "evil.example",
    "",
    " /products",
    "%2F%2Fevil.example",
  ])("refuses %j", (value) => expect(safeRedirectPath(value, "/")).toBe("/"));

  it.each(["/", "/products", "/es/mi-cuenta/perfil?tab=2#top", "/my-account/orders?x=%2F%2Fevil"])("keeps %j", (value) =>
    expect(safeRedirectPath(value, "/")).toBe(value),
  );
  it("answers the fallback for missing values", () => {
    expect(safeRedirectPath(null, "/es")).toBe("/es");
    expect(safeRedirectPath(undefined, "/es")).toBe("/es");
  });
});

describe("afterSignInPath", () => {
  it("goes home from a login address, else stays", () => {
    expect(afterSignInPath("/login", "/")).toBe("/");
    expect(afterSignInPath("/es/login?x=1", "/es")).toBe("/es");
    expect(afterSignInPath("/products", "/")).toBe("/products");
  });
});
