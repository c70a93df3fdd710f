import { describe, expect, it } from "vitest";
import { loginView } from "./login-view";

const pending = { email: "ana.ruiz@example.com", resendAt: 1_000, resendSeconds: 42 };

describe("loginView", () => {
  it("shows the signed-in step to a signed-in buyer, whatever the address asks", () => {
    expect(loginView("email", true, null)).toEqual({ step: "done" });
    expect(loginView("code", true, pending)).toEqual({ step: "done" });
  });

  it("shows the code step only with an e-mail waiting for its code", () => {
    expect(loginView("code", false, pending)).toEqual({ step: "code", ...pending });
    expect(loginView("code", false, null)).toEqual({ step: "email", email: null });
  });

  it("offers the waiting e-mail again on the e-mail step", () => {
    expect(loginView("email", false, pending)).toEqual({ step: "email", email: "ana.ruiz@example.com" });
  });
});
