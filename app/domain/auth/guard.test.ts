import { describe, expect, it } from "vitest";
import { afterSignInPath, safeRedirectPath } from "./guard";

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
