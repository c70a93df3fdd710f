import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { STORAGE_FALLBACK } from "./storage-fallback";

/** A window whose sessionStorage throws as a blocked third-party frame's does, or answers `storage`. */
function windowWith(storage?: object): { sessionStorage: Storage } {
  const window = {};
  Object.defineProperty(window, "sessionStorage", {
    configurable: true,
    get() {
      if (!storage) throw new Error("SecurityError: Access is denied for this document.");
      return storage;
    },
  });
  runInNewContext(STORAGE_FALLBACK, { window });
  return window as { sessionStorage: Storage };
}

describe("the sessionStorage fallback", () => {
  it("stands in where reading sessionStorage throws", () => {
    const { sessionStorage } = windowWith();
    expect(sessionStorage.getItem("positions")).toBeNull();
    sessionStorage.setItem("positions", "{}");
    expect(sessionStorage.getItem("positions")).toBe("{}");
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.key(0)).toBe("positions");
    sessionStorage.removeItem("positions");
    expect(sessionStorage.length).toBe(0);
  });

  it("leaves a working sessionStorage alone", () => {
    const real = { getItem: () => "real" };
    expect(windowWith(real).sessionStorage).toBe(real);
  });
});
