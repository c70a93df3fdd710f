import { describe, expect, it } from "vitest";
import { errorKey } from "./error-key";

describe("errorKey", () => {
  it("keeps an auth error key", () => {
    expect(errorKey("authCodeExpired")).toBe("authCodeExpired");
    expect(errorKey("thisFieldIsRequired")).toBe("thisFieldIsRequired");
  });
  it("reads any other form error as an unknown error", () => {
    expect(errorKey("Required")).toBe("authUnknownError");
  });
});
