import { describe, expect, it } from "vitest";
import { loginPageUrl, loginStepUrl, pathnameOf, requestedStep, withoutLoginParam } from "./login-urls";

describe("login addresses", () => {
  it("opens the modal steps over the same page, keeping its query", () => {
    const place = { kind: "modal" as const, redirectTo: "/products?q=relay" };
    expect(loginStepUrl(place, "email", "en")).toBe("/products?q=relay&login=1");
    expect(loginStepUrl(place, "code", "en")).toBe("/products?q=relay&login=code");
    expect(loginStepUrl({ kind: "modal", redirectTo: null }, "code", "es")).toBe("/es?login=code");
  });

  it("puts the page steps on the login page of the language, remembering the return", () => {
    expect(loginStepUrl({ kind: "page", redirectTo: null }, "email", "en")).toBe("/login");
    expect(loginStepUrl({ kind: "page", redirectTo: null }, "code", "es")).toBe("/es/login?step=code");
    expect(loginPageUrl("en", { step: "code", redirectTo: "/cart" })).toBe("/login?step=code&redirectTo=%2Fcart");
  });

  it("closes the modal by dropping only its parameter", () => {
    expect(withoutLoginParam({ pathname: "/cart", search: "?login=code&tab=2" })).toBe("/cart?tab=2");
    expect(withoutLoginParam({ pathname: "/", search: "?login=1" })).toBe("/");
  });

  it("takes the path part of an address", () => {
    expect(pathnameOf("/es/productos?q=relay")).toBe("/es/productos");
    expect(pathnameOf("/")).toBe("/");
  });

  it("reads the step from the address", () => {
    expect(requestedStep(new URLSearchParams(""), "modal")).toBeNull();
    expect(requestedStep(new URLSearchParams("login=1"), "modal")).toBe("email");
    expect(requestedStep(new URLSearchParams("login=code"), "modal")).toBe("code");
    expect(requestedStep(new URLSearchParams(""), "page")).toBe("email");
    expect(requestedStep(new URLSearchParams("step=code"), "page")).toBe("code");
  });
});
